import type { TSuccessResponse } from '@/domain/schemas';
import type { Application, Database } from '@/server/db';
import { queueEmail } from '@/server/services/mail/outbox';

/** At most one resume email per application in each window, however often it is asked for. */
export const RESUME_LINK_WINDOW_MS = 10 * 60 * 1000;

/**
 * Emails the applicant a link back into the wizard. It goes to the address the application was
 * created with, never to one changed since: nobody has confirmed a changed address, and the
 * link opens the application (docs/requirements/product-decisions.md). The link itself, with
 * a fresh single-use code, is made when the email is delivered (resume-codes.ts).
 */
export interface SendResumeLinkOptions {
  db: Database;
  application: Application;
  now?: Date;
}

export async function sendResumeLink({
  db,
  application,
  now = new Date(),
}: SendResumeLinkOptions): Promise<TSuccessResponse> {
  const window = Math.floor(now.getTime() / RESUME_LINK_WINDOW_MS);
  await db.transaction((tx) =>
    queueEmail(tx, {
      idempotencyKey: `resume-link:${application.id}:${window}`,
      template: 'resume-link',
      to: application.originalEmail ?? application.email,
      language: application.language,
      applicationId: application.id,
      payload: { applicationNumber: application.applicationNumber },
    }),
  );
  return { success: true };
}
