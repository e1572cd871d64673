import { z } from 'zod';
import type { Database, SandboxCheckoutStatus } from '@/server/db';
import {
  headerValue,
  WebhookVerificationError,
  type PaymentProvider,
  type ProviderPaymentStatus,
} from '../provider';
import {
  createSandboxCheckout,
  expireSandboxCheckout,
  findSandboxCheckout,
  isCheckoutOpen,
  refundSandboxCheckout,
} from './checkouts';
import { SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from './signature';

export interface SandboxProviderOptions {
  db: Database;
  webhookSecret: string;
}

const ZSandboxEvent = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(['payment.succeeded', 'payment.failed', 'payment.cancelled']),
  data: z.object({
    checkoutId: z.string().min(1).max(200),
    amount: z.number().int().nonnegative(),
    currency: z.string().min(3).max(3),
    transactionId: z.string().max(200).nullable(),
  }),
});

const sandboxCheckoutPath = (checkoutId: string) => `/pay/sandbox/${checkoutId}`;

/** The hosted pages sign the gateway's webhooks with the same secret the provider verifies. */
export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  readonly webhookSecret: string;
}

export const isSandboxProvider = (provider: PaymentProvider): provider is SandboxProvider =>
  provider.name === 'sandbox' && 'webhookSecret' in provider;

/** The default provider: the app's own hosted payment page, behaving like an external gateway. */
export function createSandboxProvider({
  db,
  webhookSecret,
}: SandboxProviderOptions): SandboxProvider {
  return {
    name: 'sandbox',
    webhookSecret,

    async createCheckout(request) {
      const checkout = await createSandboxCheckout(db, request);
      // The hosted pages are served by this app, on the origin the traveller is paying from
      // (the return address's, built by the server from PUBLIC_URL or the loopback name they
      // used): a page on another origin could not send them back, since its CSP form-action
      // allows only its own origin (docs/requirements/product-decisions.md, "One address").
      const origin = new URL(request.returnUrl).origin;
      return {
        providerReference: checkout.id,
        redirectUrl: `${origin}${sandboxCheckoutPath(checkout.id)}`,
      };
    },

    async verifyWebhook(rawBody, headers) {
      verifySandboxSignature(
        webhookSecret,
        rawBody,
        headerValue(headers, SANDBOX_SIGNATURE_HEADER),
      );
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookVerificationError('Webhook body is not JSON');
      }
      const event = ZSandboxEvent.safeParse(json);
      if (!event.success) throw new WebhookVerificationError('Webhook body is not a sandbox event');
      const { data } = event.data;
      return {
        eventId: event.data.id,
        type: event.data.type,
        providerReference: data.checkoutId,
        amount: data.amount,
        currency: data.currency.toUpperCase(),
        ...(data.transactionId ? { transactionId: data.transactionId } : {}),
        payload: json,
      };
    },

    async lookupPayment(providerReference) {
      const checkout = await findSandboxCheckout(db, providerReference);
      if (!checkout) throw new Error(`Unknown sandbox checkout ${providerReference}`);
      return {
        status: lookupStatus(checkout.status, isCheckoutOpen(checkout)),
        amount: checkout.amount,
        currency: checkout.currency,
        ...(checkout.transactionId ? { transactionId: checkout.transactionId } : {}),
      };
    },

    expireCheckout: (providerReference) => expireSandboxCheckout(db, providerReference),

    async refund(providerReference, amount) {
      const result = await refundSandboxCheckout(db, providerReference, amount);
      if (!result) throw new Error(`Sandbox checkout ${providerReference} cannot be refunded`);
      return {
        refundId: `sbx_re_${result.checkout.id}_${result.checkout.refundedAmount}`,
        amount: result.refunded,
      };
    },
  };
}

/**
 * The gateway's statuses in the provider interface's words; a checkout not finished yet is
 * pending while it is open and cancelled once it expired unpaid.
 */
const lookupStatuses: Record<SandboxCheckoutStatus, ProviderPaymentStatus | undefined> = {
  open: undefined,
  requires_action: undefined,
  succeeded: 'succeeded',
  refunded: 'succeeded', // the money was taken
  failed: 'failed',
  cancelled: 'cancelled',
  expired: 'cancelled',
};

function lookupStatus(status: SandboxCheckoutStatus, open: boolean): ProviderPaymentStatus {
  return lookupStatuses[status] ?? (open ? 'pending' : 'cancelled');
}
