import { and, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { emailOutbox, type Database, type DatabaseExecutor, type EmailStatus } from '@/server/db';
import { retentionPeriods } from '@/domain/retention';
import { sendChangeReminders } from '@/server/services/change-requests/send-reminders';
import { sendStepReminders } from '@/server/services/reminders/send-step-reminders';
import type { FileStorage } from '@/server/services/storage/storage';
import { compactApplicationCounts } from '@/server/services/admin/application-counts';
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
 * One pass of the hourly job: expired records, then the retention periods of personal data and
 * files (apply-retention.ts, docs/requirements/privacy.md), then the change-request and step
 * reminders that are due, and last the status counts' changes folded into one row per status
 * (services/admin/application-counts.ts). Each step logs its own failure and the next still runs; `stopped` is
 * asked between steps, so a server stopping mid-pass does not start another.
 */
export async function runRetentionPass(
  db: Database,
  storage: FileStorage,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  stopped: () => boolean = () => false,
): Promise<void> {
  if (stopped()) return;
  try {
    const result = await purgeExpiredRecords(db);
    if (result.emails + result.resumeCodes + result.sessions > 0)
      log.info(result, 'expired records purged');
  } catch (err) {
    log.error({ err }, 'purging expired records failed');
  }
  if (stopped()) return;
  try {
    const result = await applyRetention(db, storage);
    if (Object.values(result).some((n) => n > 0)) log.info(result, 'retention applied');
  } catch (err) {
    log.error({ err }, 'applying retention failed');
  }
  if (stopped()) return;
  try {
    const reminders = await sendChangeReminders(db);
    if (reminders > 0) log.info({ reminders }, 'change request reminders queued');
  } catch (err) {
    log.error({ err }, 'queueing change request reminders failed');
  }
  if (stopped()) return;
  try {
    const reminders = await sendStepReminders(db);
    if (reminders > 0) log.info({ reminders }, 'step reminders queued');
  } catch (err) {
    log.error({ err }, 'queueing step reminders failed');
  }
  if (stopped()) return;
  try {
    await compactApplicationCounts(db);
  } catch (err) {
    log.error({ err }, 'folding the status counts failed');
  }
}

/**
 * Runs the pass at start and then every hour. The first run is not awaited: a backlog (a server
 * started after a long stop, or on a large embedded database) must not keep it from answering.
 * Returns the function that stops it, which resolves once the pass in progress, if any, ends.
 */
export function startRetentionPurge(
  db: Database,
  storage: FileStorage,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): () => Promise<void> {
  let stopped = false;
  const run = () => runRetentionPass(db, storage, log, () => stopped);
  // One run at a time: an hourly tick while a long run goes on waits for it.
  let running = run();
  const timer = setInterval(() => {
    running = running.then(run);
  }, PURGE_EVERY_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
    return running;
  };
}
