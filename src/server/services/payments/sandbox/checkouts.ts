import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  sandboxCheckouts,
  type DatabaseExecutor,
  type SandboxCheckout,
  type SandboxCheckoutStatus,
} from '@/server/db';
import type { CheckoutRequest, PaymentEventType } from '../provider';

// The sandbox gateway's side: its checkouts and the events it reports. Each change is one
// conditional UPDATE, so a double-submitted form completes a checkout at most once.

/** Like Stripe Checkout, an unpaid checkout expires after a day. */
const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;
// The gateway's own statuses (its table's vocabulary, not our payments'), named here once.
const OPEN: SandboxCheckoutStatus[] = ['open', 'requires_action'];
/** The card was charged; a refund does not undo that the checkout was paid. */
const PAID: readonly SandboxCheckoutStatus[] = ['succeeded', 'refunded'];
const SUCCEEDED = 'succeeded' satisfies SandboxCheckoutStatus;

export async function createSandboxCheckout(
  db: DatabaseExecutor,
  request: CheckoutRequest,
): Promise<SandboxCheckout> {
  const [row] = await db
    .insert(sandboxCheckouts)
    .values({
      merchantReference: request.applicationNumber,
      description: `Indian e-Visa application ${request.applicationNumber}`,
      amount: request.amount,
      currency: request.currency,
      customerEmail: request.customerEmail,
      returnUrl: request.returnUrl,
      cancelUrl: request.cancelUrl ?? request.returnUrl,
      metadata: { applicationId: request.applicationId },
      expiresAt: new Date(Date.now() + CHECKOUT_LIFETIME_MS),
    })
    .returning();
  return row!;
}

const ZCheckoutId = z.uuid();

export async function findSandboxCheckout(
  db: DatabaseExecutor,
  checkoutId: string,
): Promise<SandboxCheckout | undefined> {
  if (!ZCheckoutId.safeParse(checkoutId).success) return undefined;
  const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, checkoutId));
  return row;
}

export const isCheckoutOpen = (checkout: SandboxCheckout, now = new Date()) =>
  OPEN.includes(checkout.status) && checkout.expiresAt > now;

export type CheckoutOutcome = 'requires_action' | 'succeeded' | 'failed' | 'cancelled';

/**
 * Moves an unexpired checkout from one of `from` to `outcome`; undefined when it was not in
 * one of those states (already finished, expired, or a 3-D Secure step skipped).
 */
export async function advanceSandboxCheckout(
  db: DatabaseExecutor,
  checkoutId: string,
  from: readonly SandboxCheckoutStatus[],
  outcome: CheckoutOutcome,
): Promise<SandboxCheckout | undefined> {
  const final = outcome !== 'requires_action';
  const [row] = await db
    .update(sandboxCheckouts)
    .set({
      status: outcome,
      ...(outcome === SUCCEEDED
        ? { transactionId: `sbx_txn_${randomBytes(12).toString('hex')}` }
        : {}),
      ...(final ? { completedAt: new Date() } : {}),
    })
    .where(
      and(
        eq(sandboxCheckouts.id, checkoutId),
        inArray(sandboxCheckouts.status, [...from]),
        gt(sandboxCheckouts.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/**
 * Closes a checkout that was not paid, as the merchant asked. True when it can no longer take a
 * payment (closed now, or already failed, cancelled or expired); false once it succeeded.
 */
export async function expireSandboxCheckout(
  db: DatabaseExecutor,
  checkoutId: string,
): Promise<boolean> {
  const [closed] = await db
    .update(sandboxCheckouts)
    .set({ status: 'expired', completedAt: new Date() })
    .where(and(eq(sandboxCheckouts.id, checkoutId), inArray(sandboxCheckouts.status, OPEN)))
    .returning({ id: sandboxCheckouts.id });
  if (closed) return true;
  const current = await findSandboxCheckout(db, checkoutId);
  if (!current) throw new Error(`Unknown sandbox checkout ${checkoutId}`);
  return !PAID.includes(current.status);
}

/** Refunds a succeeded checkout, wholly or in part; undefined when that is not possible. */
export async function refundSandboxCheckout(
  db: DatabaseExecutor,
  checkoutId: string,
  amount: number | undefined,
): Promise<{ checkout: SandboxCheckout; refunded: number } | undefined> {
  const current = await findSandboxCheckout(db, checkoutId);
  if (!current || current.status !== SUCCEEDED) return undefined;
  const refunded = amount ?? current.amount - current.refundedAmount;
  if (!Number.isInteger(refunded) || refunded <= 0) return undefined;
  const [row] = await db
    .update(sandboxCheckouts)
    .set({
      refundedAmount: sql`${sandboxCheckouts.refundedAmount} + ${refunded}`,
      status: sql`case when ${sandboxCheckouts.refundedAmount} + ${refunded} = ${sandboxCheckouts.amount}
                  then 'refunded' else 'succeeded' end`,
    })
    .where(
      and(
        eq(sandboxCheckouts.id, checkoutId),
        eq(sandboxCheckouts.status, SUCCEEDED),
        sql`${sandboxCheckouts.refundedAmount} + ${refunded} <= ${sandboxCheckouts.amount}`,
      ),
    )
    .returning();
  return row ? { checkout: row, refunded } : undefined;
}

export interface SandboxEvent {
  id: string;
  type: PaymentEventType;
  created: number;
  data: {
    checkoutId: string;
    amount: number;
    currency: string;
    transactionId: string | null;
    merchantReference: string;
    metadata: Record<string, string>;
  };
}

const eventTypes: Partial<Record<SandboxCheckoutStatus, PaymentEventType>> = {
  succeeded: 'payment.succeeded',
  failed: 'payment.failed',
  cancelled: 'payment.cancelled',
};

/** The webhook the gateway sends for a finished checkout. */
export function sandboxEventFor(checkout: SandboxCheckout): SandboxEvent {
  const type = eventTypes[checkout.status];
  if (!type) throw new Error(`A ${checkout.status} sandbox checkout has no event`);
  return {
    id: `evt_sbx_${randomBytes(12).toString('hex')}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      checkoutId: checkout.id,
      amount: checkout.amount,
      currency: checkout.currency,
      transactionId: checkout.transactionId,
      merchantReference: checkout.merchantReference,
      metadata: checkout.metadata,
    },
  };
}
