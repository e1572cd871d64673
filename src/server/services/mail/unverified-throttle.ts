import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { emailOutbox, type Application, type DatabaseExecutor } from '@/server/db';
import type { TemplateName } from '@/server/services/mail/templates/definitions';

// Emails an applicant's own action sends to an address typed into the application, which
// nobody may have proven is theirs (docs/requirements/limits.md, "No mail relay"): without a
// limit, signing again and again, or starting application after application with someone
// else's address, made the service mail that address on demand. Once the address has proven
// it is the applicant's (a link emailed to it was followed), these limits no longer apply.

/** At most one email of a kind per application in this window, while the address is unproven. */
export const UNVERIFIED_EMAIL_WINDOW_MS = 60 * 60 * 1000;

/** And at most this many of them to one unproven address a day, whatever the application. */
export const UNVERIFIED_EMAILS_PER_ADDRESS_PER_DAY = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The emails an applicant's action sends (staff and payment emails are not theirs to trigger). */
const APPLICANT_TRIGGERED: readonly TemplateName[] = [
  'agreement-signed',
  'application-confirmation',
  'resume-link',
  'file-link',
  'data-rights-code',
];

/** Whether `to` is the application's address and has proven it is the applicant's. */
function addressVerified(
  application: Pick<Application, 'email' | 'emailVerifiedAt'>,
  to: string,
): boolean {
  return (
    application.emailVerifiedAt !== null && application.email.toLowerCase() === to.toLowerCase()
  );
}

/** Whether an email of `template`, asked for by the applicant, may be queued to `to` now. */
export async function mayEmailApplicant(
  db: DatabaseExecutor,
  {
    application,
    template,
    to,
    now,
  }: {
    application: Pick<Application, 'id' | 'email' | 'emailVerifiedAt'>;
    template: TemplateName;
    to: string;
    now: Date;
  },
): Promise<boolean> {
  if (addressVerified(application, to)) return true;
  const hourAgo = new Date(now.getTime() - UNVERIFIED_EMAIL_WINDOW_MS);
  const [sameKind] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.applicationId, application.id),
        eq(emailOutbox.template, template),
        gt(emailOutbox.createdAt, hourAgo),
      ),
    );
  if ((sameKind?.n ?? 0) > 0) return false;
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const [toAddress] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(
      and(
        sql`lower(${emailOutbox.toAddress}) = ${to.toLowerCase()}`,
        gt(emailOutbox.createdAt, dayAgo),
        inArray(emailOutbox.template, [...APPLICANT_TRIGGERED]),
      ),
    );
  return (toAddress?.n ?? 0) < UNVERIFIED_EMAILS_PER_ADDRESS_PER_DAY;
}
