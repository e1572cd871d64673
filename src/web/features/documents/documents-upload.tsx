import { useTranslation } from 'react-i18next';
import { missingRequiredDocuments } from '@/domain/documents';
import type { TApplicationView } from '@/domain/schemas';
import { PageLoading } from '@/web/components/page-loading';
import { Button } from '@/web/components/ui/button';
import { AlertIcon, InfoIcon } from '@/web/components/ui/icons';
import type { ApplicationSession } from '@/web/features/application-session';
import { applicantName } from './applicant-name';
import { ApplicantDocuments } from './components/applicant-documents';
import { CompleteApplication } from './components/complete-application';
import { FilesLockedNotice } from './components/files-locked-notice';
import { useDocumentUploads } from './hooks/use-document-uploads';

/**
 * Step 5 of the wizard for a paid application: every applicant's passport, photo, the letter the
 * visa type needs and other documents, then 'Complete Application'. Contract with the wizard: it renders this only for a
 * `paid` application and moves to the confirmation with the view `onCompleted` receives.
 */
export function DocumentsUpload({
  session,
  view,
  onCompleted,
}: {
  session: ApplicationSession;
  view: TApplicationView;
  onCompleted: (view: TApplicationView) => void;
}) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const uploads = useDocumentUploads(session);
  const documents = uploads.query.data;
  const labelOf = (applicant: number) =>
    applicantName(view.applicants[applicant]) ??
    t('documents.applicantN', { number: applicant + 1 });

  if (!documents) {
    if (!uploads.query.isError) return <PageLoading />;
    return (
      <div role="alert" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4">
        <AlertIcon className="mt-0.5 text-red-700" />
        <div>
          <p className="font-semibold text-navy-950">{t('documents.loadFailed')}</p>
          <Button className="mt-3" variant="secondary" onClick={() => void uploads.query.refetch()}>
            {t('session.retry')}
          </Button>
        </div>
      </div>
    );
  }

  const missing = missingRequiredDocuments(view.visaType, view.numberOfApplicants, documents);
  const applicants = Array.from({ length: view.numberOfApplicants }, (_, i) => i);
  return (
    <>
      {/* Upload start, finish and failure, for screen readers; the rows show the same. */}
      <p role="status" aria-live="polite" className="sr-only">
        {uploads.announcement}
      </p>
      <FilesLockedNotice session={session} />
      <div className="mb-6 flex gap-3 rounded-xl border border-navy-200 bg-navy-50 p-4 text-sm text-navy-950">
        <InfoIcon className="mt-0.5 text-navy-700" />
        <p>
          {t('documents.formats')} {t(`documents.needed.${view.visaType}`)}
        </p>
      </div>
      <div className="grid grid-cols-1 gap-10">
        {applicants.map((applicant) => (
          <ApplicantDocuments
            key={applicant}
            session={session}
            applicant={applicant}
            label={labelOf(applicant)}
            visaType={view.visaType}
            documents={documents}
            uploads={uploads}
            complete={!missing.some((m) => m.applicant === applicant)}
          />
        ))}
      </div>
      <CompleteApplication
        session={session}
        missing={missing}
        applicantLabel={labelOf}
        uploading={uploads.pending.some((u) => u.status === 'uploading')}
        onCompleted={onCompleted}
      />
    </>
  );
}
