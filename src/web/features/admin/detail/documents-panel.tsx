import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminApplicationDetail, TAdminDocument } from '@/domain/schemas/admin';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/toast-store';
import { useLanguage } from '@/web/i18n';
import { isSessionLost, staffApi, type DocumentVariant } from '../api/staff-api';
import { formatFileSize } from '@/web/lib/file-size';
import { formatDateTime } from '../lib/format';
import { openBlobTab, saveBlob } from '../lib/save-blob';
import { useActionFailed } from '../lib/staff-errors';
import { Panel } from './detail-list';
import { groupDocuments, preparedFileName, zipFileName } from './document-names';
import { DocumentPreviewDialog } from './document-preview-dialog';
import { StaffPassportCheck } from './passport-check-table';
import { staffAccess } from '@/domain/staff-roles';
import { useStaffMay } from '../staff-role';

type Preview = { name: string; url: string } | null;

/** Documents per applicant (and the e-visa): preview, download, prepared copy, all as a ZIP. */
export function DocumentsPanel({ application }: { application: TAdminApplicationDetail }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const actionFailed = useActionFailed(t);
  const [preview, setPreview] = useState<Preview>(null);
  // Opening files is a reviewer's or an admin's (docs/requirements/staff-roles.md).
  const mayOpen = useStaffMay(staffAccess.documents);
  const groups = groupDocuments(application.documents, application.numberOfApplicants);

  const downloadAll = useMutation({
    mutationFn: () => staffApi.downloadAll(application.id),
    onSuccess: (blob) => {
      saveBlob(blob, zipFileName(application.applicationNumber));
      toast({ title: t('toast.downloadStarted'), variant: 'success' });
    },
    onError: (error) => actionFailed(t('errors.downloadAllFailed'), error),
  });

  const list = (documents: TAdminDocument[]) =>
    documents.length === 0 ? (
      <p className="text-slate-700">{t('detail.documents.none')}</p>
    ) : (
      <ul className="grid gap-2">
        {documents.map((document) => (
          <DocumentRow
            key={document.id}
            document={document}
            onPreview={setPreview}
            mayOpen={mayOpen}
          />
        ))}
      </ul>
    );

  return (
    <Panel
      id="admin-documents"
      title={t('detail.documents.heading')}
      actions={
        mayOpen && (
          <Button
            variant="secondary"
            disabled={application.documents.length === 0}
            inactive={downloadAll.isPending}
            onClick={() => downloadAll.mutate()}
          >
            {downloadAll.isPending
              ? t('detail.documents.downloadingAll')
              : t('detail.documents.downloadAll')}
          </Button>
        )
      }
    >
      <div className="grid gap-5">
        {groups.evisa.length > 0 && (
          <section aria-labelledby="admin-docs-evisa">
            <h3 id="admin-docs-evisa" className="mb-2 font-semibold text-navy-800">
              {t('detail.documents.evisa')}
            </h3>
            {list(groups.evisa)}
          </section>
        )}
        {groups.applicants.map(({ position, documents }) => (
          <section key={position} aria-labelledby={`admin-docs-${position}`}>
            <h3 id={`admin-docs-${position}`} className="mb-2 font-semibold text-navy-800">
              {t('detail.documents.applicantN', { number: position + 1 })}
            </h3>
            {list(documents)}
          </section>
        ))}
      </div>
      <DocumentPreviewDialog
        preview={preview}
        onClose={() => {
          if (preview) URL.revokeObjectURL(preview.url);
          setPreview(null);
        }}
      />
    </Panel>
  );
}

function DocumentRow({
  document,
  onPreview,
  mayOpen,
}: {
  document: TAdminDocument;
  onPreview: (preview: Preview) => void;
  mayOpen: boolean;
}) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const { t: tApply } = useTranslation('apply', { useSuspense: true });
  const { language } = useLanguage();
  const name = document.originalName;
  const type =
    document.documentType === 'evisa'
      ? t('detail.documents.evisa')
      : tApply(`documents.types.${document.documentType}.title`);
  const isImage = document.mimeType.startsWith('image/');

  const fetchFile = useMutation({
    mutationFn: async (job: {
      variant: DocumentVariant;
      disposition: 'inline' | 'attachment';
      then: (blob: Blob) => void;
      cancel?: () => void;
    }) => {
      try {
        job.then(await staffApi.document(document.id, job.variant, job.disposition));
      } catch (error) {
        job.cancel?.();
        throw error;
      }
    },
    // The catalogue's words for one document: 'Download Failed' / 'Could not download...'.
    onError: (error) => {
      if (isSessionLost(error)) return;
      toast({
        title: t('toast.downloadFailed'),
        description: t('toast.downloadFailedBody'),
        variant: 'destructive',
      });
    },
  });

  const previewFile = () => {
    if (isImage) {
      fetchFile.mutate({
        variant: 'original',
        disposition: 'inline',
        then: (blob) => onPreview({ name, url: URL.createObjectURL(blob) }),
      });
    } else {
      const tab = openBlobTab(name);
      fetchFile.mutate({
        variant: 'original',
        disposition: 'inline',
        then: tab.show,
        cancel: tab.close,
      });
    }
  };
  const download = (variant: DocumentVariant) =>
    fetchFile.mutate({
      variant,
      disposition: 'attachment',
      then: (blob) => saveBlob(blob, variant === 'prepared' ? preparedFileName(document) : name),
    });

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
      <div className="min-w-0 basis-full sm:basis-auto">
        <p className="font-semibold break-all text-navy-950">{name}</p>
        <p className="text-sm text-slate-600">
          {t('detail.documents.meta', {
            type,
            size: formatFileSize(document.size, language),
            date: formatDateTime(document.uploadedAt, language),
          })}
        </p>
      </div>
      {mayOpen && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            inactive={fetchFile.isPending}
            aria-label={
              isImage
                ? t('detail.documents.previewOf', { name })
                : t('detail.documents.openPdf', { name })
            }
            onClick={previewFile}
          >
            {t('detail.documents.preview')}
          </Button>
          <Button
            variant="secondary"
            inactive={fetchFile.isPending}
            aria-label={t('detail.documents.downloadOf', { name })}
            onClick={() => download('original')}
          >
            {t('detail.documents.download')}
          </Button>
          {document.prepared && (
            <Button
              variant="ghost"
              inactive={fetchFile.isPending}
              aria-label={t('detail.documents.downloadPreparedOf', { name })}
              onClick={() => download('prepared')}
            >
              {t('detail.documents.downloadPrepared')}
            </Button>
          )}
        </div>
      )}
      {document.warnings.length > 0 && (
        // What the traveller was told about this file (the photo checks), for the reviewer too.
        <div className="basis-full text-sm text-amber-900">
          <p className="font-semibold">{t('detail.documents.warnings')}</p>
          <ul className="list-disc ps-5">
            {document.warnings.map((warning) => (
              <li key={warning}>{tApply(`documents.warnings.${warning}`)}</li>
            ))}
          </ul>
        </div>
      )}
      {document.passportCheck && <StaffPassportCheck check={document.passportCheck} />}
    </li>
  );
}
