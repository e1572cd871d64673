import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { changeReminderDays } from '@/domain/change-requests';
import { applicationReminders, applications, changeRequests, type Database } from '@/server/db';
import { mayRemind, remindedRecently } from '@/server/services/reminders/send-step-reminders';
import { notifyMailWorker } from '@/server/services/mail/mail-worker';
import { queueEmail } from '@/server/services/mail/outbox';
import { changesPayload } from './request-changes';

// Reminders (docs/requirements/change-requests.md): a request still open 2 days after it was
// made gets a reminder, and another after 5 days; never more, never twice. Run by the hourly
// periodic job (retention/purge-expired.ts). Several instances may run it at once: each
// reminder is claimed by a conditional update of `reminders_sent` in the transaction that
// queues the email, and the outbox's idempotency key (`change-reminder:<id>:<days>`) would
// refuse a second copy anyway. The reminder carries a fresh link (minted at delivery), which
// replaces the previous one: the original link may be close to its 7 days by then.

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

/** Queues the reminders due at `now`; returns how many were queued. */
export async function sendChangeReminders(db: Database, now = new Date()): Promise<number> {
  let queued = 0;
  for (const [index, days] of changeReminderDays.entries()) {
    const due = await db
      .select({ id: changeRequests.id, applicationId: changeRequests.applicationId })
      .from(changeRequests)
      .where(
        and(
          eq(changeRequests.state, 'open'),
          eq(changeRequests.remindersSent, index),
          lt(changeRequests.createdAt, new Date(now.getTime() - days * DAY_MS)),
        ),
      )
      .orderBy(asc(changeRequests.createdAt))
      .limit(BATCH);
    for (const { id, applicationId } of due) {
      const sent = await db.transaction(async (tx) => {
        // Not after the traveller stopped reminders, nor within a day of another reminder
        // (docs/requirements/reminders.md): then it waits for a later run.
        const [application] = await tx
          .select()
          .from(applications)
          .where(
            and(eq(applications.id, applicationId), mayRemind(), sql`not ${remindedRecently(now)}`),
          )
          .for('update');
        if (!application) return false;
        const [claimed] = await tx
          .update(changeRequests)
          .set({ remindersSent: index + 1 })
          .where(
            and(
              eq(changeRequests.id, id),
              eq(changeRequests.state, 'open'),
              eq(changeRequests.remindersSent, index),
            ),
          )
          .returning({ applicationId: changeRequests.applicationId });
        if (!claimed) return false;
        await tx
          .insert(applicationReminders)
          .values({ applicationId, kind: `changes:${id}:${days}d`, sentAt: now })
          .onConflictDoNothing();
        return queueEmail(tx, {
          idempotencyKey: `change-reminder:${id}:${days}`,
          template: 'changes-reminder',
          to: application.email,
          language: application.language,
          applicationId: application.id,
          payload: await changesPayload(tx, application, id),
        });
      });
      if (sent) queued++;
    }
  }
  if (queued > 0) notifyMailWorker();
  return queued;
}
