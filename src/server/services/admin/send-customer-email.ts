import { randomUUID } from 'node:crypto';
import type { Database } from '@/server/db';
import { recordAudit } from '@/server/services/audit/record-audit';
import { notifyMailWorker } from '@/server/services/mail/mail-worker';
import { queueEmail } from '@/server/services/mail/outbox';
import { adminActionAudit, findApplication } from './application-decision';

export interface SendCustomerEmailOptions {
  db: Database;
  applicationId: string;
  subject: string;
  message: string;
  staffUserId: string;
  ip: string;
  now?: Date;
}

/**
 * Call 13: a staff-written message to the email on record (never an address from the request),
 * queued with its audit entry in one transaction. The audit keeps the subject, not the body.
 */
export async function sendCustomerEmail(options: SendCustomerEmailOptions): Promise<void> {
  const { db } = options;
  const application = await findApplication(db, options.applicationId);
  await db.transaction(async (tx) => {
    await queueEmail(tx, {
      // Each message is its own email: a repeat click sends a second one, as staff expect.
      idempotencyKey: `staff-message:${application.id}:${randomUUID()}`,
      template: 'staff-message',
      to: application.email,
      language: application.language,
      applicationId: application.id,
      payload: {
        applicationNumber: application.applicationNumber,
        subject: options.subject,
        message: options.message,
      },
    });
    await recordAudit({
      db: tx,
      staffUserId: options.staffUserId,
      action: adminActionAudit.emailed,
      applicationId: application.id,
      detail: { subject: options.subject },
      ip: options.ip,
      ...(options.now ? { now: options.now } : {}),
    });
  });
  notifyMailWorker();
}
