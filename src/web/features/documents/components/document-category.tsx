import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maxFilesFor, type DocumentType, type TDocumentView } from '@/domain/documents';
import { cn } from '@/web/lib/cn';
import type { ApplicationSession } from '@/web/features/application-session';
import type { DocumentUploads } from '../hooks/use-document-uploads';
import type { PendingUpload } from '../upload-state';
import { FilePicker } from './file-picker';
import { PendingFile, problemId } from './pending-file';
import { StoredFile } from './stored-file';

/** One category of one applicant: what is wanted, a drop zone with pickers, and the files. */
export function DocumentCategory({
  session,
  applicant,
  applicantLabel,
  documentType,
  required,
  stored,
  pending,
  uploads,
}: {
  session: ApplicationSession;
  applicant: number;
  applicantLabel: string;
  documentType: DocumentType;
  /** Needed before completing: the passport, the photo, the visa type's letter. */
  required: boolean;
  stored: TDocumentView[];
  pending: PendingUpload[];
  uploads: Pick<DocumentUploads, 'addFiles' | 'retry' | 'dismiss' | 'remove' | 'localFiles'>;
}) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [removing, setRemoving] = useState<string>();
  const title = t(`documents.types.${documentType}.title`);
  const owner = { type: title, applicant: applicantLabel };
  const add = (files: File[]) => uploads.addFiles(applicant, documentType, files);
  // The GOV.UK file-upload error pattern: why a file was refused is part of the picker's
  // description, not only text on the page (docs/requirements/accessibility.md).
  const describedBy = [
    `${id}-help`,
    ...pending.filter((u) => u.status === 'error' && u.problem).map((u) => problemId(u.id)),
  ].join(' ');

  // After a Remove the row is gone; focus goes back to this category's picker, not the page top.
  const refocus = () => inputRef.current?.focus();
  const removeStored = (document: TDocumentView) => {
    setRemoving(document.id);
    void uploads.remove(document).then((removed) => {
      setRemoving(undefined);
      if (removed) refocus();
    });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  return (
    // A group, not a landmark: the applicant's section is the landmark, categories are headings.
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 p-4 sm:p-5"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        // Moving over the card's own children is not leaving it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h4 id={`${id}-title`} className="font-bold text-navy-950">
          {title}
        </h4>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            required ? 'bg-navy-100 text-navy-900' : 'bg-slate-100 text-slate-700',
          )}
        >
          {required ? t('documents.required') : t('documents.optional')}
        </span>
      </div>
      <p id={`${id}-help`} className="mt-1 text-sm text-slate-700">
        {t(`documents.types.${documentType}.guidance`)}{' '}
        {t('documents.maxFiles', { max: maxFilesFor(documentType) })}
      </p>
      <div
        className={cn(
          'mt-4 flex flex-col items-stretch gap-3 rounded-xl border-2 border-dashed p-4 text-center sm:flex-row sm:items-center sm:justify-center',
          dragging ? 'border-navy-600 bg-navy-50' : 'border-slate-300 bg-slate-50/60',
        )}
      >
        <span className="hidden text-sm text-slate-700 pointer-fine:inline">
          {t('documents.dropHere')}
        </span>
        <FilePicker
          inputRef={inputRef}
          label={t('documents.chooseFile')}
          accessibleName={t('documents.chooseFileFor', { type: title, applicant: applicantLabel })}
          describedBy={describedBy}
          onFiles={add}
        />
        {documentType === 'photo' && (
          <FilePicker
            label={t('documents.takePhoto')}
            accessibleName={t('documents.takePhotoFor', { applicant: applicantLabel })}
            describedBy={describedBy}
            capture="user"
            onFiles={add}
            className="pointer-fine:hidden"
          />
        )}
      </div>
      {(stored.length > 0 || pending.length > 0) && (
        <ul
          className="mt-4 grid grid-cols-1 gap-3"
          aria-label={t('documents.filesOf', { type: title })}
        >
          {stored.map((document) => (
            <StoredFile
              key={document.id}
              session={session}
              document={document}
              localFile={uploads.localFiles[document.id]}
              removing={removing === document.id}
              onRemove={() => removeStored(document)}
              owner={owner}
            />
          ))}
          {pending.map((upload) => (
            <PendingFile
              key={upload.id}
              upload={upload}
              onRetry={() => uploads.retry(upload)}
              owner={owner}
              onRemove={() => {
                uploads.dismiss(upload);
                refocus();
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
