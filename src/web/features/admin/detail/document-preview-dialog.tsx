import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/web/components/ui/icons';
import { useReturnFocus } from '@/web/lib/focus';

export interface DocumentPreviewDialogProps {
  /** The image to show (an object URL of the blob fetched with the staff token); null closes. */
  preview: { name: string; url: string } | null;
  onClose: () => void;
}

/** An uploaded image, shown from an object URL (the opener revokes it on close). */
export function DocumentPreviewDialog({ preview, onClose }: DocumentPreviewDialogProps) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const returnFocus = useReturnFocus(preview !== null);

  return (
    <Dialog.Root open={preview !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content
          {...returnFocus}
          className="fixed inset-2 z-50 flex flex-col rounded-2xl bg-white p-4 shadow-xl sm:inset-8"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="min-w-0 text-lg font-bold break-all text-navy-950">
              {preview ? t('detail.documents.previewOf', { name: preview.name }) : ''}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('detail.documents.close')}
              className="-me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{preview?.name}</Dialog.Description>
          <div className="mt-3 flex min-h-0 flex-1 items-center justify-center overflow-auto rounded-lg bg-slate-100">
            {preview && (
              <img
                src={preview.url}
                alt={preview.name}
                className="max-h-full max-w-full object-contain"
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
