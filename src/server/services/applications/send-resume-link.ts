import type { TSuccessResponse } from '@/domain/schemas';
import type { Application, Database } from '@/server/db';
import { applicantSessionRules } from '@/domain/applicant-sessions';
import { queueEmail } from '@/server/services/mail/outbox';
import type { TemplatePayload } from '@/server/services/mail/templates/definitions';
import { mayEmailApplicant } from '@/server/services/mail/unverified-throttle';

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
  await queueLinkEmail(db, application, now, {
    template: 'resume-link',
    payload: { applicationNumber: application.applicationNumber },
  });
  return { success: true };
}

/**
 * Emails the applicant a link that opens their uploaded passports and photos for a short time
 * (docs/requirements/applicant-sessions.md): asked for from a session opened by an older email,
 * it proves the address again. Same address and limits as the resume link.
 */
export async function sendFileLink({
  db,
  application,
  now = new Date(),
}: SendResumeLinkOptions): Promise<TSuccessResponse> {
  await queueLinkEmail(db, application, now, {
    template: 'file-link',
    payload: {
      applicationNumber: application.applicationNumber,
      minutes: applicantSessionRules.fileLinkMinutes,
    },
  });
  return { success: true };
}

/**
 * One email of the kind per application in each window, however often it is asked for, and
 * within the limits for an unproven address (limits.md): the answer is the same either way, so
 * the caller learns nothing from it.
 */
async function queueLinkEmail(
  db: Database,
  application: Application,
  now: Date,
  email:
    | { template: 'resume-link'; payload: TemplatePayload<'resume-link'> }
    | { template: 'file-link'; payload: TemplatePayload<'file-link'> },
): Promise<void> {
  const window = Math.floor(now.getTime() / RESUME_LINK_WINDOW_MS);
  const to = application.originalEmail ?? application.email;
  await db.transaction(async (tx) => {
    if (!(await mayEmailApplicant(tx, { application, template: email.template, to, now }))) return;
    await queueEmail(tx, {
      ...email,
      idempotencyKey: `${email.template}:${application.id}:${window}`,
      to,
      language: application.language,
      applicationId: application.id,
    });
  });
}
