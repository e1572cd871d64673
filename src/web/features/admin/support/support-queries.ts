import { queryOptions } from '@tanstack/react-query';
import type { SupportListFilter } from '@/domain/schemas/support-inbox';
import { adminQueryKey } from '../api/admin-applications-query';
import { staffApi } from '../api/staff-api';

// The support inbox's reads (docs/requirements/support-inbox.md); every change refetches them.
export const supportKey = [...adminQueryKey, 'support'] as const;

export const supportCountsQuery = () =>
  queryOptions({
    queryKey: [...supportKey, 'counts'],
    queryFn: ({ signal }) => staffApi.supportCounts(signal),
    staleTime: 30_000,
  });

export const supportListQuery = (filter: SupportListFilter, page: number) =>
  queryOptions({
    queryKey: [...supportKey, 'list', filter, page],
    queryFn: ({ signal }) => staffApi.supportConversations(filter, page, signal),
    staleTime: 0,
  });

export const supportConversationQuery = (id: string) =>
  queryOptions({
    queryKey: [...supportKey, 'conversation', id],
    queryFn: ({ signal }) => staffApi.supportConversation(id, signal),
    staleTime: 0,
  });
