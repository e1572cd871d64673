import { eq } from 'drizzle-orm';
import { applicationReminders, applications, type Database } from '@/server/db';
import { recordAudit } from '@/server/services/audit/record-audit';
import { hashStopToken } from './send-step-reminders';

export const reminderAudit = { stopped: 'applicant.reminders_stopped' } as const;

/**
 * The stop link of any reminder email: no more reminders for that application (decision and
 * other emails still go). Returns the application's language, or null for an unknown token.
 * Clicking again changes nothing and records nothing.
 */
export async function stopReminders(
  db: Database,
  token: string,
  now: Date,
): Promise<{ language: string; applicationNumber: string } | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: applications.id,
        language: applications.language,
        applicationNumber: applications.applicationNumber,
        stoppedAt: applications.remindersOptedOutAt,
      })
      .from(applicationReminders)
      .innerJoin(applications, eq(applications.id, applicationReminders.applicationId))
      .where(eq(applicationReminders.optOutTokenHash, hashStopToken(token)))
      .for('update', { of: applications });
    if (!row) return null;
    if (!row.stoppedAt) {
      await tx
        .update(applications)
        .set({ remindersOptedOutAt: now })
        .where(eq(applications.id, row.id));
      await recordAudit({
        db: tx,
        staffUserId: null,
        action: reminderAudit.stopped,
        applicationId: row.id,
        now,
      });
    }
    return { language: row.language, applicationNumber: row.applicationNumber };
  });
}
