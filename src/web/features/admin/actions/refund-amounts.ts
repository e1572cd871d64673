import { isRefundable } from '@/domain/payment-status';
import { defaultPriceTable, serviceFeeFor, type PriceTable } from '@/domain/pricing';
import type { RefundChoice, TAdminApplicationDetail } from '@/domain/schemas/admin';

type RefundBasis = Pick<TAdminApplicationDetail, 'payments' | 'numberOfApplicants'>;

/**
 * What each refund choice would give back, in cents, as the server computes it (the refund
 * policy): 'full' is what was paid and not yet refunded, 'keepServiceFee' keeps our service
 * fees (per applicant, by group size), 'none' nothing. The server decides the real amount.
 */
export function refundAmounts(
  application: RefundBasis,
  table: PriceTable = defaultPriceTable,
): Record<RefundChoice, number> {
  const refundable = application.payments
    .filter((payment) => isRefundable(payment.status))
    .reduce((sum, payment) => sum + Math.max(0, payment.amount - payment.refundedAmount), 0);
  const serviceFees =
    serviceFeeFor(application.numberOfApplicants, table) * application.numberOfApplicants;
  return {
    full: refundable,
    keepServiceFee: Math.max(0, refundable - serviceFees),
    none: 0,
  };
}
