import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAdminApplicationDetail } from '@/domain/schemas/admin';
import { toast } from '@/web/components/ui/toast-store';
import { applicationQueryOptions, applicationsKey } from '../api/admin-applications-query';
import { useActionFailed } from '../lib/staff-errors';

type ToastKey =
  | 'applicationApproved'
  | 'applicationRejected'
  | 'travellerApproved'
  | 'travellerRefused'
  | 'emailSent'
  | 'assigned'
  | 'released'
  | 'governmentSubmitted'
  | 'governmentFeeRefunded'
  | 'refundIssued'
  | 'changesRequested'
  | 'addOnDelivered';
type FailureKey =
  | 'approveFailed'
  | 'rejectFailed'
  | 'emailFailed'
  | 'assignFailed'
  | 'recordFailed'
  | 'refundFailed'
  | 'requestChangesFailed'
  | 'addOnFailed';

/**
 * A staff action on one application: the catalogue's toasts, and afterwards the detail and
 * the list are fetched again (counts and statuses changed).
 */
export function useApplicationAction<V>(options: {
  applicationId: string;
  run: (variables: V) => Promise<unknown>;
  success: ToastKey;
  failure: FailureKey;
  onDone: () => void;
  /** A refusal the dialog shows by its field (true): no toast then. */
  onRefused?: (error: unknown) => boolean;
}) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const actionFailed = useActionFailed(t);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.run,
    onSuccess: async (result) => {
      if (result && typeof result === 'object' && 'applicationNumber' in result) {
        queryClient.setQueryData(
          applicationQueryOptions(options.applicationId).queryKey,
          result as TAdminApplicationDetail,
        );
      }
      toast({ title: t(`toast.${options.success}`), variant: 'success' });
      options.onDone();
      await queryClient.invalidateQueries({ queryKey: applicationsKey });
    },
    onError: (error) => {
      if (options.onRefused?.(error)) return;
      actionFailed(t(`errors.${options.failure}`), error);
    },
  });
}
