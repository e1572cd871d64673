import { and, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { emailOutbox, type Database, type DatabaseExecutor, type EmailStatus } from '@/server/db';
import { retentionPeriods } from '@/domain/retention';
import { sendChangeReminders } from '@/server/services/change-requests/send-reminders';
import { sendStepReminders } from '@/server/services/reminders/send-step-reminders';
import type { FileStorage } from '@/server/services/storage/storage';
import { applyRetention } from './apply-retention';
import {
  purgeApplicantSessions,
  purgeResumeCodes,
} from '@/server/services/applications/resume-codes';

// What we keep only for a while (docs/requirements/product-decisions.md, "Retention"): an email
// that has left (or finally failed) stays in the outbox for staff to see on the timeline for
// EMAIL_RETENTION_DAYS, then goes with its payload; spent or expired resume codes go after a day;
// applicant sessions go once they have been over for 30 days (docs/requirements/applicant-sessions.md).

export const EMAIL_RETENTION_DAYS = retentionPeriods.sentEmailDays;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The outbox's own statuses of an email that is done: delivered, or given up on. */
const FINISHED: readonly EmailStatus[] = ['sent', 'failed'];

export interface PurgeResult {
  emails: number;
  resumeCodes: number;
  sessions: number;
}

export async function purgeExpiredRecords(
  db: DatabaseExecutor,
  now = new Date(),
): Promise<PurgeResult> {
  const cutoff = new Date(now.getTime() - EMAIL_RETENTION_DAYS * DAY_MS);
  const emails = await db
    .delete(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.status, FINISHED),
        lt(sql`coalesce(${emailOutbox.sentAt}, ${emailOutbox.createdAt})`, cutoff),
      ),
    )
    .returning({ id: emailOutbox.id });
  return {
    emails: emails.length,
    resumeCodes: await purgeResumeCodes(db, now),
    sessions: await purgeApplicantSessions(db, now),
  };
}

const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Purges once now and then every hour: expired records, then the retention periods of
 * personal data and files (apply-retention.ts, docs/requirements/privacy.md); the same hourly
 * run queues the change-request reminders that are due (docs/requirements/change-requests.md).
 * Returns the function that stops it.
 */
export async function startRetentionPurge(
  db: Database,
  storage: FileStorage,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): Promise<() => void> {
  const run = async () => {
    try {
      const result = await purgeExpiredRecords(db);
      if (result.emails + result.resumeCodes + result.sessions > 0)
        log.info(result, 'expired records purged');
    } catch (err) {
      log.error({ err }, 'purging expired records failed');
    }
    try {
      const result = await applyRetention(db, storage);
      if (Object.values(result).some((n) => n > 0)) log.info(result, 'retention applied');
    } catch (err) {
      log.error({ err }, 'applying retention failed');
    }
    try {
      const reminders = await sendChangeReminders(db);
      if (reminders > 0) log.info({ reminders }, 'change request reminders queued');
    } catch (err) {
      log.error({ err }, 'queueing change request reminders failed');
    }
    try {
      const reminders = await sendStepReminders(db);
      if (reminders > 0) log.info({ reminders }, 'step reminders queued');
    } catch (err) {
      log.error({ err }, 'queueing step reminders failed');
    }
  };
  await run();
  const timer = setInterval(() => void run(), PURGE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
