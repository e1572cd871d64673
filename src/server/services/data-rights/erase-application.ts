import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { erasureDueAt } from '@/domain/data-rights';
import { openPaymentStatuses, settledPaymentStatusList } from '@/domain/payment-status';
import type { TErasureOutcome, TErasurePlan } from '@/domain/schemas/data-rights';
import { isPaid } from '@/domain/status';
import {
  applicants,
  applications,
  auditLog,
  dataRightsCodes,
  erasureRequests,
  payments,
  type Application,
  type Database,
  type DatabaseExecutor,
  type RefundLine,
} from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { sha256Hex } from '@/server/lib/secrets';
import { lockApplication } from '@/server/services/applications/lock-application';
import { recordAudit } from '@/server/services/audit/record-audit';
import { notifyMailWorker } from '@/server/services/mail/mail-worker';
import { queueEmail } from '@/server/services/mail/outbox';
import type { PaymentProvider } from '@/server/services/payments/provider';
import { planStaffRefund } from '@/server/services/refunds/issue-refund';
import {
  ledgerOf,
  paymentRemaining,
  refundablePayment,
  rulesRefundOf,
  settleRefund,
  updateAuditDetail,
} from '@/server/services/refunds/ledger';
import {
  anonymiseApplicationRows,
  deleteApplicationRows,
} from '@/server/services/retention/apply-retention';
import type { FileStorage } from '@/server/services/storage/storage';
import { applicationForGrant } from './codes';

// Erasure (docs/requirements/privacy.md, "Access and erasure"). Before any traveller of the
// application went to the government it is done at once, when the traveller asks: the refund the
// rules give (the refund ledger and the provider, as a staff refund by the rules), then the
// retention job's own deletion (no money moved) or anonymisation (money moved: accounting rows
// stay). After a submission it is a request that staff complete within a month, the same way.
// Everything happens in one transaction holding the application's row lock (as every staff
// action takes it), so a concurrent click, staff action or retention step waits and then sees
// the outcome; the provider is called and the files deleted after the commit.

export const dataRightsAuditActions = {
  exported: 'data_rights.exported',
  erased: 'data_rights.erased',
  erasureRequested: 'data_rights.erasure_requested',
  erasureReapplied: 'data_rights.erasure_reapplied',
} as const;

/** Audit details that may name a person: removed from the application's trail on erasure. */
const PERSONAL_AUDIT_KEYS = ['firstName', 'fileName', 'subject'] as const;

type Executor = DatabaseExecutor;

/** Whether money moved or may still move (a checkout still open): then rows stay, anonymised. */
async function moneyTouched(tx: Executor, applicationId: string): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.applicationId, applicationId),
        inArray(payments.status, [...settledPaymentStatusList, ...openPaymentStatuses]),
      ),
    );
  return (row?.n ?? 0) > 0;
}

async function travellersOf(tx: Executor, applicationId: string) {
  return tx
    .select()
    .from(applicants)
    .where(eq(applicants.applicationId, applicationId))
    .orderBy(asc(applicants.position));
}

/** What erasing would do now, for the traveller's confirmation (no lock: it is advice). */
export async function erasurePlan(db: Executor, application: Application): Promise<TErasurePlan> {
  const travellers = await travellersOf(db, application.id);
  const [open] = await db
    .select({ dueAt: erasureRequests.dueAt })
    .from(erasureRequests)
    .where(
      and(eq(erasureRequests.applicationId, application.id), eq(erasureRequests.state, 'open')),
    );
  const submitted = travellers.some((t) => t.govSubmittedAt !== null);
  let refundAmount = 0;
  const payment = isPaid(application.status)
    ? await refundablePayment(db, application.id)
    : undefined;
  if (payment) {
    const lines = await ledgerOf(db, application.id);
    let left = await paymentRemaining(db, payment, lines);
    for (const traveller of travellers) {
      const { amount } = rulesRefundOf(application, traveller, lines, left);
      refundAmount += amount;
      left -= amount;
    }
  }
  return {
    mode: submitted ? 'request' : 'now',
    refundAmount,
    currency: payment?.currency ?? application.currency,
    requestDueAt: open?.dueAt.toISOString() ?? null,
  };
}

interface Erased {
  /** Storage keys to delete once the transaction commits. */
  files: string[];
  refund: Awaited<ReturnType<typeof planStaffRefund>>;
  refundAmount: number;
  currency: string;
}

/**
 * Erases a locked application inside the caller's transaction: the refund the rules give
 * (planned: a pending ledger line), the personal data (deleted whole when no money moved,
 * anonymised otherwise), the erasure's record (an erasure_requests row, completed, and an audit
 * entry with the number and counts only) and the confirmation email to the address it had.
 */
async function eraseLocked(
  tx: Executor,
  application: Application,
  options: {
    staffUserId: string | null;
    ip: string | null;
    now: Date;
    /** The open request this completes (staff), else a completed record is written. */
    requestId?: string;
    note?: string;
  },
): Promise<Erased> {
  const { now } = options;
  const travellers = await tx
    .select({ id: applicants.id })
    .from(applicants)
    .where(eq(applicants.applicationId, application.id))
    .for('update');
  const refund = isPaid(application.status)
    ? await planStaffRefund(tx, application, {
        applicationId: application.id,
        mode: 'rules',
        staffUserId: options.staffUserId,
        ip: options.ip ?? '',
        quiet: true,
        now,
      })
    : undefined;
  const keep = await moneyTouched(tx, application.id);
  // The trail stays (it is the record of what was done), less what may name a person.
  await tx
    .update(auditLog)
    .set({
      details: sql`${auditLog.details} ${sql.raw(PERSONAL_AUDIT_KEYS.map((k) => `- '${k}'`).join(' '))}`,
    })
    .where(eq(auditLog.applicationId, application.id));
  let files: string[];
  let deleted = false;
  if (keep) {
    files = await anonymiseApplicationRows(tx, application, now);
  } else {
    files = (await deleteApplicationRows(tx, application.id)).files;
    deleted = true;
  }
  const applicationId = deleted ? null : application.id;
  if (options.requestId) {
    await tx
      .update(erasureRequests)
      .set({
        state: 'completed',
        completedAt: now,
        completedBy: options.staffUserId,
        note: options.note ?? null,
      })
      .where(eq(erasureRequests.id, options.requestId));
  } else {
    await tx.insert(erasureRequests).values({
      applicationId,
      applicationNumber: application.applicationNumber,
      requestedAt: now,
      dueAt: erasureDueAt(now),
      state: 'completed',
      completedAt: now,
      completedBy: options.staffUserId,
      note: options.note ?? null,
    });
  }
  const refundAmount = refund?.line.amount ?? 0;
  const currency = refund?.line.currency ?? application.currency;
  await recordAudit({
    db: tx,
    staffUserId: options.staffUserId,
    action: dataRightsAuditActions.erased,
    applicationId,
    detail: {
      applicationNumber: application.applicationNumber,
      travellers: travellers.length,
      files: files.length,
      refundAmount,
      currency,
      applicationDeleted: deleted,
      by: options.staffUserId ? 'staff' : 'traveller',
      ...(options.note ? { note: options.note } : {}),
    },
    ip: options.ip,
    now,
  });
  await queueEmail(tx, {
    idempotencyKey: `data-erased:${application.applicationNumber}`,
    template: 'data-erased',
    to: application.email,
    language: application.language,
    applicationId,
    payload: { applicationNumber: application.applicationNumber, refundAmount, currency },
  });
  return { files, refund, refundAmount, currency };
}

interface AfterErasureDeps {
  db: Database;
  storage: FileStorage;
  provider: PaymentProvider;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** After the commit: the files (no row names them now) and the provider's refund. */
async function afterErasure(deps: AfterErasureDeps, erased: Erased): Promise<void> {
  notifyMailWorker();
  for (const key of erased.files) {
    try {
      await deps.storage.delete(key);
    } catch (err) {
      // Nothing names the file any more: the document sweep removes what is left.
      deps.log.error({ err }, 'an erased file could not be deleted now');
    }
  }
  const plan = erased.refund;
  if (!plan) return;
  await settleRefund({
    db: deps.db,
    provider: deps.provider,
    log: deps.log,
    line: plan.line,
    after: (tx, settled: RefundLine) =>
      updateAuditDetail(tx, plan.auditId, {
        state: settled.state,
        providerReference: settled.providerReference,
      }),
  });
}

/**
 * POST /api/applications/data-rights/erasure: the traveller's erasure with a grant. Erased at
 * once before any submission to the government; a request to staff after it (the open one, if
 * asked already). A second click, after the first erased, finds no grant: 404.
 */
export async function eraseWithGrant(
  deps: AfterErasureDeps & { grant: string; ip: string; now?: Date },
): Promise<TErasureOutcome> {
  const now = deps.now ?? new Date();
  const found = await applicationForGrant(deps.db, deps.grant, now);
  const result = await deps.db.transaction(async (tx) => {
    const application = await lockApplication(tx, found.id);
    // Checked again under the lock: a concurrent erasure deleted the grant, or the application.
    const [grant] = await tx
      .select({ id: dataRightsCodes.id })
      .from(dataRightsCodes)
      .where(eq(dataRightsCodes.grantHash, sha256Hex(deps.grant)));
    if (!application || !grant || application.anonymisedAt)
      throw new HttpError('data_rights.grant_invalid');
    const travellers = await travellersOf(tx, application.id);
    if (travellers.some((t) => t.govSubmittedAt !== null)) {
      const dueAt = await recordRequest(tx, application, deps.ip, now);
      return { kind: 'requested' as const, dueAt };
    }
    const erased = await eraseLocked(tx, application, { staffUserId: null, ip: deps.ip, now });
    return { kind: 'erased' as const, erased };
  });
  if (result.kind === 'requested') {
    notifyMailWorker();
    return { outcome: 'requested', dueAt: result.dueAt.toISOString() };
  }
  await afterErasure(deps, result.erased);
  return {
    outcome: 'erased',
    refundAmount: result.erased.refundAmount,
    currency: result.erased.currency,
  };
}

/** The open request for the application (made now unless one is open): its due date. */
async function recordRequest(
  tx: Executor,
  application: Application,
  ip: string,
  now: Date,
): Promise<Date> {
  const [open] = await tx
    .select()
    .from(erasureRequests)
    .where(
      and(eq(erasureRequests.applicationId, application.id), eq(erasureRequests.state, 'open')),
    );
  if (open) return open.dueAt;
  const dueAt = erasureDueAt(now);
  const [request] = await tx
    .insert(erasureRequests)
    .values({
      applicationId: application.id,
      applicationNumber: application.applicationNumber,
      requestedAt: now,
      dueAt,
    })
    .returning({ id: erasureRequests.id });
  await recordAudit({
    db: tx,
    staffUserId: null,
    action: dataRightsAuditActions.erasureRequested,
    applicationId: application.id,
    detail: { applicationNumber: application.applicationNumber, dueAt: dueAt.toISOString() },
    ip,
    now,
  });
  await queueEmail(tx, {
    idempotencyKey: `erasure-requested:${request?.id ?? application.id}`,
    template: 'erasure-requested',
    to: application.email,
    language: application.language,
    applicationId: application.id,
    payload: {
      applicationNumber: application.applicationNumber,
      dueDate: dueAt.toISOString().slice(0, 10),
    },
  });
  return dueAt;
}

/**
 * POST /api/admin/erasure-requests/:id/complete: staff complete an open request with their
 * record of it; the same erasure as the traveller's own, audited under the staff member. The
 * application's lock is taken before the request's, in the order the traveller's erasure takes
 * them. An application already gone or anonymised (by retention) is not erased twice: the
 * request is closed with the note.
 */
export async function completeErasureRequest(
  deps: AfterErasureDeps & {
    requestId: string;
    staffUserId: string;
    note: string;
    ip: string;
    now?: Date;
  },
): Promise<void> {
  const now = deps.now ?? new Date();
  if (!/^[0-9a-f-]{36}$/i.test(deps.requestId)) throw new HttpError('erasure_request.not_found');
  const [seen] = await deps.db
    .select()
    .from(erasureRequests)
    .where(eq(erasureRequests.id, deps.requestId));
  if (!seen) throw new HttpError('erasure_request.not_found');
  const erased = await deps.db.transaction(async (tx) => {
    const application = seen.applicationId
      ? await lockApplication(tx, seen.applicationId)
      : undefined;
    const [request] = await tx
      .select()
      .from(erasureRequests)
      .where(eq(erasureRequests.id, deps.requestId))
      .for('update');
    if (!request) throw new HttpError('erasure_request.not_found');
    if (request.state !== 'open') throw new HttpError('erasure_request.completed');
    if (!application || application.anonymisedAt) {
      await tx
        .update(erasureRequests)
        .set({
          state: 'completed',
          completedAt: now,
          completedBy: deps.staffUserId,
          note: deps.note,
        })
        .where(eq(erasureRequests.id, request.id));
      await recordAudit({
        db: tx,
        staffUserId: deps.staffUserId,
        action: dataRightsAuditActions.erased,
        applicationId: application?.id ?? null,
        detail: {
          applicationNumber: request.applicationNumber,
          alreadyErased: true,
          note: deps.note,
        },
        ip: deps.ip,
        now,
      });
      return undefined;
    }
    return eraseLocked(tx, application, {
      staffUserId: deps.staffUserId,
      ip: deps.ip,
      now,
      requestId: request.id,
      note: deps.note,
    });
  });
  if (erased) await afterErasure(deps, erased);
}

/**
 * At start: applications recorded as erased that hold personal data again (their rows came back
 * with a restored database or a copy) are erased again, without a refund or an email, and
 * audited as data_rights.erasure_reapplied. The records are the completed erasure_requests rows.
 */
export async function reapplyErasures(
  db: Database,
  storage: FileStorage,
  log: Pick<FastifyBaseLogger, 'warn'>,
  now = new Date(),
): Promise<number> {
  const due = await db
    .selectDistinct({ id: applications.id })
    .from(erasureRequests)
    .innerJoin(applications, eq(applications.applicationNumber, erasureRequests.applicationNumber))
    .where(and(eq(erasureRequests.state, 'completed'), isNull(applications.anonymisedAt)));
  let count = 0;
  for (const { id } of due) {
    const files = await db.transaction(async (tx) => {
      const application = await lockApplication(tx, id);
      if (!application || application.anonymisedAt) return undefined;
      const keep = await moneyTouched(tx, application.id);
      const keys = keep
        ? await anonymiseApplicationRows(tx, application, now)
        : (await deleteApplicationRows(tx, application.id)).files;
      await recordAudit({
        db: tx,
        staffUserId: null,
        action: dataRightsAuditActions.erasureReapplied,
        applicationId: keep ? application.id : null,
        detail: { applicationNumber: application.applicationNumber, files: keys.length },
        now,
      });
      return keys;
    });
    if (!files) continue;
    count += 1;
    for (const key of files) await storage.delete(key).catch(() => undefined);
  }
  if (count > 0) log.warn({ count }, 'erasures applied again to restored applications');
  return count;
}
