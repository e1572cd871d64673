import { Suspense, useRef, useState, type ReactElement, type RefObject } from 'react';
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
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog();

  return (
    <>
      {renderTrigger({
        ref: triggerRef,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onClick: () => {
          setMounted(true);
          setOpen(true);
        },
        onPointerEnter: preload,
        onFocus: preload,
      })}
      {mounted && (
        <Suspense fallback={null}>
          <LanguageDialog open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
