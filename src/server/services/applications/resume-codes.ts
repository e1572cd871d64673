import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import {
  applicantSessions,
  resumeCodes,
  type Database,
  type DatabaseExecutor,
  type SessionScope,
} from '@/server/db';
import { applicantSessionRules } from '@/domain/applicant-sessions';
import { HttpError } from '@/server/lib/http-errors';
import { generateToken, sha256Hex, TOKEN_SHAPE } from '@/server/lib/secrets';
import { generateAccessToken } from './access-token';

// Emailed links carry a resume code, never the access token (docs/decisions/0013-resume-codes.md):
// the code is minted when the email is delivered, so no secret waits in the outbox; it can be
// exchanged once, within RESUME_CODE_TTL_MS, for a new applicant session.

export const RESUME_CODE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const CODE = new RegExp(`^${TOKEN_SHAPE}$`);

/** The payment provider's return link carries a code that lives only as long as a checkout. */
export const RETURN_CODE_TTL_MS = 2 * 60 * 60 * 1000;

/**
 * A fresh single-use code for the application; only its hash is stored. `opens`: the scope of
 * the session it opens (docs/requirements/applicant-sessions.md): a link in an email opens an
 * `emailed` session unless the traveller asked for it minutes ago to open their files.
 */
export async function issueResumeCode(options: {
  db: DatabaseExecutor;
  applicationId: string;
  ttlMs?: number;
  opens?: SessionScope;
  now?: Date;
}): Promise<string> {
  const {
    db,
    applicationId,
    ttlMs = RESUME_CODE_TTL_MS,
    opens = 'emailed',
    now = new Date(),
  } = options;
  const code = generateToken();
  await db.insert(resumeCodes).values({
    applicationId,
    codeHash: sha256Hex(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
    opens,
  });
  return code;
}

/** The link back into the wizard, with a fresh code; the code travels in the fragment. */
export async function issueResumeLink(options: {
  db: DatabaseExecutor;
  publicUrl: string;
  applicationId: string;
  ttlMs?: number;
  opens?: SessionScope;
  now?: Date;
}): Promise<string> {
  const code = await issueResumeCode(options);
  return `${options.publicUrl}/apply/resume#${new URLSearchParams({ code }).toString()}`;
}

export interface ResumedSession {
  applicationId: string;
  applicationNumber: string;
  accessToken: string;
}

/**
 * Spends a resume code and opens a new session for its application. A code that is unknown,
 * expired or already spent gets one 404: the caller learns nothing about which it was. The
 * conditional update makes a code single-use even when two requests race.
 */
export async function exchangeResumeCode(options: {
  db: Database;
  code: string;
  now?: Date;
}): Promise<ResumedSession> {
  const { db, code, now = new Date() } = options;
  if (!CODE.test(code)) throw new HttpError('resume.code_invalid');
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(resumeCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(resumeCodes.codeHash, sha256Hex(code)),
          isNull(resumeCodes.usedAt),
          gt(resumeCodes.expiresAt, now),
        ),
      )
      .returning({
        id: resumeCodes.id,
        applicationId: resumeCodes.applicationId,
        opens: resumeCodes.opens,
      });
    if (!spent) throw new HttpError('resume.code_invalid');
    const application = await tx.query.applications.findFirst({
      where: (t, { eq: equals }) => equals(t.id, spent.applicationId),
      columns: { id: true, applicationNumber: true },
    });
    if (!application) throw new HttpError('resume.code_invalid');
    const { token, hash } = generateAccessToken();
    await tx.insert(applicantSessions).values({
      tokenHash: hash,
      applicationId: application.id,
      resumeCodeId: spent.id,
      createdAt: now,
      lastUsedAt: now,
      scope: spent.opens,
    });
    // Following a link proves the address it was sent to, when that is still the application's
    // (resume links go to the first address; docs/requirements/limits.md, "No mail relay").
    await tx.execute(sql`update applications set email_verified_at = ${now.toISOString()}
      where id = ${application.id} and email_verified_at is null
        and (original_email is null or lower(original_email) = lower(email))`);
    return {
      applicationId: application.id,
      applicationNumber: application.applicationNumber,
      accessToken: token,
    };
  });
}

/** Removes codes that can no longer be used (expired, or spent more than a day ago). */
export async function purgeResumeCodes(db: DatabaseExecutor, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const removed = await db
    .delete(resumeCodes)
    .where(or(lt(resumeCodes.expiresAt, now), lt(resumeCodes.usedAt, dayAgo)))
    .returning({ id: resumeCodes.id });
  return removed.length;
}

/**
 * Removes sessions that have been over for a while: ended, or idle past their end, for as long
 * again (until then a browser holding one is told why it was let go;
 * docs/requirements/applicant-sessions.md).
 */
export async function purgeApplicantSessions(
  db: DatabaseExecutor,
  now = new Date(),
): Promise<number> {
  const period = applicantSessionRules.idleDays * 24 * 60 * 60 * 1000;
  const removed = await db
    .delete(applicantSessions)
    .where(
      or(
        lt(applicantSessions.endedAt, new Date(now.getTime() - period)),
        lt(applicantSessions.lastUsedAt, new Date(now.getTime() - 2 * period)),
      ),
    )
    .returning({ tokenHash: applicantSessions.tokenHash });
  return removed.length;
}
