import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { openPaymentStatuses, settledPaymentStatusList } from '@/domain/payment-status';
import {
  anonymisationAt,
  documentsDeletionAt,
  eVisaExpiresAt,
  retentionPeriods,
  unpaidDeletionAt,
  unpaidReminderAt,
} from '@/domain/retention';
import { ARRIVAL_MAX_DAYS } from '@/domain/processing-time';
import { finalStatuses, unpaidStatuses } from '@/domain/status';
import { touristValidityFacts, visaFacts } from '@/domain/visa';
import { isTravellerApproved } from '@/domain/traveller-outcomes';
import {
  agreements,
  applicantSessions,
  applicants,
  applications,
  changeRequests,
  dataRightsCodes,
  documents,
  emailOutbox,
  paymentEvents,
  payments,
  resumeCodes,
  type Database,
  type DatabaseExecutor,
  type DatabaseTransaction,
} from '@/server/db';
import { recordAudit } from '@/server/services/audit/record-audit';
import { notifyMailWorker } from '@/server/services/mail/mail-worker';
import { queueEmail } from '@/server/services/mail/outbox';
import type { FileStorage } from '@/server/services/storage/storage';

// Retention (docs/requirements/privacy.md): what the periodic job deletes, and when, by the
// periods of src/domain/retention.ts. Every step works in batches, claims each application in a
// transaction that checks its condition again under a row lock (several instances run the job
// at once; a traveller may act at the last moment), records what it did in the audit log by
// the application's number and counts only (never the deleted data), and deletes files after
// the rows that named them: a crash in between leaves a file nothing names, never a row naming
// a missing file.

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

export const retentionAuditActions = {
  unpaidReminder: 'retention.unpaid_reminder',
  unpaidDeleted: 'retention.unpaid_deleted',
  documentsDeleted: 'retention.documents_deleted',
  eVisaDeleted: 'retention.evisa_deleted',
  anonymised: 'retention.anonymised',
  supportMessagesDeleted: 'retention.support_messages_deleted',
} as const;

export interface RetentionResult {
  reminders: number;
  unpaidDeleted: number;
  documentsDeleted: number;
  eVisasDeleted: number;
  anonymised: number;
  supportMessagesDeleted: number;
  files: number;
}

// The subqueries below name their tables in full: in a select list drizzle leaves column names
// unqualified, and `id` would then mean the traveller's own.

/** The latest change to an application or any of its travellers. */
const lastChange = sql<Date>`greatest("applications"."updated_at", coalesce((select max(t."updated_at") from "applicants" t where t."application_id" = "applications"."id"), "applications"."updated_at"))`;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Runs every step once; returns what it did. */
export async function applyRetention(
  db: Database,
  storage: FileStorage,
  now = new Date(),
): Promise<RetentionResult> {
  const reminders = await remindUnpaid(db, now);
  let files = 0;
  // In this order: anonymisation waits for the e-Visas, which the step before it deletes.
  const run = async (step: (db: Database, now: Date) => Promise<StepResult>) => {
    const done = await step(db, now);
    for (const key of done.files) await storage.delete(key);
    files += done.files.length;
    return done.count;
  };
  const unpaidDeleted = await run(deleteUnpaid);
  const documentsDeleted = await run(deleteDocuments);
  const eVisasDeleted = await run(deleteEVisas);
  const anonymised = await run(anonymise);
  const supportMessagesDeleted = await deleteSupportMessages(db, now);
  return {
    reminders,
    unpaidDeleted,
    documentsDeleted,
    eVisasDeleted,
    anonymised,
    supportMessagesDeleted,
    files,
  };
}

/**
 * Support messages: a sender's go `supportMessageYears` after their last one (the privacy
 * policy's "after our last contact"), all at once, recorded by count only.
 */
async function deleteSupportMessages(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - retentionPeriods.supportMessageYears);
  return db.transaction(async (tx) => {
    const deleted = await tx.execute<{ id: string }>(sql`delete from support_messages s
      where s.created_at <= ${cutoff.toISOString()}::timestamptz
        and not exists (select 1 from support_messages t where lower(t.email) = lower(s.email)
          and t.created_at > ${cutoff.toISOString()}::timestamptz)
      returning s.id`);
    // A conversation goes with its last message (replies carry the sender's address too).
    await tx.execute(sql`delete from support_conversations c
      where not exists (select 1 from support_messages m where m.conversation_id = c.id)`);
    const count = deleted.rows.length;
    if (count > 0)
      await recordAudit({
        db: tx,
        staffUserId: null,
        action: retentionAuditActions.supportMessagesDeleted,
        applicationId: null,
        detail: { messages: count },
        now,
      });
    return count;
  });
}

/** Unpaid applications whose deletion is a week away, not yet reminded since their last change. */
async function remindUnpaid(db: Database, now: Date): Promise<number> {
  const cutoff = daysBefore(
    now,
    retentionPeriods.unpaidDays - retentionPeriods.unpaidReminderDaysBefore,
  );
  const due = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        inArray(applications.status, unpaidStatuses),
        sql`${lastChange} <= ${cutoff.toISOString()}::timestamptz`,
        or(
          isNull(applications.unpaidReminderSentAt),
          sql`${applications.unpaidReminderSentAt} < ${lastChange}`,
        ),
      ),
    )
    .limit(BATCH);
  let queued = 0;
  for (const { id } of due) {
    const sent = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ application: applications, lastChange })
        .from(applications)
        .where(eq(applications.id, id))
        .for('update');
      if (!row || !unpaidStatuses.includes(row.application.status)) return false;
      const changed = new Date(row.lastChange);
      const reminded = row.application.unpaidReminderSentAt;
      if (unpaidReminderAt(changed) > now || (reminded && reminded >= changed)) return false;
      // Keeps updated_at as it is: the reminder is not a change of the application.
      await tx
        .update(applications)
        .set({ unpaidReminderSentAt: now, updatedAt: row.application.updatedAt })
        .where(eq(applications.id, id));
      const { application } = row;
      await recordRetention(tx, retentionAuditActions.unpaidReminder, now, id, {
        applicationNumber: application.applicationNumber,
      });
      return queueEmail(tx, {
        idempotencyKey: `unpaid-reminder:${id}:${changed.toISOString()}`,
        template: 'unpaid-deletion-reminder',
        to: application.email,
        language: application.language,
        applicationId: id,
        payload: {
          applicationNumber: application.applicationNumber,
          deletionDate: unpaidDeletionAt(changed).toISOString().slice(0, 10),
        },
      });
    });
    if (sent) queued += 1;
  }
  if (queued > 0) notifyMailWorker();
  return queued;
}

interface StepResult {
  count: number;
  /** Storage keys to delete now that no row names them. */
  files: string[];
}

/**
 * Runs `claim` for each due row in a transaction of its own. `claim` checks the condition again
 * under its lock and returns the storage keys it freed (possibly none), or undefined when the
 * row was not due after all.
 */
async function eachInTransaction(
  db: Database,
  due: { id: string }[],
  claim: (tx: DatabaseTransaction, id: string) => Promise<string[] | undefined>,
): Promise<StepResult> {
  const result: StepResult = { count: 0, files: [] };
  for (const { id } of due) {
    const files = await db.transaction((tx) => claim(tx, id));
    if (!files) continue;
    result.count += 1;
    result.files.push(...files);
  }
  return result;
}

/** The audit log's record of a step: the application's number and counts, no personal data. */
const recordRetention = (
  tx: DatabaseExecutor,
  action: string,
  now: Date,
  applicationId: string | null,
  detail: { applicationNumber: string } & Record<string, number | string>,
) => recordAudit({ db: tx, staffUserId: null, action, applicationId, detail, now });

/** The storage keys of an application's documents, e-visas and agreements. */
async function filesOf(
  tx: DatabaseExecutor,
  applicationId: string,
  { agreementsToo }: { agreementsToo: boolean },
): Promise<string[]> {
  const docs = await tx
    .select({ key: documents.storageKey, prepared: documents.preparedStorageKey })
    .from(documents)
    .where(eq(documents.applicationId, applicationId));
  const visas = await tx
    .select({ key: applicants.eVisaStorageKey })
    .from(applicants)
    .where(and(eq(applicants.applicationId, applicationId), isNotNull(applicants.eVisaStorageKey)));
  const signed = agreementsToo
    ? await tx
        .select({ signature: agreements.signatureStorageKey, pdf: agreements.pdfStorageKey })
        .from(agreements)
        .where(eq(agreements.applicationId, applicationId))
    : [];
  return [
    ...new Set(
      [
        ...docs.flatMap((d) => [d.key, d.prepared]),
        ...visas.map((v) => v.key),
        ...signed.flatMap((a) => [a.signature, a.pdf]),
      ].filter((k): k is string => Boolean(k)),
    ),
  ];
}

/** Rows that hold personal data beside the applicants: mail, sessions, codes, change requests. */
async function deletePersonalSideRows(tx: DatabaseExecutor, applicationId: string) {
  await tx.delete(emailOutbox).where(eq(emailOutbox.applicationId, applicationId));
  await tx.delete(resumeCodes).where(eq(resumeCodes.applicationId, applicationId));
  await tx.delete(dataRightsCodes).where(eq(dataRightsCodes.applicationId, applicationId));
  await tx.delete(applicantSessions).where(eq(applicantSessions.applicationId, applicationId));
  await tx.delete(changeRequests).where(eq(changeRequests.applicationId, applicationId));
}

/** Unpaid applications 30 days after their last change: gone, with everything they hold. */
async function deleteUnpaid(db: Database, now: Date): Promise<StepResult> {
  const cutoff = daysBefore(now, retentionPeriods.unpaidDays);
  // Money may still move while a checkout younger than the cutoff is open, and never goes back
  // by itself once taken: such an application is left alone.
  const statusIn = (list: readonly string[]) =>
    sql`p."status" in (${sql.join(
      list.map((status) => sql`${status}`),
      sql`, `,
    )})`;
  const moneyMayMove = sql`exists (select 1 from "payments" p where p."application_id" = "applications"."id" and (${statusIn(settledPaymentStatusList)} or (${statusIn(openPaymentStatuses)} and p."created_at" > ${cutoff.toISOString()}::timestamptz)))`;
  const due = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        inArray(applications.status, unpaidStatuses),
        sql`${lastChange} <= ${cutoff.toISOString()}::timestamptz`,
        sql`not ${moneyMayMove}`,
      ),
    )
    .limit(BATCH);
  return eachInTransaction(db, due, async (tx, id) => {
    const [row] = await tx
      .select({
        application: applications,
        lastChange,
        moneyMayMove: sql<boolean>`${moneyMayMove}`,
      })
      .from(applications)
      .where(eq(applications.id, id))
      .for('update');
    if (!row || !unpaidStatuses.includes(row.application.status) || row.moneyMayMove)
      return undefined;
    if (unpaidDeletionAt(new Date(row.lastChange)) > now) return undefined;
    const deleted = await deleteApplicationRows(tx, id);
    await recordRetention(tx, retentionAuditActions.unpaidDeleted, now, null, {
      applicationNumber: row.application.applicationNumber,
      files: deleted.files.length,
      paymentAttempts: deleted.paymentAttempts,
    });
    return deleted.files;
  });
}

/**
 * Deletes an application that no money moved for, with every row that names it; returns the
 * storage keys its rows named (to delete once the transaction commits) and the payment attempts
 * it had. The caller holds the application's row lock and has checked that no payment was
 * taken or may still land (the retention step above, the traveller's erasure).
 */
export async function deleteApplicationRows(
  tx: DatabaseExecutor,
  id: string,
): Promise<{ files: string[]; paymentAttempts: number }> {
  const keys = await filesOf(tx, id, { agreementsToo: true });
  await deletePersonalSideRows(tx, id);
  const attempts = await tx
    .delete(payments)
    .where(eq(payments.applicationId, id))
    .returning({ id: payments.id });
  await tx.delete(applications).where(eq(applications.id, id));
  return { files: keys, paymentAttempts: attempts.length };
}

/** Uploaded documents and their prepared copies, 90 days after the final decision. */
async function deleteDocuments(db: Database, now: Date): Promise<StepResult> {
  const cutoff = daysBefore(now, retentionPeriods.documentsAfterDecisionDays);
  const decided = sql<Date>`coalesce("applications"."decided_at", "applications"."updated_at")`;
  const due = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        inArray(applications.status, finalStatuses),
        isNull(applications.documentsDeletedAt),
        sql`${decided} <= ${cutoff.toISOString()}::timestamptz`,
      ),
    )
    .limit(BATCH);
  return eachInTransaction(db, due, async (tx, id) => {
    const [row] = await tx
      .select({ application: applications, decided })
      .from(applications)
      .where(eq(applications.id, id))
      .for('update');
    if (!row || row.application.documentsDeletedAt) return undefined;
    if (!finalStatuses.includes(row.application.status)) return undefined;
    if (documentsDeletionAt(new Date(row.decided)) > now) return undefined;
    // Uploads only: an e-Visa (a documents row of kind 'evisa') goes when it expires.
    const removed = await tx
      .delete(documents)
      .where(and(eq(documents.applicationId, id), eq(documents.kind, 'upload')))
      .returning({ key: documents.storageKey, prepared: documents.preparedStorageKey });
    await tx
      .update(applications)
      .set({ documentsDeletedAt: now, updatedAt: row.application.updatedAt })
      .where(eq(applications.id, id));
    const keys = [...new Set(removed.flatMap((d) => [d.key, d.prepared]))].filter(
      (k): k is string => Boolean(k),
    );
    await recordRetention(tx, retentionAuditActions.documentsDeleted, now, id, {
      applicationNumber: row.application.applicationNumber,
      files: keys.length,
    });
    return keys;
  });
}

const days = (n: number) => sql`make_interval(days => ${n}::int)`;

/**
 * eVisaExpiresAt (src/domain/retention.ts) as SQL, built from the same facts, to find the due
 * rows; each is checked again with the function itself before anything is deleted.
 */
function eVisaExpirySql(): SQL {
  const arrival = sql`(${applicants.arrivalDate} || 'T00:00:00Z')::timestamptz`;
  const cases = Object.entries(visaFacts).map(
    ([type, facts]) =>
      sql`when ${applications.visaType} = ${type} then ${applicants.decidedAt} + ${days(facts.validityDays)}`,
  );
  for (const [validity, facts] of Object.entries(touristValidityFacts)) {
    const from =
      facts.validFrom === 'grant'
        ? sql`${applicants.decidedAt}`
        : sql`coalesce(${arrival}, ${applicants.decidedAt} + ${days(ARRIVAL_MAX_DAYS)})`;
    const span =
      facts.validity.unit === 'day'
        ? days(facts.validity.count)
        : sql`make_interval(years => ${facts.validity.count}::int)`;
    cases.push(sql`when ${applications.touristValidity} = ${validity} then ${from} + ${span}`);
  }
  return sql`(case ${sql.join(cases, sql` `)} end)`;
}

/** Each approved traveller's e-Visa PDF, once the visa has expired. */
async function deleteEVisas(db: Database, now: Date): Promise<StepResult> {
  const due = await db
    .select({ id: applicants.id })
    .from(applicants)
    .innerJoin(applications, eq(applications.id, applicants.applicationId))
    .where(
      and(
        isNotNull(applicants.eVisaStorageKey),
        isNotNull(applicants.decidedAt),
        sql`${eVisaExpirySql()} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(BATCH);
  return eachInTransaction(db, due, async (tx, id) => {
    const [row] = await tx
      .select({ traveller: applicants, application: applications })
      .from(applicants)
      .innerJoin(applications, eq(applications.id, applicants.applicationId))
      .where(eq(applicants.id, id))
      .for('update', { of: applicants });
    const key = row?.traveller.eVisaStorageKey;
    if (!row || !key || !row.traveller.decidedAt || !isTravellerApproved(row.traveller.outcome))
      return undefined;
    const expires = eVisaExpiry(row.application, row.traveller);
    if (!expires || expires > now) return undefined;
    await tx
      .update(applicants)
      .set({ eVisaStorageKey: null, eVisaDeletedAt: now, updatedAt: row.traveller.updatedAt })
      .where(eq(applicants.id, id));
    // One file may serve several travellers (an application approved before per-traveller
    // decisions): it goes with the last of them.
    const [{ others } = { others: 0 }] = await tx
      .select({ others: sql<number>`count(*)::int` })
      .from(applicants)
      .where(eq(applicants.eVisaStorageKey, key));
    await recordRetention(tx, retentionAuditActions.eVisaDeleted, now, row.application.id, {
      applicationNumber: row.application.applicationNumber,
      traveller: row.traveller.position + 1,
    });
    if (others > 0) return [];
    await tx.delete(documents).where(eq(documents.storageKey, key));
    return [key];
  });
}

type ApplicationRow = typeof applications.$inferSelect;
type TravellerRow = typeof applicants.$inferSelect;

function eVisaExpiry(application: ApplicationRow, traveller: TravellerRow): Date | undefined {
  if (!traveller.decidedAt) return undefined;
  return eVisaExpiresAt({
    visaType: application.visaType,
    touristValidity: application.touristValidity,
    grantedAt: traveller.decidedAt,
    arrivalDate: traveller.arrivalDate,
  });
}

/** The latest travel date of the group (departure, else arrival), as YYYY-MM-DD. */
const lastTravelDate = sql<
  string | null
>`(select max(coalesce(t."departure_date", t."arrival_date")) from "applicants" t where t."application_id" = "applications"."id")`;

/**
 * Personal details made anonymous a year after the travel dates (or when the last e-Visa
 * expires, if later). What accounting needs stays: the application's number, visa, amounts,
 * dates and payments; names, passports, addresses, contact details, signatures, documents,
 * e-Visas, mail and change requests go.
 */
async function anonymise(db: Database, now: Date): Promise<StepResult> {
  // A first cut by the travel date alone (ISO dates compare as text); the e-Visa is checked below.
  const travelCutoff = daysBefore(now, retentionPeriods.personalDetailsAfterTravelDays + 1)
    .toISOString()
    .slice(0, 10);
  const due = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        isNull(applications.anonymisedAt),
        sql`not (${inArray(applications.status, unpaidStatuses)})`,
        sql`${lastTravelDate} <= ${travelCutoff}`,
        // A valid e-Visa keeps the details it names; the step above deletes expired ones first.
        sql`not exists (select 1 from "applicants" t where t."application_id" = "applications"."id" and t."evisa_storage_key" is not null)`,
      ),
    )
    .limit(BATCH);
  return eachInTransaction(db, due, async (tx, id) => {
    const [row] = await tx
      .select({ application: applications, lastTravel: lastTravelDate })
      .from(applications)
      .where(eq(applications.id, id))
      .for('update');
    if (!row || row.application.anonymisedAt || !row.lastTravel) return undefined;
    const travellers = await tx.select().from(applicants).where(eq(applicants.applicationId, id));
    const expiries = travellers
      .map((t) => (t.eVisaStorageKey ? eVisaExpiry(row.application, t) : undefined))
      .filter((d): d is Date => d !== undefined);
    const lastExpiry = expiries.length ? new Date(Math.max(...expiries.map(Number))) : undefined;
    if (anonymisationAt(row.lastTravel, lastExpiry) > now) return undefined;
    const keys = await anonymiseApplicationRows(tx, row.application, now);
    await recordRetention(tx, retentionAuditActions.anonymised, now, id, {
      applicationNumber: row.application.applicationNumber,
      travellers: travellers.length,
      files: keys.length,
    });
    return keys;
  });
}

/**
 * Makes an application anonymous: what accounting needs stays (its number, visa, amounts, dates,
 * payments and refunds), every personal detail, file, email, session, code and change request
 * goes. Returns the storage keys its rows named, to delete once the transaction commits. The
 * caller holds the application's row lock (the retention step above, the traveller's erasure).
 */
export async function anonymiseApplicationRows(
  tx: DatabaseExecutor,
  application: ApplicationRow,
  now: Date,
): Promise<string[]> {
  const { id } = application;
  const keys = await filesOf(tx, id, { agreementsToo: true });
  await deletePersonalSideRows(tx, id);
  await tx.delete(documents).where(eq(documents.applicationId, id));
  await tx.delete(agreements).where(eq(agreements.applicationId, id));
  await tx
    .update(applicants)
    .set({
      details: {},
      firstName: null,
      lastName: null,
      passportNumber: null,
      passportIndex: null,
      nameIndex: null,
      // The check wants a name beside a decision; the traveller's own one may name them.
      eVisaFileName: sql`case when ${applicants.eVisaFileName} is not null then 'e-visa.pdf' end`,
      eVisaStorageKey: null,
      eVisaDeletedAt: sql`case when ${applicants.eVisaStorageKey} is not null then ${now.toISOString()}::timestamptz else ${applicants.eVisaDeletedAt} end`,
      updatedAt: sql`${applicants.updatedAt}`,
    })
    .where(eq(applicants.applicationId, id));
  await tx
    .update(applications)
    .set({
      email: `anonymised-${id}@invalid`,
      originalEmail: null,
      phone: '',
      countryCode: null,
      anonymisedAt: now,
      documentsDeletedAt: application.documentsDeletedAt ?? now,
      updatedAt: application.updatedAt,
    })
    .where(eq(applications.id, id));
  // The provider's events may name the payer; their ids and types stay, so a replayed
  // webhook is still recognised.
  await tx
    .update(paymentEvents)
    .set({ payload: {} })
    .where(
      inArray(
        paymentEvents.paymentId,
        tx.select({ id: payments.id }).from(payments).where(eq(payments.applicationId, id)),
      ),
    );
  return keys;
}
