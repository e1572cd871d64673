import { useTranslation } from 'react-i18next';
import type { TDocumentView } from '@/domain/documents';
import { Button } from '@/web/components/ui/button';
import { AlertIcon, CheckIcon } from '@/web/components/ui/icons';
import type { ApplicationSession } from '@/web/features/application-session';
import { formatFileSize } from '@/web/lib/file-size';
import { useDocumentPreview, usePreparedPhoto } from '../hooks/use-document-preview';
import { FileThumbnail } from './file-thumbnail';
import { PassportCheck } from './passport-check';
import type { FileOwner } from './pending-file';

/**
 * A file the server has stored: thumbnail, name, size, the photo as it will be submitted,
 * advice to consider, and Remove.
 */
export function StoredFile({
  session,
  document,
  localFile,
  onRemove,
  removing,
  owner,
}: {
  session: ApplicationSession;
  document: TDocumentView;
  localFile: File | undefined;
  onRemove: () => void;
  removing: boolean;
  /** The category and the traveller: two travellers' 'passport.pdf' get different names. */
  owner: FileOwner;
}) {
  const { t, i18n } = useTranslation('apply', { useSuspense: true });
  const preview = useDocumentPreview(session, document, localFile);
  const prepared = usePreparedPhoto(session, document);
  const name = document.originalName;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3">
      <div className="flex items-center gap-3">
        <FileThumbnail
          url={preview}
          isPdf={document.mimeType === 'application/pdf'}
          alt={t('documents.file.preview', { file: name })}
        />
        <div className="min-w-0 flex-1">
          {/* The whole name, wrapped: a cut name's end would show only in a mouse tooltip. */}
          <p className="font-medium [overflow-wrap:anywhere] text-navy-950">
            {/* A Latin name keeps its order and sits at the line start in Arabic too. */}
            <bdi>{name}</bdi>
          </p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
            <span>{formatFileSize(document.size, i18n.language)}</span>
            <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
              <CheckIcon className="size-4" />
              {t('documents.file.completed')}
            </span>
          </p>
        </div>
        <Button
          variant="ghost"
          onClick={onRemove}
          inactive={removing}
          aria-label={t('documents.file.removeNamed', { file: name, ...owner })}
          className="text-red-700 hover:bg-red-50"
        >
          {t('documents.file.remove')}
        </Button>
      </div>
      <PassportCheck session={session} document={document} />
      {prepared && (
        // The photo as the portal gets it, framed around the face: the traveller sees the crop.
        <figure className="mt-3 flex items-start gap-3 rounded-lg bg-slate-50 p-3 text-sm">
          <img
            src={prepared}
            alt={t('documents.file.preparedAlt', { file: name })}
            className="size-28 shrink-0 rounded-md border border-slate-200 bg-white object-cover sm:size-36"
          />
          <figcaption className="min-w-0">
            <p className="font-semibold text-navy-950">{t('documents.file.preparedTitle')}</p>
            <p className="mt-1 text-slate-700">{t('documents.file.preparedNote')}</p>
          </figcaption>
        </figure>
      )}
      {document.warnings.length > 0 && (
        <div className="mt-3 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-navy-950">
          <AlertIcon className="mt-0.5 size-4 text-amber-700" />
          <div>
            <p className="font-semibold">{t('documents.warnings.title')}</p>
            <ul className="mt-1 list-disc ps-4">
              {document.warnings.map((warning) => (
                <li key={warning}>{t(`documents.warnings.${warning}`)}</li>
              ))}
            </ul>
            <p className="mt-1 text-slate-700">{t('documents.warnings.override')}</p>
          </div>
        </div>
      )}
    </li>
  );
}
