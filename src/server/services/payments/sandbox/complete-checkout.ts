import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseExecutor, SandboxCheckout, SandboxCheckoutStatus } from '@/server/db';
import {
  advanceSandboxCheckout,
  isCheckoutOpen,
  sandboxEventFor,
  type CheckoutOutcome,
} from './checkouts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './signature';

/** Posts a signed webhook to the merchant; resolves with the merchant's HTTP status. */
export type WebhookSender = (body: string, headers: Record<string, string>) => Promise<number>;

export interface GatewayContext {
  webhookSecret: string;
  sendWebhook: WebhookSender;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

/**
 * Finishes a checkout the way a gateway does: record the outcome, tell the merchant by a
 * signed server-to-server webhook, and only then send the browser back. Undefined when the
 * checkout was not in a state that allows this step (a double submit, an expired checkout).
 */
export async function finishSandboxCheckout(
  db: DatabaseExecutor,
  checkoutId: string,
  from: readonly SandboxCheckoutStatus[],
  outcome: Exclude<CheckoutOutcome, 'requires_action'>,
  ctx: GatewayContext,
): Promise<SandboxCheckout | undefined> {
  const checkout = await advanceSandboxCheckout(db, checkoutId, from, outcome);
  if (checkout) await deliverWebhook(checkout, ctx);
  return checkout;
}

async function deliverWebhook(checkout: SandboxCheckout, ctx: GatewayContext): Promise<void> {
  const event = sandboxEventFor(checkout);
  const body = JSON.stringify(event);
  const headers = {
    'content-type': 'application/json',
    [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(ctx.webhookSecret, body),
  };
  try {
    const status = await ctx.sendWebhook(body, headers);
    if (status >= 300) {
      ctx.log.error({ eventId: event.id, status }, 'sandbox webhook refused by the merchant');
    } else {
      ctx.log.info({ eventId: event.id, type: event.type }, 'sandbox webhook delivered');
    }
  } catch (err) {
    // The payment status call asks the gateway directly, so a lost webhook delays, not loses, it.
    ctx.log.error({ err, eventId: event.id }, 'sandbox webhook delivery failed');
  }
}

const returnResults: Partial<Record<SandboxCheckoutStatus, 'success' | 'error' | 'cancelled'>> = {
  succeeded: 'success',
  refunded: 'success',
  failed: 'error',
  cancelled: 'cancelled',
};

/** Where a finished (or expired) checkout sends the browser; undefined while it is still open. */
export function returnUrlFor(checkout: SandboxCheckout, now = new Date()): string | undefined {
  if (isCheckoutOpen(checkout, now)) return undefined;
  const result = returnResults[checkout.status] ?? 'cancelled'; // open but expired
  const url = new URL(result === 'cancelled' ? checkout.cancelUrl : checkout.returnUrl);
  url.searchParams.set('payment', result);
  url.searchParams.set('ref', checkout.id);
  return url.toString();
}
