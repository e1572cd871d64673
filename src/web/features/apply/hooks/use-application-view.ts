import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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

/** The server's view of the stored application (status, step, saved answers). */
export function useApplicationView(session: ApplicationSession | null) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const query = useQuery(applicationQueryOptions(session));

  // A link or stored session the server does not know (deleted, or a wrong token): start over.
  const gone = isApiError(query.error) && [401, 404].includes(query.error.status);
  useEffect(() => {
    if (!gone) return;
    clearApplicationSession();
    toast({
      title: t('session.notFoundTitle'),
      description: t('session.notFoundBody'),
      variant: 'destructive',
    });
  }, [gone, t]);

  return query;
}

/** Replaces the cached view with what a write answered, so navigation sees it at once. */
export function useSetApplicationView() {
  const queryClient = useQueryClient();
  return (view: TApplicationView) => queryClient.setQueryData(applicationQueryKey(view.id), view);
}
