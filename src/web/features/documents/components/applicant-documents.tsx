import { useTranslation } from 'react-i18next';
import { documentTypesFor, requiredDocumentTypesFor, type TDocumentView } from '@/domain/documents';
import type { VisaType } from '@/domain/visa';
import { CheckIcon } from '@/web/components/ui/icons';
import type { ApplicationSession } from '@/web/features/application-session';
import type { DocumentUploads } from '../hooks/use-document-uploads';
import { DocumentCategory } from './document-category';

/** One applicant's documents, under the applicant's name. */
export function ApplicantDocuments({
  session,
  applicant,
  label,
  visaType,
  documents,
  uploads,
  complete,
}: {
  session: ApplicationSession;
  applicant: number;
  label: string;
  visaType: VisaType;
  documents: TDocumentView[];
  uploads: DocumentUploads;
  /** Whether every required document (passport, photo, the visa type's letter) is stored. */
  complete: boolean;
}) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const headingId = `documents-applicant-${applicant}`;
  const required = requiredDocumentTypesFor(visaType);
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 pb-2">
        <h3 id={headingId} className="text-xl font-bold text-navy-950" dir="auto">
          {label}
        </h3>
        {complete && (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800">
            <CheckIcon className="size-4" />
            {t('documents.applicantReady')}
          </span>
        )}
      </div>
      {documentTypesFor(visaType).map((documentType) => (
        <DocumentCategory
          key={documentType}
          session={session}
          applicant={applicant}
          applicantLabel={label}
          documentType={documentType}
          required={required.includes(documentType)}
          stored={documents.filter(
            (d) => d.applicant === applicant && d.documentType === documentType,
          )}
          pending={uploads.pending.filter(
            (u) => u.applicant === applicant && u.documentType === documentType,
          )}
          uploads={uploads}
        />
      ))}
    </section>
  );
}
