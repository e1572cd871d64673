import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { assertTransition, awaitsDecision, isDecided } from '@/domain/status';
import {
  awaitsTravellerDecision,
  statusFromOutcomes,
  travellerOutcome,
} from '@/domain/traveller-outcomes';
import {
  applicants,
  applications,
  documents,
  type Applicant,
  type Application,
  type Database,
  type DatabaseExecutor,
} from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { lockApplicationForStaff } from '@/server/services/applications/lock-application';
import { recordAudit } from '@/server/services/audit/record-audit';
import { checkEVisa } from '@/server/services/evisa-check/check-evisa';
import type { HeavyWork } from '@/server/services/heavy-work/heavy-work';
import { notifyMailWorker } from '@/server/services/mail/mail-worker';
import { queueEmail } from '@/server/services/mail/outbox';
import type { PaymentProvider } from '@/server/services/payments/provider';
import { planStaffRefund, runStaffRefund } from '@/server/services/refunds/issue-refund';
import type { FileStorage } from '@/server/services/storage/storage';
import { findApplication, statusCheckUrl } from './application-decision';
import { receiveEVisa, type ReceivedEVisa } from './receive-evisa';

// A decision per traveller (docs/requirements/traveller-decisions.md): staff approve one
// traveller with their own e-visa PDF or refuse them with a reason, in any order. Each decision
// locks the application row and then the traveller's row, so two decisions on one application
// run one after the other: a second decision of the same traveller sees the first and is refused
// (409 application.traveller_already_decided). The application's status is then derived from
// every traveller's outcome (statusFromOutcomes) in the same transaction.

const travellerActionAudit = {
  approved: 'traveller.approved',
  refused: 'traveller.refused',
} as const;

const ZUuid = z.uuid();

interface DecideTravellerOptions {
  db: Database;
  publicUrl: string;
  applicationId: string;
  applicantId: string;
  staffUserId: string;
  ip: string;
  now?: Date;
}

export interface ApproveTravellerOptions extends DecideTravellerOptions {
  storage: FileStorage;
  /** Reads the e-visa's text in a thread, for the check against the traveller. */
  heavyWork: HeavyWork;
  /** The multipart request carrying the traveller's e-visa PDF. */
  request: FastifyRequest;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export interface RefuseTravellerOptions extends DecideTravellerOptions {
  reason: string;
  /**
   * 'rules': refund what the refund rules give back for this traveller now, in the same
   * locked transaction as the refusal (docs/requirements/refunds.md); 'none' or absent: nothing.
   */
  refund?: 'rules' | 'none';
  provider: PaymentProvider;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** The download name of one traveller's e-visa: the application number and their position. */
export const travellerEVisaFileName = (applicationNumber: string, position: number) =>
  `e-visa-${applicationNumber}-${position + 1}.pdf`;

/** How emails name the traveller: their first name (set once their details validated). */
export const travellerName = (traveller: Applicant) =>
  traveller.firstName?.trim() || `#${traveller.position + 1}`;

/** The traveller of this application, or 404 (a malformed id names nobody). */
export async function findTraveller(
  db: DatabaseExecutor,
  applicationId: string,
  applicantId: string,
  lock: boolean,
): Promise<Applicant> {
  if (!ZUuid.safeParse(applicantId).success) throw new HttpError('application.traveller_not_found');
  const query = db
    .select()
    .from(applicants)
    .where(and(eq(applicants.id, applicantId), eq(applicants.applicationId, applicationId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError('application.traveller_not_found');
  return row;
}

/** Unlocked early refusals, answered before a file is read; the traveller as they are. */
async function requireTravellerDecidable(options: DecideTravellerOptions): Promise<Applicant> {
  const application = await findApplication(options.db, options.applicationId);
  const traveller = await findTraveller(options.db, application.id, options.applicantId, false);
  if (!awaitsDecision(application.status))
    throw new HttpError('application.traveller_not_decidable');
  if (!awaitsTravellerDecision(traveller.outcome))
    throw new HttpError('application.traveller_already_decided');
  return traveller;
}

/**
 * Inside the deciding transaction: the application locked (FOR UPDATE) and under review, then
 * the traveller locked and still pending. A concurrent decision waits here for the first.
 */
async function lockTraveller(
  tx: DatabaseExecutor,
  applicationId: string,
  applicantId: string,
): Promise<{ application: Application; traveller: Applicant }> {
  const application = await lockApplicationForStaff(tx, applicationId);
  const traveller = await findTraveller(tx, application.id, applicantId, true);
  if (!awaitsTravellerDecision(traveller.outcome))
    throw new HttpError('application.traveller_already_decided');
  if (!awaitsDecision(application.status))
    throw new HttpError('application.traveller_not_decidable');
  return { application, traveller };
}

/**
 * After a traveller's outcome is written: the status every traveller's outcome gives, set when
 * it changed (checked against the state machine). Returns the status the application now has.
 */
async function applyDerivedStatus(
  tx: DatabaseExecutor,
  application: Application,
  now: Date,
): Promise<Application['status']> {
  const outcomes = await tx
    .select({ outcome: applicants.outcome })
    .from(applicants)
    .where(eq(applicants.applicationId, application.id))
    .orderBy(asc(applicants.position));
  const next = statusFromOutcomes(outcomes.map((o) => o.outcome));
  if (next === application.status) {
    await tx
      .update(applications)
      .set({ version: sql`${applications.version} + 1` })
      .where(eq(applications.id, application.id));
    return next;
  }
  assertTransition(application.status, next);
  await tx
    .update(applications)
    .set({
      status: next,
      ...(isDecided(next) ? { decidedAt: now } : {}),
      version: sql`${applications.version} + 1`,
    })
    .where(eq(applications.id, application.id));
  return next;
}

/**
 * Approves one traveller with their own e-visa PDF (checked as the whole-application one is),
 * once the PDF is checked against them (evisa-check/check-evisa.ts).
 */
export async function approveTraveller(options: ApproveTravellerOptions): Promise<void> {
  const { db, storage } = options;
  const decidable = await requireTravellerDecidable(options);
  const eVisa = await receiveEVisa(options.request, storage);
  const now = options.now ?? new Date();
  try {
    const check = await checkEVisa({
      heavyWork: options.heavyWork,
      storage,
      applicationId: options.applicationId,
      traveller: decidable,
      eVisa,
      ...(options.log ? { log: options.log } : {}),
    });
    await db.transaction(async (tx) => {
      const { application, traveller } = await lockTraveller(
        tx,
        options.applicationId,
        options.applicantId,
      );
      await recordTravellerApproval(tx, {
        application,
        traveller,
        eVisa,
        staffUserId: options.staffUserId,
        now,
      });
      const status = await applyDerivedStatus(tx, application, now);
      await queueEmail(tx, {
        idempotencyKey: `traveller-approved:${traveller.id}`,
        template: 'traveller-approved',
        to: application.email,
        language: application.language,
        applicationId: application.id,
        payload: {
          applicationNumber: application.applicationNumber,
          firstName: travellerName(traveller),
          statusUrl: statusCheckUrl(options.publicUrl),
        },
        attachments: [
          {
            filename: travellerEVisaFileName(application.applicationNumber, traveller.position),
            storageKey: eVisa.stored.key,
            contentType: 'application/pdf',
          },
        ],
      });
      await recordAudit({
        db: tx,
        staffUserId: options.staffUserId,
        action: travellerActionAudit.approved,
        applicationId: application.id,
        detail: {
          applicantId: traveller.id,
          position: traveller.position,
          firstName: traveller.firstName,
          fileName: eVisa.originalName,
          size: eVisa.stored.size,
          sha256: eVisa.stored.sha256,
          status,
          eVisaCheck: check,
        },
        ip: options.ip,
        now,
      });
    });
  } catch (err) {
    await storage.delete(eVisa.stored.key).catch(() => undefined);
    throw err;
  }
  notifyMailWorker();
}

/**
 * Writes an approved traveller's outcome and their e-visa's document row (the staff document
 * list and ZIP show it). The whole-application approval of a single traveller uses it too.
 */
export async function recordTravellerApproval(
  tx: DatabaseExecutor,
  {
    application,
    traveller,
    eVisa,
    staffUserId,
    now,
  }: {
    application: Application;
    traveller: Applicant;
    eVisa: ReceivedEVisa;
    staffUserId: string;
    now: Date;
  },
): Promise<string | undefined> {
  const updated = await tx
    .update(applicants)
    .set({
      outcome: travellerOutcome.approved,
      eVisaStorageKey: eVisa.stored.key,
      eVisaFileName: eVisa.originalName,
      eVisaSize: eVisa.stored.size,
      decidedBy: staffUserId,
      decidedAt: now,
    })
    .where(and(eq(applicants.id, traveller.id), eq(applicants.outcome, travellerOutcome.pending)))
    .returning({ id: applicants.id });
  if (updated.length === 0) throw new HttpError('application.traveller_already_decided');
  const [document] = await tx
    .insert(documents)
    .values({
      applicationId: application.id,
      applicantId: traveller.id,
      kind: 'evisa',
      documentType: 'evisa',
      originalName: eVisa.originalName,
      mimeType: 'application/pdf',
      size: eVisa.stored.size,
      sha256: eVisa.stored.sha256,
      storageKey: eVisa.stored.key,
      uploadedAt: now,
    })
    .returning({ id: documents.id });
  return document?.id;
}

/** Refuses one traveller with a reason the customer reads. */
export async function refuseTraveller(options: RefuseTravellerOptions): Promise<void> {
  const { db } = options;
  await requireTravellerDecidable(options);
  const now = options.now ?? new Date();
  const refund = await db.transaction(async (tx) => {
    const { application, traveller } = await lockTraveller(
      tx,
      options.applicationId,
      options.applicantId,
    );
    const updated = await tx
      .update(applicants)
      .set({
        outcome: travellerOutcome.refused,
        refusalReason: options.reason,
        decidedBy: options.staffUserId,
        decidedAt: now,
      })
      .where(and(eq(applicants.id, traveller.id), eq(applicants.outcome, travellerOutcome.pending)))
      .returning({ id: applicants.id });
    if (updated.length === 0) throw new HttpError('application.traveller_already_decided');
    const status = await applyDerivedStatus(tx, application, now);
    await queueEmail(tx, {
      idempotencyKey: `traveller-refused:${traveller.id}`,
      template: 'traveller-refused',
      to: application.email,
      language: application.language,
      applicationId: application.id,
      payload: {
        applicationNumber: application.applicationNumber,
        firstName: travellerName(traveller),
        statusUrl: statusCheckUrl(options.publicUrl),
        reason: options.reason,
      },
    });
    await recordAudit({
      db: tx,
      staffUserId: options.staffUserId,
      action: travellerActionAudit.refused,
      applicationId: application.id,
      detail: {
        applicantId: traveller.id,
        position: traveller.position,
        firstName: traveller.firstName,
        reason: options.reason,
        status,
      },
      ip: options.ip,
      now,
    });
    if (options.refund !== 'rules') return undefined;
    return planStaffRefund(tx, application, {
      applicationId: application.id,
      applicantId: traveller.id,
      mode: 'rules',
      staffUserId: options.staffUserId,
      ip: options.ip,
      now,
      quiet: true,
    });
  });
  notifyMailWorker();
  if (refund) await runStaffRefund(options, refund);
}
