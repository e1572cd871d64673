import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  emailOutbox,
  type DatabaseExecutor,
  type EmailAttachment,
  type EmailOutboxMessage,
} from '@/server/db';
import {
  payloadProblems,
  templates,
  type TemplateName,
  type TemplatePayload,
} from './templates/definitions';

export interface QueueEmailInput<T extends TemplateName = TemplateName> {
  /** One logical email, one key: e.g. `confirmation:<applicationId>`. Queuing it again is a no-op. */
  idempotencyKey: string;
  to: string;
  template: T;
  language: string;
  /** The template's own payload: a wrong one does not compile, nor pass at run time. */
  payload: TemplatePayload<T>;
  applicationId?: string | null;
  attachments?: EmailAttachment[];
}

/** A payload its template's schema refuses, caught where it is queued, not at delivery. */
export class InvalidEmailPayload extends Error {
  override name = 'InvalidEmailPayload';
  constructor(template: string, fields: string[]) {
    super(`invalid payload for email '${template}': ${fields.join(', ')}`);
  }
}

// Delivery adds the resume link (templates/definitions.ts); a stand-in lets the schema check the rest.
const RESUME_URL_STAND_IN = 'https://resume-link.invalid/';
/** And the data-rights code (services/data-rights/codes.ts). */
const CODE_STAND_IN = '00000000';

/**
 * Writes the email into the outbox. Call it with the transaction that makes the change the
 * email announces, so both happen or neither does: a payload the template refuses throws here,
 * inside that transaction, and the change rolls back. Returns false when it was queued before.
 */
export async function queueEmail<T extends TemplateName>(
  tx: DatabaseExecutor,
  input: QueueEmailInput<T>,
): Promise<boolean> {
  const definition = templates[input.template];
  const payload: Record<string, unknown> = input.payload;
  const checked = {
    ...payload,
    ...(definition.resumeLink ? { resumeUrl: RESUME_URL_STAND_IN } : {}),
    ...(definition.changeLink ? { changeUrl: RESUME_URL_STAND_IN } : {}),
    ...(definition.dataRightsCode ? { code: CODE_STAND_IN } : {}),
  };
  const problems = payloadProblems(definition.schema, checked);
  if (problems.length > 0) throw new InvalidEmailPayload(input.template, problems);
  return insertOutboxRow(tx, { ...input, payload });
}

/**
 * The row itself, unchecked: for queueEmail, and for tests of what delivery does with a row an
 * older version wrote (an unknown template, a payload that no longer fits).
 */
export async function insertOutboxRow(
  tx: DatabaseExecutor,
  input: Omit<QueueEmailInput, 'template' | 'payload'> & {
    template: string;
    payload: Record<string, unknown>;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(emailOutbox)
    .values({
      idempotencyKey: input.idempotencyKey,
      toAddress: input.to,
      template: input.template,
      language: input.language,
      payload: input.payload,
      applicationId: input.applicationId ?? null,
      attachments: input.attachments ?? [],
    })
    .onConflictDoNothing({ target: emailOutbox.idempotencyKey })
    .returning({ id: emailOutbox.id });
  return inserted.length > 0;
}

export const CLAIM_SECONDS = 120;

/**
 * Claims due emails for one worker: pending ones whose time has come, and ones whose earlier
 * claim expired (a worker that crashed mid-send). SKIP LOCKED lets several workers share the table.
 */
export async function claimDueEmails(
  db: DatabaseExecutor,
  limit: number,
): Promise<EmailOutboxMessage[]> {
  const claimed = await db.execute<{ id: string }>(sql`
    update email_outbox
       set status = 'sending', attempts = attempts + 1,
           locked_until = now() + make_interval(secs => ${CLAIM_SECONDS})
     where id in (
       select id from email_outbox
        where (status = 'pending' and next_attempt_at <= now())
           or (status = 'sending' and locked_until < now())
        order by next_attempt_at
        limit ${limit}
        for update skip locked)
    returning id`);
  const ids = claimed.rows.map((r) => r.id);
  if (ids.length === 0) return [];
  return db.query.emailOutbox.findMany({ where: (t, { inArray }) => inArray(t.id, ids) });
}

/** The claim a worker holds on a row: valid only while the row still shows this attempt. */
export interface EmailClaim {
  id: string;
  attempts: number;
}

// Every update after a claim is guarded by status and attempt number, so a worker whose claim
// expired (and was taken over by another) cannot overwrite the newer attempt's outcome.
const claimed = (claim: EmailClaim) =>
  and(
    eq(emailOutbox.id, claim.id),
    eq(emailOutbox.status, 'sending'),
    eq(emailOutbox.attempts, claim.attempts),
  );

async function updateClaimed(
  db: DatabaseExecutor,
  claim: EmailClaim,
  values: PgUpdateSetSource<typeof emailOutbox>,
): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ lockedUntil: null, ...values })
    .where(claimed(claim))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

/** Returns false when the claim was lost: someone else owns the row now. */
export function markEmailSent(db: DatabaseExecutor, claim: EmailClaim): Promise<boolean> {
  return updateClaimed(db, claim, { status: 'sent', sentAt: sql`now()`, lastError: null });
}

export function rescheduleEmail(
  db: DatabaseExecutor,
  claim: EmailClaim,
  delaySeconds: number,
  lastError: string,
): Promise<boolean> {
  return updateClaimed(db, claim, {
    status: 'pending',
    nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
    lastError,
  });
}

export function markEmailFailed(
  db: DatabaseExecutor,
  claim: EmailClaim,
  lastError: string,
): Promise<boolean> {
  return updateClaimed(db, claim, { status: 'failed', lastError });
}

/** Gives back a claimed row that was not tried (worker shutting down): due now, attempt not counted. */
export function releaseEmailClaim(db: DatabaseExecutor, claim: EmailClaim): Promise<boolean> {
  return updateClaimed(db, claim, { status: 'pending', attempts: claim.attempts - 1 });
}
