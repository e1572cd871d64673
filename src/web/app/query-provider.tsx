import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';

// One client for the whole visit, so the pages share its cache as the visitor moves between them.
const queryClient = createQueryClient();

/**
 * Server state for the pages that read or write it. Not at the root of the app: the home page
 * has no server state, so TanStack Query downloads with the first page that does
 * (docs/decisions/0022-first-page-javascript.md).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
