import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TApplicationView } from '@/domain/schemas';
import { toast } from '@/web/components/ui/toast';
import {
  applicationQueryKey,
  applicationQueryOptions,
  clearApplicationSession,
  type ApplicationSession,
} from '@/web/features/application-session';
import { isApiError } from '@/web/lib/api-client';
import { errorText, errorTranslationsOf } from '@/web/lib/use-error-text';

/** The server's view of the stored application (status, step, saved answers). */
export function useApplicationView(session: ApplicationSession | null) {
  const { t, i18n } = useTranslation('apply', { useSuspense: true });
  const query = useQuery(applicationQueryOptions(session));

  // A link or stored session the server does not know (deleted, or a wrong token), or one whose
  // access has ended (docs/requirements/applicant-sessions.md): start over, saying which.
  const error = isApiError(query.error) ? query.error : undefined;
  const gone = error !== undefined && [401, 404].includes(error.status);
  const ended = error?.code === 'application.session_ended' ? error : undefined;
  // Shown once each time the application is lost, in the visitor's language: the errors
  // namespace is loaded first (it is fetched only once something is refused).
  const shown = useRef(false);
  useEffect(() => {
    if (!gone) {
      shown.current = false;
      return;
    }
    if (shown.current) return;
    shown.current = true;
    clearApplicationSession();
    const show = (description: string, title: string) =>
      toast({ title, description, variant: 'destructive' });
    if (!ended) {
      show(t('session.notFoundBody'), t('session.notFoundTitle'));
      return;
    }
    const endedToast = () =>
      show(
        errorText(errorTranslationsOf(i18n), ended) ?? t('session.notFoundBody'),
        t('session.endedTitle'),
      );
    i18n.loadNamespaces('errors').then(endedToast, endedToast);
  }, [gone, ended, i18n, t]);

  return query;
}

/** Replaces the cached view with what a write answered, so navigation sees it at once. */
export function useSetApplicationView() {
  const queryClient = useQueryClient();
  return (view: TApplicationView) => queryClient.setQueryData(applicationQueryKey(view.id), view);
}
