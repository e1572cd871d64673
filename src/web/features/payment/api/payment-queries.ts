import { queryOptions } from '@tanstack/react-query';
import type { ApplicationSession } from '@/web/features/application-session';
import { fetchPaymentStatus } from './payment-api';

const paymentStatusQueryKey = (id: string) => ['payment', 'status', id] as const;

/**
 * The payment status query, shared by the payment step and /payment-success. Always fresh on
 * arrival: the webhook may have landed since the last visit. (The application itself is the
 * wizard's query: application-session's applicationQueryOptions.)
 */
export function paymentStatusQueryOptions(session: ApplicationSession | null) {
  return queryOptions({
    queryKey: paymentStatusQueryKey(session?.id ?? ''),
    queryFn: () => {
      if (!session) throw new Error('no application');
      return fetchPaymentStatus(session);
    },
    enabled: session !== null,
    refetchOnMount: 'always',
  });
}
