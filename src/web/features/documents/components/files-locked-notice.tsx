import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { applicantSessionRules } from '@/domain/applicant-sessions';
import { Button } from '@/web/components/ui/button';
import { AlertIcon } from '@/web/components/ui/icons';
import type { ApplicationSession } from '@/web/features/application-session';
import type { ApiError } from '@/web/lib/api-client';
import { useErrorText } from '@/web/lib/use-error-text';
import { documentsApi } from '../api/documents-api';
import { useFilesLocked } from '../files-locked';

/**
 * Shown once a thumbnail was refused to this session (opened by a link from an older email):
 * why the files do not open here, and a button that emails a link which opens them for a few
 * minutes (docs/requirements/applicant-sessions.md). Uploading still works without it.
 */
export function FilesLockedNotice({ session }: { session: ApplicationSession }) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const errorText = useErrorText();
  const titleId = useId();
  const locked = useFilesLocked(session.id);
  const request = useMutation<{ success: true }, ApiError>({
    mutationFn: () => documentsApi.requestFileLink(session),
  });
  if (!locked) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="mb-6 flex gap-3 rounded-xl border border-saffron-200 bg-saffron-50 p-4 text-navy-950"
    >
      <AlertIcon className="mt-0.5 shrink-0 text-saffron-800" />
      <div className="min-w-0">
        <h2 id={titleId} className="font-semibold">
          {t('documents.filesLocked.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-800">{t('documents.filesLocked.body')}</p>
        <p role="status" className="mt-2 text-sm font-medium empty:hidden">
          {request.isSuccess &&
            t('documents.filesLocked.sent', { count: applicantSessionRules.fileLinkMinutes })}
        </p>
        {request.isError && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-800">
            {errorText(request.error)}
          </p>
        )}
        {!request.isSuccess && (
          <Button
            className="mt-3"
            variant="secondary"
            disabled={request.isPending}
            onClick={() => request.mutate()}
          >
            {t('documents.filesLocked.send')}
          </Button>
        )}
      </div>
    </section>
  );
}
