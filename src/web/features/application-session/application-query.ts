import { queryOptions } from '@tanstack/react-query';
import type { TApplicationView, TEndSessionsResponse } from '@/domain/schemas';
import { apiRequest } from '@/web/lib/api-client';
import type { ApplicationSession } from './session-store';

export const applicationPath = (id: string) => `/api/applications/${encodeURIComponent(id)}`;

/** GET /api/applications/:id: the server's view (status, step, answers, price breakdown). */
export function fetchApplication({ id, accessToken }: ApplicationSession) {
  return apiRequest<TApplicationView>(applicationPath(id), { token: accessToken });
}

/** The one cache key of an application's view: the wizard and the payment step share it. */
export const applicationQueryKey = (id: string) => ['applications', id] as const;

/** The application's query (bulletproof-react's getXQueryOptions style). */
export function applicationQueryOptions(session: ApplicationSession | null) {
  return queryOptions({
    queryKey: applicationQueryKey(session?.id ?? ''),
    queryFn: () => {
      if (!session) throw new Error('no application');
      return fetchApplication(session);
    },
    enabled: session !== null,
  });
}

/**
 * "Sign out on other devices": every other browser and emailed link holding this application
 * stops opening it; this one goes on (docs/requirements/applicant-sessions.md).
 */
export function endOtherSessions({ id, accessToken }: ApplicationSession) {
  return apiRequest<TEndSessionsResponse>(`${applicationPath(id)}/sessions/end-others`, {
    method: 'POST',
    token: accessToken,
  });
}
