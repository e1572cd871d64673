import { and, count, eq, gt } from 'drizzle-orm';
import { emailOutbox, type DatabaseExecutor } from '@/server/db';
import type { TemplateName } from '@/server/services/mail/templates/definitions';

// Emails an applicant's own action sends to the application's address, which nobody has
// proven is theirs (docs/requirements/limits.md, "No mail relay"): without a limit, signing
// again and again made the service mail its PDF to any address, as often as asked.

/** At most one email of a kind per application in this window. */
export const UNVERIFIED_EMAIL_WINDOW_MS = 60 * 60 * 1000;

/** Whether an email of `template` may be queued for the application now. */
export async function mayEmailAgain(
  db: DatabaseExecutor,
  { applicationId, template, now }: { applicationId: string; template: TemplateName; now: Date },
): Promise<boolean> {
  const since = new Date(now.getTime() - UNVERIFIED_EMAIL_WINDOW_MS);
  const [recent] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.applicationId, applicationId),
        eq(emailOutbox.template, template),
        gt(emailOutbox.createdAt, since),
      ),
    );
  return (recent?.n ?? 0) === 0;
}
