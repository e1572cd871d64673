import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { missingDocumentsCode, type MissingDocument } from '@/domain/documents';
import type { DocumentType } from '@/domain/documents';
import type { TApplicationView } from '@/domain/schemas';
import { Button } from '@/web/components/ui/button';
import { AlertIcon, ArrowForwardIcon } from '@/web/components/ui/icons';
import type { ApplicationSession } from '@/web/features/application-session';
import { ApiError } from '@/web/lib/api-client';
import { documentsApi } from '../api/documents-api';
import { documentsQueryKey } from '../hooks/use-document-uploads';
import { useProblemText } from '../hooks/use-problem-text';

const HINT_ID = 'documents-complete-hint';

/**
 * 'Complete Application': open once every applicant has every required document (a passport, a
 * photo, the visa type's letter); until then it says, in the server's words, what is missing.
 */
export function CompleteApplication({
  session,
  missing,
  applicantLabel,
  uploading,
  onCompleted,
}: {
  session: ApplicationSession;
  missing: MissingDocument[];
  applicantLabel: (applicant: number) => string;
  uploading: boolean;
  onCompleted: (view: TApplicationView) => void;
}) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const problemText = useProblemText();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => documentsApi.complete(session),
    onSuccess: onCompleted,
    // Refused (a file removed in another tab?): show the server's list, and what it lacks.
    onError: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey(session.id) }),
  });
  const byApplicant = new Map<number, DocumentType[]>();
  for (const { applicant, documentType } of missing) {
    byApplicant.set(applicant, [...(byApplicant.get(applicant) ?? []), documentType]);
  }
  const error = mutation.error;
  const errorText =
    error instanceof ApiError && error.code && error.status < 500
      ? problemText({
          kind: 'problem',
          code: error.code,
          ...(error.params ? { params: error.params } : {}),
        })
      : t('documents.errors.server');

  return (
    <div className="mt-8 grid gap-4 border-t border-slate-200 pt-6">
      {missing.length > 0 && (
        <div
          id={HINT_ID}
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-navy-950"
        >
          <p className="font-semibold">
            {problemText({
              kind: 'problem',
              code: missingDocumentsCode(missing) ?? 'document.passport_and_photo_required',
            })}
          </p>
          <ul className="mt-2 list-disc ps-5 text-sm">
            {[...byApplicant].map(([applicant, items]) => (
              <li key={applicant}>
                {t('documents.stillMissing', {
                  applicant: applicantLabel(applicant),
                  documents: items
                    .map((type) => t(`documents.types.${type}.title`))
                    .join(t('documents.listSeparator')),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {missing.length === 0 && (
        <p id={HINT_ID} className="text-sm text-slate-700">
          {uploading ? t('documents.waitForUploads') : t('documents.readyToComplete')}
        </p>
      )}
      {mutation.isError && (
        <p
          role="alert"
          className="flex gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm"
        >
          <AlertIcon className="mt-0.5 size-4 text-red-700" />
          {errorText}
        </p>
      )}
      <Button
        size="lg"
        className="sm:ms-auto"
        inactive={missing.length > 0 || uploading || mutation.isPending}
        aria-busy={mutation.isPending || undefined}
        aria-describedby={missing.length > 0 || uploading ? HINT_ID : undefined}
        onClick={() => mutation.mutate()}
      >
        {mutation.isPending ? t('documents.completing') : t('documents.complete')}
        {!mutation.isPending && <ArrowForwardIcon />}
      </Button>
    </div>
  );
}
