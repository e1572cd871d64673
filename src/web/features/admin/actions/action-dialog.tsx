import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { CloseIcon } from '@/web/components/ui/icons';
import { useReturnFocus } from '@/web/lib/focus';

export interface ActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  submitLabel: string;
  submitting: boolean;
  danger?: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** The confirmation every staff action goes through: a titled form with Cancel and confirm. */
export function ActionDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  submitting,
  danger,
  onSubmit,
  children,
}: ActionDialogProps) {
  const { t } = useTranslation('admin', { useSuspense: true });
  // Focus goes back to the button that opened the dialog, or the page heading once it is gone.
  const returnFocus = useReturnFocus(open);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !submitting && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/40" />
        <Dialog.Content
          {...returnFocus}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-x-auto sm:bottom-auto sm:start-1/2 sm:top-1/2 sm:w-full sm:max-w-lg sm:-translate-y-1/2 sm:rounded-2xl sm:p-6 sm:ltr:-translate-x-1/2 sm:rtl:translate-x-1/2"
        >
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-bold text-navy-950">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-slate-700">{description}</Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('detail.documents.close')}
              disabled={submitting}
              className="-me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <form noValidate onSubmit={submit} className="mt-5 grid gap-5">
            {children}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={submitting}>
                  {t('actions.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" variant={danger ? 'danger' : 'primary'} inactive={submitting}>
                {submitLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
