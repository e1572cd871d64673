import type { TSuccessResponse } from '@/domain/schemas';
import type { Application, Database } from '@/server/db';
import { queueEmail } from '@/server/services/mail/outbox';
import { resumeUrl } from './resume-url';

/** At most one resume email per application in each window, however often it is asked for. */
export const RESUME_LINK_WINDOW_MS = 10 * 60 * 1000;

/** Emails the applicant a link back into the wizard, to the address on record only. */
export interface SendResumeLinkOptions {
  db: Database;
  publicUrl: string;
  application: Application;
  /** The applicant's own token, put into the link; only its hash is stored. */
  accessToken: string;
  now?: Date;
}

export async function sendResumeLink({
  db,
  publicUrl,
  application,
  accessToken,
  now = new Date(),
}: SendResumeLinkOptions): Promise<TSuccessResponse> {
  const window = Math.floor(now.getTime() / RESUME_LINK_WINDOW_MS);
  await db.transaction((tx) =>
    queueEmail(tx, {
      idempotencyKey: `resume-link:${application.id}:${window}`,
      template: 'resume-link',
      to: application.email,
      language: application.language,
      applicationId: application.id,
      payload: {
        applicationNumber: application.applicationNumber,
        resumeUrl: resumeUrl(publicUrl, application.id, accessToken),
      },
    }),
  );
  return { success: true };
}
