import { queryOptions } from '@tanstack/react-query';
import type { TStatusCheckResult, TTrackingResult } from '@/domain/schemas/admin';
import { apiRequest } from '@/web/lib/api-client';

// The applicant's public look-ups (calls 15 and 16). No token: the email and the number are
// the proof. The query client never retries or refetches on its own, so each look-up is one
// request against the server's per-address limit.

export interface StatusCheckQuery {
  email: string;
  applicationNumber: string;
}

function fetchApplicationStatus({ email, applicationNumber }: StatusCheckQuery) {
  const query = new URLSearchParams({ email, applicationNumber });
  return apiRequest<TStatusCheckResult>(`/api/applications/status?${query}`);
}

function fetchTracking(applicationNumber: string) {
  return apiRequest<TTrackingResult>(
    `/api/applications/track/${encodeURIComponent(applicationNumber)}`,
  );
}

/** The status check for one email and number pair; enabled once the form is submitted. */
export function statusCheckQueryOptions(query: StatusCheckQuery | null) {
  return queryOptions({
    queryKey: ['applications', 'status', query?.email ?? '', query?.applicationNumber ?? ''],
    queryFn: () => {
      if (!query) throw new Error('no query');
      return fetchApplicationStatus(query);
    },
    enabled: query !== null,
    // The e-visa link in the answer expires; an old answer is never shown again as current.
    gcTime: 0,
  });
}

/** The tracking page's search by number alone. */
export function trackingQueryOptions(applicationNumber: string | null) {
  return queryOptions({
    queryKey: ['applications', 'track', applicationNumber ?? ''],
    queryFn: () => {
      if (!applicationNumber) throw new Error('no number');
      return fetchTracking(applicationNumber);
    },
    enabled: applicationNumber !== null,
    gcTime: 0,
  });
}
