import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PaymentStep } from '@/web/features/payment/payment-step';
import type { ApplicationSession } from '../application-session';
import { stepPath } from '../apply-steps';
import { applicationQueryKey } from '../hooks/use-application-view';

/**
 * Step 4 belongs to the payment feature (its props contract is in payment-step.tsx). The URL's
 * query (?payment=...&ref=... from the gateway) is left alone: the payment step reads it.
 */
export function PaymentStepHost({ session }: { session: ApplicationSession }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <PaymentStep
      applicationId={session.id}
      accessToken={session.accessToken}
      onPrevious={() => void navigate(stepPath('agreement'))}
      onProceed={() => {
        // The step calls this once the server says `paid`; the wizard's copy must say so too
        // before documents opens, or it would send the applicant back here.
        void queryClient
          .refetchQueries({ queryKey: applicationQueryKey(session.id) })
          .then(() => navigate(stepPath('documents')));
      }}
    />
  );
}
