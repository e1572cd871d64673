import { z } from 'zod';
import { ZErrorBody } from '@/domain/errors/schema';
import { paymentStatuses } from '@/domain/payment-status';
import { applicationStatuses } from '@/domain/status';
import { singleLineText } from '@/domain/schemas/text';

// specification call 5 (POST /api/payment/create) and the payment status read. The server prices every
// payment from the application itself: `amount` and `currency` are accepted for compatibility
// with the described client and ignored, as are the customer fields (the application's own
// email on record is what the gateway receives).

const optionalText = (max: number) => singleLineText().max(max).optional();

export const ZCreatePaymentRequest = z.object({
  applicationId: singleLineText().min(1).max(100),
  amount: z.union([z.number(), z.string().max(32)]).optional(),
  currency: optionalText(8),
  customerEmail: optionalText(320),
  customerName: optionalText(200),
  customerIp: optionalText(100),
  billingCountry: optionalText(100),
});
export type TCreatePaymentRequest = z.infer<typeof ZCreatePaymentRequest>;

export const ZCreatePaymentResponse = z.union([
  z.object({ success: z.literal(true), redirectUrl: z.string() }),
  // A refusal: the described service's `error` text, and the shared refusal body beside it.
  ZErrorBody.extend({ success: z.literal(false), error: z.string() }),
]);
export type TCreatePaymentResponse = z.infer<typeof ZCreatePaymentResponse>;

const ZPaymentSummary = z.object({
  status: z.enum(paymentStatuses),
  /** The gateway's reference (the `ref` on the return URL); null until the gateway answered. */
  reference: z.string().nullable(),
  /** Integer cents. */
  amount: z.number().int(),
  currency: z.string(),
});

export const ZPaymentStatusQuery = z.object({ applicationId: singleLineText().min(1).max(100) });

export const ZPaymentStatusResponse = z.object({
  status: z.enum(applicationStatuses),
  payment: ZPaymentSummary.nullable(),
});
export type TPaymentStatusResponse = z.infer<typeof ZPaymentStatusResponse>;

/** The gateway sends the browser back to /apply/payment?payment=<result>&ref=<reference>. */
export const paymentReturnResults = ['success', 'cancelled', 'error'] as const;
export type PaymentReturnResult = (typeof paymentReturnResults)[number];
