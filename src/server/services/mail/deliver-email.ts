import { setTimeout as sleep } from 'node:timers/promises';
import type { Database, EmailAttachment, EmailOutboxMessage } from '@/server/db';
import type { FileStorage } from '@/server/services/storage/storage';
import { describeError, PermanentMailError } from './errors';
import { applicantSessionRules } from '@/domain/applicant-sessions';
import { issueResumeLink } from '@/server/services/applications/resume-codes';
import { markEmailFailed, markEmailSent, rescheduleEmail, type EmailClaim } from './outbox';
import {
  needsChangeLink,
  needsDataRightsCode,
  needsResumeLink,
  opensFiles,
  type RenderEmail,
} from './templates';
import { mintDataRightsCode } from '@/server/services/data-rights/mint-code';
import { issueChangeLink } from '@/server/services/change-requests/change-link';
import type { MailTransport } from './transport';

/** The few pino methods the mail code uses, so tests can pass a recorder. */
export interface MailLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  child(bindings: Record<string, unknown>): MailLogger;
}

export interface DeliveryDeps {
  db: Database;
  transport: MailTransport;
  storage: FileStorage;
  from: string;
  publicUrl: string;
  render: RenderEmail;
  maxAttempts: number;
  /** A receipt or credit note of the email's application as a PDF (an attachment of that kind). */
  renderAccountingDocument?: (applicationId: string, documentId: string) => Promise<Uint8Array>;
}

/** 'lost': our claim expired and another worker took the row over; the outcome is theirs. */
export type DeliveryOutcome = 'sent' | 'retried' | 'failed' | 'lost';

const FIRST_RETRY_SECONDS = 5;
const MAX_RETRY_SECONDS = 3600;

/**
 * Attempts before an email is marked failed: with the delays below the last comes about two
 * days after the first, so an SMTP outage of a day and a half loses nothing
 * (docs/requirements/faults.md).
 */
export const MAX_DELIVERY_ATTEMPTS = 58;

/** Exponential from 5 s, capped at an hour, ±20 % jitter so a recovered server is not stampeded. */
export function retryDelaySeconds(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempt - 1));
  return Math.min(MAX_RETRY_SECONDS, Math.round(base * (0.8 + 0.4 * random())));
}

/** The same for every attempt at one row, so a receiver can drop a copy sent twice. */
export const messageIdFor = (outboxId: string) => `<outbox-${outboxId}@evisa>`;

/** Renders, sends and records the outcome of one claimed row. Logs never carry the address or body. */
/** A stored file's bytes, or a receipt or credit note rendered now. */
async function attachmentContent(
  row: EmailOutboxMessage,
  attachment: EmailAttachment,
  deps: DeliveryDeps,
): Promise<Buffer> {
  if (attachment.storageKey !== undefined) return deps.storage.get(attachment.storageKey);
  if (!deps.renderAccountingDocument || !row.applicationId) {
    throw new Error('no renderer for an accounting document attachment');
  }
  return Buffer.from(
    await deps.renderAccountingDocument(row.applicationId, attachment.accountingDocumentId),
  );
}

export async function deliverEmail(
  row: EmailOutboxMessage,
  deps: DeliveryDeps,
  log: MailLogger,
): Promise<DeliveryOutcome> {
  const claim: EmailClaim = { id: row.id, attempts: row.attempts };
  const { db } = deps;
  // Claimed more times than allowed without an outcome: workers keep dying on this row.
  if (row.attempts > deps.maxAttempts) {
    log.error({}, 'email abandoned: claimed too often without an outcome');
    return (await markEmailFailed(db, claim, 'abandoned after repeated interrupted attempts'))
      ? 'failed'
      : 'lost';
  }
  try {
    const payload = await withLinks(row, deps);
    const rendered = deps.render(
      { template: row.template, language: row.language, payload },
      { publicUrl: deps.publicUrl },
    );
    const attachments = await Promise.all(
      row.attachments.map(async (a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: await attachmentContent(row, a, deps),
      })),
    );
    await deps.transport.send({
      from: deps.from,
      to: row.toAddress,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      language: rendered.language,
      messageId: messageIdFor(row.id),
      attachments,
      ...(rendered.replyTo ? { replyTo: rendered.replyTo } : {}),
    });
  } catch (err) {
    const error = describeError(err);
    if (err instanceof PermanentMailError || row.attempts >= deps.maxAttempts) {
      log.error({ error, permanent: err instanceof PermanentMailError }, 'email failed');
      return (await markEmailFailed(db, claim, error)) ? 'failed' : lost(log);
    }
    const retryInSeconds = retryDelaySeconds(row.attempts);
    log.warn({ error, retryInSeconds }, 'email not delivered; will retry');
    return (await rescheduleEmail(db, claim, retryInSeconds, error)) ? 'retried' : lost(log);
  }
  if (!(await recordSent(deps, claim))) return lost(log);
  log.info({}, 'email sent');
  return 'sent';
}

/**
 * The message is out; failing to record it would send it again once the claim expires, so a
 * brief database hiccup gets a few tries before giving up.
 */
async function recordSent(deps: DeliveryDeps, claim: EmailClaim): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await markEmailSent(deps.db, claim);
    } catch (err) {
      if (attempt >= 3) throw err;
      await sleep(250 * attempt);
    }
  }
}

/**
 * The payload as the template needs it: links back into the application are made now, each
 * with a fresh single-use code, so no secret ever waits in the outbox. A retried delivery makes
 * another code; the one that never left is unused and expires.
 */
async function withLinks(row: EmailOutboxMessage, deps: DeliveryDeps): Promise<unknown> {
  if (needsChangeLink(row.template)) {
    const requestId = (row.payload as { changeRequestId?: unknown }).changeRequestId;
    if (typeof requestId !== 'string')
      throw new PermanentMailError('change link without a request');
    const changeUrl = await issueChangeLink({
      db: deps.db,
      publicUrl: deps.publicUrl,
      requestId,
    });
    if (!changeUrl) throw new PermanentMailError('change request completed or gone');
    return { ...row.payload, changeUrl };
  }
  if (needsDataRightsCode(row.template)) {
    const codeId = (row.payload as { codeId?: unknown }).codeId;
    if (typeof codeId !== 'string')
      throw new PermanentMailError('data-rights code without its row');
    const code = await mintDataRightsCode({ db: deps.db, codeId });
    if (!code) throw new PermanentMailError('data-rights code used or gone');
    return { ...row.payload, code };
  }
  if (!needsResumeLink(row.template)) return row.payload;
  if (!row.applicationId) throw new PermanentMailError('resume link without an application');
  // A link asked for to open the uploaded files opens a full session, briefly
  // (docs/requirements/applicant-sessions.md); every other emailed link opens a limited one.
  const files = opensFiles(row.template);
  const resumeUrl = await issueResumeLink({
    db: deps.db,
    publicUrl: deps.publicUrl,
    applicationId: row.applicationId,
    ...(files ? { opens: 'full', ttlMs: applicantSessionRules.fileLinkMinutes * 60_000 } : {}),
  });
  return { ...row.payload, resumeUrl };
}

function lost(log: MailLogger): DeliveryOutcome {
  log.warn({}, 'email claim expired and was taken over by another worker');
  return 'lost';
}
