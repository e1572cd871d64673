import type { IncomingHttpHeaders } from 'node:http';

// The one seam between our payment records and a card gateway. Amounts are integer cents and
// currencies upper-case ISO codes on our side of it; each provider converts at its edge.

export interface CheckoutRequest {
  applicationId: string;
  applicationNumber: string;
  amount: number;
  currency: string;
  customerEmail: string;
  /** The gateway sends the browser back here with `payment=success|cancelled|error` and `ref`. */
  returnUrl: string;
  cancelUrl?: string;
}

export interface Checkout {
  providerReference: string;
  /** Where the browser goes to pay (the gateway's hosted page). */
  redirectUrl: string;
}

export type PaymentEventType = 'payment.succeeded' | 'payment.failed' | 'payment.cancelled';

/** A webhook whose signature checked out, reduced to what our payment records need. */
export interface VerifiedEvent {
  eventId: string;
  type: PaymentEventType;
  providerReference: string;
  amount: number;
  currency: string;
  transactionId?: string;
  /** The provider's own event, kept in payment_events for support and audits. */
  payload: unknown;
}

export type ProviderPaymentStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled';

export interface PaymentLookup {
  status: ProviderPaymentStatus;
  amount: number;
  currency: string;
  transactionId?: string;
}

export interface Refund {
  refundId: string;
  amount: number;
}

export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Throws WebhookVerificationError when the signature is missing, wrong or stale. Resolves
   * null for an authentic event that says nothing about a payment outcome (Stripe sends many).
   */
  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<VerifiedEvent | null>;
  lookupPayment(providerReference: string): Promise<PaymentLookup>;
  /**
   * Closes an unpaid checkout so it can no longer take a payment (a newer one replaced it).
   * Resolves false when the gateway says it was already paid: that payment may still arrive,
   * and is then refunded as a duplicate (docs/decisions/0005-payments.md).
   */
  expireCheckout(providerReference: string): Promise<boolean>;
  /** Refunds the whole payment when no amount is given. */
  refund(providerReference: string, amount?: number): Promise<Refund>;
}

export class WebhookVerificationError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

export function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
