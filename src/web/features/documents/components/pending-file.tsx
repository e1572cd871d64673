import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { AlertIcon } from '@/web/components/ui/icons';
import { formatFileSize } from '@/web/lib/file-size';
import { useObjectUrl } from '../hooks/use-document-preview';
import { useProblemText } from '../hooks/use-problem-text';
import type { PendingUpload } from '../upload-state';
import { FileThumbnail } from './file-thumbnail';

/** The id of the text that says why an upload was refused (the picker and Remove point to it). */
export const problemId = (uploadId: string) => `${uploadId}-problem`;

const isPdfFile = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** Whose file a row is: named in its buttons, so equal file names stay told apart (WCAG 2.4.6). */
export interface FileOwner {
  /** The category's title ('Passport bio-data page'). */
  type: string;
  /** The traveller's name or position. */
  applicant: string;
}

/** A file on its way (with the browser's real progress) or refused (with why, Retry, Remove). */
export function PendingFile({
  upload,
  onRetry,
  onRemove,
  owner,
}: {
  upload: PendingUpload;
  onRetry: () => void;
  onRemove: () => void;
  owner: FileOwner;
}) {
  const { t, i18n } = useTranslation('apply', { useSuspense: true });
  const problemText = useProblemText();
  const { file, status, percent, problem } = upload;
  const isPdf = isPdfFile(file);
  const preview = useObjectUrl(!isPdf && file.type.startsWith('image/') ? file : undefined);
  const messageId = problemId(upload.id);
  const failed = status === 'error';
  return (
    <li
      className={
        failed
          ? 'rounded-xl border border-red-300 bg-red-50 p-3'
          : 'rounded-xl border border-slate-200 bg-white p-3'
      }
    >
      <div className="flex items-center gap-3">
        <FileThumbnail
          url={preview}
          isPdf={isPdf}
          alt={t('documents.file.preview', { file: file.name })}
        />
        <div className="min-w-0 flex-1">
          {/* The whole name, wrapped: a cut name's end would show only in a mouse tooltip. */}
          <p className="font-medium [overflow-wrap:anywhere] text-navy-950">
            {/* A Latin name keeps its order and sits at the line start in Arabic too. */}
            <bdi>{file.name}</bdi>
          </p>
          <p className="mt-0.5 text-sm text-slate-600">
            {formatFileSize(file.size, i18n.language)}
            {!failed && ` · ${t('documents.file.uploading', { percent })}`}
          </p>
          {!failed && (
            <div
              role="progressbar"
              aria-label={t('documents.file.progressLabel', { file: file.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full rounded-full bg-navy-700 transition-[width] duration-200"
                style={{ width: `${percent}%` }}
              />
            </div>
          )}
        </div>
      </div>
      {failed && problem && (
        <>
          <p id={messageId} className="mt-3 flex gap-2 text-sm font-medium text-red-800">
            <AlertIcon className="mt-0.5 size-4 text-red-700" />
            <span className="min-w-0 break-words">{problemText(problem)}</span>
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {upload.retryable && (
              <Button
                variant="secondary"
                onClick={onRetry}
                aria-label={t('documents.file.retryNamed', { file: file.name, ...owner })}
                aria-describedby={messageId}
              >
                {t('documents.file.retry')}
              </Button>
            )}
            <Button
              variant="ghost"
              onClick={onRemove}
              aria-label={t('documents.file.removeNamed', { file: file.name, ...owner })}
              aria-describedby={messageId}
              className="text-red-700 hover:bg-red-100"
            >
              {t('documents.file.remove')}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
