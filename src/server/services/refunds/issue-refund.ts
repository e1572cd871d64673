import type { FastifyBaseLogger } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { formatMoney } from '@/domain/money';
import { customRefundLimit, refundedPerTraveller, refundState } from '@/domain/refund-rules';
import type { RefundMode, TAdminRefund } from '@/domain/schemas/admin';
import { isPaid } from '@/domain/status';
import {
  applicants,
  type Applicant,
  type Application,
  type Database,
  type DatabaseExecutor,
  type RefundLine,
} from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { statusCheckUrl } from '@/server/services/admin/application-decision';
import { lockApplication } from '@/server/services/applications/lock-application';
import { accountingAttachment } from '@/server/services/accounting/issue-documents';
import { recordAudit } from '@/server/services/audit/record-audit';
import { notifyMailWorker } from '@/server/services/mail/mail-worker';
import { queueEmail } from '@/server/services/mail/outbox';
import type { PaymentProvider } from '@/server/services/payments/provider';
import {
  adminRefundView,
  insertPendingRefund,
  ledgerOf,
  paymentRemaining,
  refundablePayment,
  rulesRefundOf,
  settleRefund,
  updateAuditDetail,
} from './ledger';

// Staff refunds (docs/requirements/refunds.md): by the rules, for one traveller or every
// traveller at once, or a custom amount with a reason, never above what remains. The
// application row is locked while the amount is worked out and the ledger line written, so
// two staff refunding at once end with the second counting the first.

const REFUND_AUDIT = 'refund.issued';

const ZUuid = z.uuid();

export interface IssueRefundOptions {
  db: Database;
  provider: PaymentProvider;
  log: Pick<FastifyBaseLogger, 'error'>;
  publicUrl: string;
  applicationId: string;
  applicantId?: string;
  mode: RefundMode;
  /** Cents, custom refunds only. */
  amount?: number;
  /** Required for a custom refund; the customer reads it. */
  reason?: string;
  /** Null when the traveller asked for it: the refund of an erasure (services/data-rights/). */
  staffUserId: string | null;
  ip: string;
  now?: Date;
}

/** How emails and the timeline name a traveller: their first name, or their position. */
const travellerName = (traveller: Pick<Applicant, 'firstName' | 'position'>) =>
  traveller.firstName?.trim() || `#${traveller.position + 1}`;

interface PlannedRefund {
  line: RefundLine;
  auditId: number | undefined;
  application: Application;
  traveller: Applicant | undefined;
}

async function travellersOf(tx: DatabaseExecutor, applicationId: string) {
  return tx
    .select()
    .from(applicants)
    .where(eq(applicants.applicationId, applicationId))
    .orderBy(asc(applicants.position))
    .for('update');
}

/**
 * Inside a transaction holding the application's lock: works the amount out and writes the
 * ledger line 'pending' and its audit entry. Undefined when the rules give nothing back and
 * `quiet` is set (a refusal that also refunds); otherwise nothing to refund is a 409.
 */
export async function planStaffRefund(
  tx: DatabaseExecutor,
  application: Application,
  options: Omit<IssueRefundOptions, 'db' | 'provider' | 'log' | 'publicUrl'> & {
    quiet?: boolean;
    now: Date;
  },
): Promise<PlannedRefund | undefined> {
  if (!isPaid(application.status)) throw new HttpError('refund.not_paid');
  const travellers = await travellersOf(tx, application.id);
  let traveller: Applicant | undefined;
  if (options.applicantId !== undefined) {
    traveller = ZUuid.safeParse(options.applicantId).success
      ? travellers.find((row) => row.id === options.applicantId)
      : undefined;
    if (!traveller) throw new HttpError('application.traveller_not_found');
  }
  const payment = await refundablePayment(tx, application.id);
  if (!payment) {
    if (options.quiet) return undefined;
    throw new HttpError('refund.nothing_to_refund');
  }
  const lines = await ledgerOf(tx, application.id);
  const remaining = await paymentRemaining(tx, payment, lines);

  let amount: number;
  let allocations: { applicantId: string; amount: number }[];
  if (options.mode === 'custom') {
    const limit = customRefundLimit({
      ...(traveller
        ? {
            pricing: application.pricing,
            alreadyRefunded: refundedPerTraveller(lines).get(traveller.id) ?? 0,
          }
        : {}),
      paymentRemaining: remaining,
    });
    amount = options.amount ?? 0;
    if (amount > limit)
      throw new HttpError('refund.amount_exceeds_remaining', {
        remaining: formatMoney(limit, payment.currency, 'en'),
      });
    allocations = traveller ? [{ applicantId: traveller.id, amount }] : [];
  } else {
    // Each traveller named (or every one), in order, each bounded by what is left after the others.
    let left = remaining;
    allocations = [];
    for (const row of traveller ? [traveller] : travellers) {
      const { amount: owed } = rulesRefundOf(application, row, lines, left);
      if (owed > 0) allocations.push({ applicantId: row.id, amount: owed });
      left -= owed;
    }
    amount = allocations.reduce((sum, a) => sum + a.amount, 0);
  }
  if (amount <= 0) {
    if (options.quiet) return undefined;
    throw new HttpError('refund.nothing_to_refund');
  }
  const line = await insertPendingRefund(tx, {
    applicationId: application.id,
    applicantId: traveller?.id ?? null,
    payment,
    amount,
    kind: options.mode,
    reason: options.reason ?? null,
    allocations,
    staffUserId: options.staffUserId,
    now: options.now,
  });
  const auditId = await recordAudit({
    db: tx,
    staffUserId: options.staffUserId,
    action: REFUND_AUDIT,
    applicationId: application.id,
    detail: {
      refundId: line.id,
      kind: line.kind,
      refundAmount: amount,
      currency: line.currency,
      state: refundState.pending,
      ...(traveller
        ? {
            applicantId: traveller.id,
            position: traveller.position,
            firstName: traveller.firstName,
          }
        : {}),
      ...(options.reason ? { reason: options.reason } : {}),
    },
    ip: options.ip,
    now: options.now,
  });
  return { line, auditId, application, traveller };
}

/**
 * After the planning transaction committed: the provider's refund, the line's outcome, the
 * audit entry's outcome and, when it succeeded, the customer's `refund-issued` email.
 */
export async function runStaffRefund(
  options: Pick<IssueRefundOptions, 'db' | 'provider' | 'log' | 'publicUrl'>,
  plan: PlannedRefund,
): Promise<RefundLine> {
  const { application, traveller } = plan;
  const { line } = await settleRefund({
    db: options.db,
    provider: options.provider,
    log: options.log,
    line: plan.line,
    after: async (tx, settled, creditNote) => {
      await updateAuditDetail(tx, plan.auditId, {
        state: settled.state,
        providerReference: settled.providerReference,
      });
      if (settled.state !== refundState.succeeded) return;
      await queueEmail(tx, {
        idempotencyKey: `refund-issued:${settled.id}`,
        template: 'refund-issued',
        to: application.email,
        language: application.language,
        applicationId: application.id,
        // The credit note goes with the email that says the money is on its way back.
        ...(creditNote ? { attachments: [accountingAttachment(creditNote)] } : {}),
        payload: {
          applicationNumber: application.applicationNumber,
          amount: settled.amount,
          currency: settled.currency,
          ...(traveller ? { firstName: travellerName(traveller) } : {}),
          ...(settled.reason ? { reason: settled.reason } : {}),
          statusUrl: statusCheckUrl(options.publicUrl),
        },
      });
    },
  });
  if (line.state === refundState.succeeded) notifyMailWorker();
  return line;
}

/** POST /api/admin/applications/:id/refunds: plans under the lock, then refunds. */
export async function issueRefund(options: IssueRefundOptions): Promise<TAdminRefund> {
  if (!ZUuid.safeParse(options.applicationId).success) throw new HttpError('application.not_found');
  const now = options.now ?? new Date();
  const plan = await options.db.transaction(async (tx) => {
    const application = await lockApplication(tx, options.applicationId);
    if (!application) throw new HttpError('application.not_found');
    return planStaffRefund(tx, application, { ...options, now });
  });
  if (!plan) throw new HttpError('refund.nothing_to_refund');
  const line = await runStaffRefund(options, plan);
  return adminRefundView(line, null);
}
