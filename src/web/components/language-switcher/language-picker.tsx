import { useRef, useState, type ReactElement, type RefObject } from 'react';
import { OptionalPart } from '@/web/components/error-boundary';
import { retryableLazy } from '@/web/lib/retryable-lazy';

const loadDialog = () => import('./language-dialog');
const LanguageDialog = retryableLazy(loadDialog);

interface TriggerProps {
  ref: RefObject<HTMLButtonElement | null>;
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
  onClick: () => void;
  /** Starts downloading the dialog as soon as the visitor shows interest. */
  onPointerEnter: () => void;
  onFocus: () => void;
}

/**
 * A trigger button plus the language grid dialog. The dialog's code (and Radix Dialog with it)
 * downloads on first interest, which keeps the home page bundle small.
 */
export function LanguagePicker({
  renderTrigger,
}: {
  renderTrigger: (props: TriggerProps) => ReactElement;
}) {
  const [open, setOpen] = useState(false);
  // Counts the opens, so a dialog whose code failed to download tries again on the next click.
  const [opens, setOpens] = useState(0);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog().catch(() => undefined); // the click tries again

  return (
    <>
      {renderTrigger({
        ref: triggerRef,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onClick: () => {
          setOpens((count) => count + 1);
          setOpen(true);
        },
        onPointerEnter: preload,
        onFocus: preload,
      })}
      {opens > 0 && (
        <OptionalPart name="language dialog" resetKey={String(opens)}>
          <LanguageDialog open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} />
        </OptionalPart>
      )}
    </>
  );
}
