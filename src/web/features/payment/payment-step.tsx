/**
 * The wizard's payment step (PRODUCT.md step 4). Contract between the wizard
 * (src/web/features/apply, which mounts it at /apply/payment) and the payment feature (which
 * owns this file): the wizard passes the application it holds in local storage; the step talks
 * to /api/payment/* itself and calls onProceed only once the server confirms `paid`.
 */
export interface PaymentStepProps {
  applicationId: string;
  /** The application's secret access token (Authorization: Bearer). */
  accessToken: string;
  /** Back to the legal agreement step. Disabled by the step itself once paid. */
  onPrevious: () => void;
  /** Forward to document upload; called only after the server says the application is paid. */
  onProceed: () => void;
}

export function PaymentStep(_props: PaymentStepProps) {
  return <p>Payment step: being built.</p>;
}
