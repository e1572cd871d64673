import { queryOptions } from '@tanstack/react-query';
import { staffApi } from './staff-api';

/** Everything the dashboard caches sits under this key, so a sign-out drops all of it. */
export const adminQueryKey = ['admin'] as const;
export const applicationsKey = [...adminQueryKey, 'applications'] as const;

/** Call 8 for one query string (the list's URL state, see dashboard/list-params.ts). */
export const applicationsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: [...applicationsKey, 'list', query],
    queryFn: ({ signal }) => staffApi.applications(query, signal),
    // Paging keeps the previous page on screen until the next one arrives.
    placeholderData: (previous) => previous,
    staleTime: 0,
  });

export const applicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...applicationsKey, 'detail', id],
    queryFn: ({ signal }) => staffApi.application(id, signal),
    staleTime: 0,
  });

export const staffMeQueryOptions = () =>
  queryOptions({ queryKey: [...adminQueryKey, 'me'], queryFn: staffApi.me });

/** The dashboard's erasures: open requests and the latest completed ones. */
export const erasuresQueryOptions = () =>
  queryOptions({
    queryKey: [...adminQueryKey, 'erasures'],
    queryFn: ({ signal }) => staffApi.erasures(signal),
    staleTime: 0,
  });
