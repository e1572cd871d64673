import { and, asc, eq, lt } from 'drizzle-orm';
import { changeReminderDays } from '@/domain/change-requests';
import { applications, changeRequests, type Database } from '@/server/db';
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
      .select({ id: changeRequests.id })
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
    for (const { id } of due) {
      const sent = await db.transaction(async (tx) => {
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
        const [application] = await tx
          .select()
          .from(applications)
          .where(eq(applications.id, claimed.applicationId));
        if (!application) return false;
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
