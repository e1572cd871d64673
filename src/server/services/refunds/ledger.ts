import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { paymentStatus } from '@/domain/payment-status';
import {
  holdsAmount,
  refundedPerTraveller,
  refundState,
  travellerRefund,
  type RefundAllocation,
  type RefundKind,
  type TravellerRefundFacts,
} from '@/domain/refund-rules';
import type { TAdminRefund } from '@/domain/schemas/admin';
import { isTravellerApproved } from '@/domain/traveller-outcomes';
import {
  auditLog,
  payments,
  refunds,
  staffUsers,
  type AccountingDocument,
  type Applicant,
  type Application,
  type Database,
  type DatabaseExecutor,
  type RefundLine,
} from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { siteConfig } from '@/server/site-config';
import { refundedAmounts } from '@/server/services/admin/refunded-amounts';
import type { PaymentProvider } from '@/server/services/payments/provider';
import { refundPayment } from '@/server/services/payments/refund-payment';
import { issueCreditNote } from '@/server/services/accounting/issue-documents';

// The refund ledger (docs/decisions/0035-refund-ledger.md). Callers hold the application's row
// lock (lockApplication) while they read what remains and write a 'pending' line, so a second
// refund of the same application waits and then counts the first: no two refunds together
// exceed what was paid. The provider is called after that commit, outside any transaction (the
// sandbox gateway shares our database), and the line then records what it answered.

export interface RefundablePayment {
  id: string;
  amount: number;
  currency: string;
}

/** The payment refunds come from: the application's first succeeded one, if any. */
export async function refundablePayment(
  tx: DatabaseExecutor,
  applicationId: string,
): Promise<RefundablePayment | undefined> {
  const [paid] = await tx
    .select({ id: payments.id, amount: payments.amount, currency: payments.currency })
    .from(payments)
    .where(
      and(eq(payments.applicationId, applicationId), eq(payments.status, paymentStatus.succeeded)),
    )
    .orderBy(asc(payments.completedAt), asc(payments.createdAt))
    .limit(1);
  return paid;
}

/** Every ledger line of the application, oldest first. */
export async function ledgerOf(tx: DatabaseExecutor, applicationId: string): Promise<RefundLine[]> {
  return tx
    .select()
    .from(refunds)
    .where(eq(refunds.applicationId, applicationId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/**
 * What is left of the payment to refund: paid less the larger of the ledger's holding lines
 * and the provider-confirmed refund events (refunds from before the ledger have events only).
 */
export async function paymentRemaining(
  tx: DatabaseExecutor,
  payment: RefundablePayment,
  lines: readonly RefundLine[],
): Promise<number> {
  const held = lines
    .filter((line) => line.paymentId === payment.id && holdsAmount(line.state))
    .reduce((sum, line) => sum + line.amount, 0);
  const confirmed = (await refundedAmounts(tx, [payment.id])).get(payment.id) ?? 0;
  return Math.max(0, payment.amount - Math.max(held, confirmed));
}

type RefundTraveller = Pick<Applicant, 'id' | 'outcome' | 'govSubmittedAt' | 'govFeeRefundedAt'>;

/** What happened to a traveller, as the refund rules read it, given the ledger. */
export function travellerFacts(
  traveller: RefundTraveller,
  lines: readonly RefundLine[],
): TravellerRefundFacts {
  return {
    submittedToGovernment: traveller.govSubmittedAt !== null,
    governmentFeeRefunded: traveller.govFeeRefundedAt !== null,
    approved: isTravellerApproved(traveller.outcome),
    alreadyRefunded: refundedPerTraveller(lines).get(traveller.id) ?? 0,
  };
}

/** The rules' refund for one traveller now, given the ledger and what remains of the payment. */
export function rulesRefundOf(
  application: Pick<Application, 'pricing'>,
  traveller: RefundTraveller,
  lines: readonly RefundLine[],
  remaining: number,
) {
  return travellerRefund({
    pricing: application.pricing,
    facts: travellerFacts(traveller, lines),
    serviceFee: 'policy',
    paymentRemaining: remaining,
    cardFee: siteConfig().cardProcessingFee,
  });
}

export interface NewLedgerLine {
  applicationId: string;
  applicantId: string | null;
  payment: RefundablePayment;
  amount: number;
  kind: RefundKind;
  reason: string | null;
  allocations: RefundAllocation[];
  staffUserId: string | null;
  now: Date;
}

/** Writes a 'pending' line, inside the caller's transaction (the application row locked). */
export async function insertPendingRefund(
  tx: DatabaseExecutor,
  line: NewLedgerLine,
): Promise<RefundLine> {
  const [row] = await tx
    .insert(refunds)
    .values({
      applicationId: line.applicationId,
      applicantId: line.applicantId,
      paymentId: line.payment.id,
      amount: line.amount,
      currency: line.payment.currency,
      kind: line.kind,
      reason: line.reason,
      allocations: line.allocations,
      staffUserId: line.staffUserId,
      state: refundState.pending,
      createdAt: line.now,
      updatedAt: line.now,
    })
    .returning();
  if (!row) throw new Error('the refund line was not written');
  return row;
}

export interface SettledRefund {
  line: RefundLine;
  /** Safe to show staff: our own refusal, or a general sentence for the provider's errors. */
  error?: string;
}

/**
 * Asks the provider for a pending line's refund and records the answer on the line. Then
 * `after` runs in the transaction that records it (an email, the audit entry's outcome).
 */
export async function settleRefund({
  db,
  provider,
  log,
  line,
  after,
}: {
  db: Database;
  provider: PaymentProvider;
  log: Pick<FastifyBaseLogger, 'error'>;
  line: RefundLine;
  /** Within the settling transaction; `creditNote`: the refund's, when it succeeded. */
  after?: (
    tx: DatabaseExecutor,
    settled: RefundLine,
    creditNote: AccountingDocument | undefined,
  ) => Promise<void>;
}): Promise<SettledRefund> {
  let update: Partial<RefundLine>;
  let error: string | undefined;
  try {
    const refund = await refundPayment({
      db,
      provider,
      paymentId: line.paymentId,
      amount: line.amount,
    });
    update = { state: refundState.succeeded, providerReference: refund.refundId };
  } catch (err) {
    log.error({ err, refundId: line.id, paymentId: line.paymentId }, 'refund failed');
    // Our own refusals are safe to show staff; a provider's error may carry internals.
    error = err instanceof HttpError ? err.message : 'The payment provider did not refund.';
    update = { state: refundState.failed, failure: error };
  }
  const settled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(refunds)
      .set({ ...update, updatedAt: new Date() })
      .where(and(eq(refunds.id, line.id), eq(refunds.state, refundState.pending)))
      .returning();
    const result = row ?? line;
    // The credit note, with the ledger line's settlement: it exists exactly when money went back.
    const creditNote =
      row?.state === refundState.succeeded ? await issueCreditNote(tx, row) : undefined;
    if (after) await after(tx, result, creditNote);
    return result;
  });
  return error ? { line: settled, error } : { line: settled };
}

/** Merges what happened into an audit entry's details (the entry was written 'pending'). */
export async function updateAuditDetail(
  tx: DatabaseExecutor,
  auditId: number | undefined,
  detail: Record<string, unknown>,
): Promise<void> {
  if (auditId === undefined) return;
  await tx
    .update(auditLog)
    .set({ details: sql`${auditLog.details} || ${JSON.stringify(detail)}::jsonb` })
    .where(eq(auditLog.id, auditId));
}

/** The ledger as staff read it, with who asked for each line. */
export async function adminRefundsOf(
  db: DatabaseExecutor,
  applicationId: string,
): Promise<TAdminRefund[]> {
  const rows = await db
    .select({ line: refunds, staffUser: staffUsers.username })
    .from(refunds)
    .leftJoin(staffUsers, eq(staffUsers.id, refunds.staffUserId))
    .where(eq(refunds.applicationId, applicationId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  return rows.map(({ line, staffUser }) => adminRefundView(line, staffUser));
}

export const adminRefundView = (line: RefundLine, staffUser: string | null): TAdminRefund => ({
  id: line.id,
  applicantId: line.applicantId,
  paymentId: line.paymentId,
  amount: line.amount,
  currency: line.currency,
  kind: line.kind,
  reason: line.reason,
  staffUser,
  state: line.state,
  providerReference: line.providerReference,
  createdAt: line.createdAt.toISOString(),
  updatedAt: line.updatedAt.toISOString(),
});
