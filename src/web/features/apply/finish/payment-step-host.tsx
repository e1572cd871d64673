import { useNavigate } from 'react-router';
import type { ApplicationSession } from '@/web/features/application-session';
import { PaymentStep } from '@/web/features/payment';
import { stepPath } from '../apply-steps';

/**
 * Step 4 belongs to the payment feature (its props contract is in payment-step.tsx): it refreshes
 * the shared application query before calling onProceed. The URL's query (?payment=...&ref=...
 * from the gateway) is left alone: the payment step reads it.
 */
export function PaymentStepHost({ session }: { session: ApplicationSession }) {
  const navigate = useNavigate();
  return (
    <PaymentStep
      session={session}
      onPrevious={() => void navigate(stepPath('agreement'))}
      onProceed={() => void navigate(stepPath('documents'))}
      onCorrect={() => void navigate(stepPath('applicants'))}
    />
  );
}
