import type { ChangeEvent, ReactNode, Ref } from 'react';
import { cn } from '@/web/lib/cn';
import { buttonClasses } from '@/web/components/ui/button-styles';
import { ACCEPT_ATTRIBUTE } from '../pre-check';

/**
 * A real file input, visually replaced by its label styled as a button: keyboard, screen
 * readers and phones treat it as the native control it is. The label shows the focus ring.
 */
export function FilePicker({
  inputRef,
  label,
  accessibleName,
  describedBy,
  capture,
  multiple = capture === undefined,
  onFiles,
  icon,
  className,
}: {
  inputRef?: Ref<HTMLInputElement>;
  label: string;
  /** The label with what it is for ('Choose file, passport, Jane Doe'): many pickers share a page. */
  accessibleName: string;
  describedBy?: string;
  /** 'user': phones open the front camera. */
  capture?: 'user';
  /** Several files at once (the default without capture); false for a single replacement. */
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  icon?: ReactNode;
  className?: string;
}) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // the same file may be chosen again after a Remove
    if (files.length > 0) onFiles(files);
  };
  return (
    <label
      className={cn(
        buttonClasses({ variant: 'secondary', size: 'lg' }),
        'cursor-pointer has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-navy-700',
        className,
      )}
    >
      {icon}
      <span aria-hidden="true">{label}</span>
      <input
        ref={inputRef}
        type="file"
        className="sr-only"
        accept={ACCEPT_ATTRIBUTE}
        multiple={multiple}
        capture={capture}
        aria-label={accessibleName}
        aria-describedby={describedBy}
        onChange={onChange}
      />
    </label>
  );
}
