import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  REMINDER_GAP_HOURS,
  reminderKinds,
  type ReminderKind,
  type ReminderStep,
} from '@/domain/reminders';
import type { ApplicationStatus } from '@/domain/status';
import {
  applicationReminders,
  applications,
  type Database,
  type DatabaseExecutor,
} from '@/server/db';
import { notifyMailWorker } from '@/server/services/mail/mail-worker';
import { queueEmail } from '@/server/services/mail/outbox';

// Reminders that bring a stalled application home (docs/requirements/reminders.md). Run by the
// hourly periodic job (retention/purge-expired.ts); several instances may run it at once: a
// reminder is claimed by inserting its (application, kind) row in the transaction that queues
// its email, so it goes once.

const HOUR_MS = 60 * 60 * 1000;
const BATCH = 100;

/** Where each step waits, and since when. */
const stepOf: Record<ReminderStep, { status: ApplicationStatus; since: PgColumn }> = {
  details: { status: 'draft', since: applications.createdAt },
  payment: { status: 'submitted', since: applications.submittedAt },
  documents: { status: 'paid', since: applications.paidAt },
};

/** The path of a stop link: the token is the secret; its hash is kept with the reminder. */
const reminderStopPath = (token: string) => `/reminders/stop/${token}`;
export const hashStopToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** An earlier reminder of any kind (change requests' too) went within the gap. */
export const remindedRecently = (now: Date): SQL =>
  sql`exists (select 1 from ${applicationReminders} r where r.application_id = ${applications.id}
    and r.sent and r.sent_at > ${new Date(now.getTime() - REMINDER_GAP_HOURS * HOUR_MS).toISOString()}::timestamptz)`;

const alreadyHas = (kind: string): SQL =>
  sql`exists (select 1 from ${applicationReminders} r where r.application_id = ${applications.id}
    and r.kind = ${kind})`;

/** Whether reminders may go to this application at all: not stopped, not anonymised. */
export const mayRemind = () =>
  and(isNull(applications.remindersOptedOutAt), isNull(applications.anonymisedAt));

/**
 * Claims `kind` for the application, with the step's earlier kinds marked passed over, and
 * queues the reminder; false when another run claimed it or the step moved on meanwhile.
 */
async function sendOne(
  db: Database,
  applicationId: string,
  reminder: ReminderKind,
  now: Date,
): Promise<boolean> {
  const step = stepOf[reminder.step];
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select()
      .from(applications)
      .where(
        and(eq(applications.id, applicationId), eq(applications.status, step.status), mayRemind()),
      )
      .for('update');
    if (!application) return false;
    const token = randomBytes(24).toString('base64url');
    const [claimed] = await tx
      .insert(applicationReminders)
      .values({
        applicationId,
        kind: reminder.kind,
        sentAt: now,
        optOutTokenHash: hashStopToken(token),
      })
      .onConflictDoNothing()
      .returning({ id: applicationReminders.id });
    if (!claimed) return false;
    await passOverEarlier(tx, applicationId, reminder, now);
    return queueEmail(tx, {
      idempotencyKey: `step-reminder:${applicationId}:${reminder.kind}`,
      template: 'step-reminder',
      to: application.email,
      language: application.language,
      applicationId,
      payload: {
        applicationNumber: application.applicationNumber,
        step: reminder.step,
        stopUrl: reminderStopPath(token),
      },
    });
  });
}

/** A later reminder of a step replaces its earlier ones: they will not go afterwards. */
async function passOverEarlier(
  tx: DatabaseExecutor,
  applicationId: string,
  reminder: ReminderKind,
  now: Date,
): Promise<void> {
  const earlier = reminderKinds.filter(
    (k) => k.step === reminder.step && k.afterHours < reminder.afterHours,
  );
  if (earlier.length === 0) return;
  await tx
    .insert(applicationReminders)
    .values(earlier.map((k) => ({ applicationId, kind: k.kind, sentAt: now, sent: false })))
    .onConflictDoNothing();
}

/** Queues the step reminders due at `now`; returns how many were queued. */
export async function sendStepReminders(db: Database, now = new Date()): Promise<number> {
  let queued = 0;
  // The latest kind of each step first, so an application late for two gets only the later one.
  const kinds = [...reminderKinds].sort((a, b) => b.afterHours - a.afterHours);
  for (const reminder of kinds) {
    const step = stepOf[reminder.step];
    const due = await db
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.status, step.status),
          lt(step.since, new Date(now.getTime() - reminder.afterHours * HOUR_MS)),
          mayRemind(),
          sql`not ${alreadyHas(reminder.kind)}`,
          sql`not ${remindedRecently(now)}`,
        ),
      )
      .orderBy(asc(step.since))
      .limit(BATCH);
    for (const { id } of due) if (await sendOne(db, id, reminder, now)) queued++;
  }
  if (queued > 0) notifyMailWorker();
  return queued;
}
