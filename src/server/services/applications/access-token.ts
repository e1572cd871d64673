import { eq, getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import { applicantSessionRules, dueForTouch, sessionEnded } from '@/domain/applicant-sessions';
import {
  applicantSessions,
  applications,
  type Application,
  type Database,
  type SessionScope,
} from '@/server/db';
import { bearerToken } from '@/server/lib/bearer';
import { HttpError } from '@/server/lib/http-errors';
import { constantTimeEqual, generateToken, sha256Hex } from '@/server/lib/secrets';
import {
  applicationPartsColumns,
  applicationPartsFrom,
  type ApplicationParts,
} from './get-application';

/** The applicant's secret for one application: 256 random bits, shown once, stored hashed. */
export function generateAccessToken(): { token: string; hash: string } {
  const token = generateToken();
  return { token, hash: sha256Hex(token) };
}

const ZUuid = z.uuid();

/** Which of the application's keys opened it (docs/requirements/applicant-sessions.md). */
export interface ApplicantSessionInfo {
  /** 'first': the application's own token, held by the browser that created it; 'resumed': a session opened with a code. */
  kind: 'first' | 'resumed';
  scope: SessionScope;
  tokenHash: string;
}

export interface ApplicationAccess {
  application: Application;
  /** The token that opened it, for links sent back to the applicant. */
  accessToken: string;
  session: ApplicantSessionInfo;
  /** Its applicants and current agreement, when asked for (`withParts`): the read needs them. */
  parts?: ApplicationParts;
}

/**
 * The application's columns, and the session the token's hash opens on it, if any (a session
 * opened with a resume code, services/applications/resume-codes.ts): its scope and last use.
 * Written out in SQL, as applicationPartsColumns is (drizzle's column names are unqualified here).
 */
const theSession = sql`from applicant_sessions s
  where s.token_hash = ${sql.placeholder('hash')} and s.application_id = applications.id`;
const accessColumns = () => ({
  ...getTableColumns(applications),
  sessionScope: sql<SessionScope | null>`(select s.scope ${theSession})`,
  sessionLastUsedAt: sql<Date | null>`(select s.last_used_at ${theSession})`.mapWith(
    applicantSessions.lastUsedAt,
  ),
  sessionEndedAt: sql<Date | null>`(select s.ended_at ${theSession})`.mapWith(
    applicantSessions.endedAt,
  ),
});
type AccessRow = Application & {
  sessionScope: SessionScope | null;
  sessionLastUsedAt: Date | null;
  sessionEndedAt: Date | null;
};

/**
 * The access check's two statements, each one query: the application by id with whether the
 * token opens a session on it, and the same with its applicants and current agreement for the
 * applicant's read. Prepared once per database (named statements on PostgreSQL), so neither
 * drizzle nor PostgreSQL builds or plans them again per request
 * (docs/decisions/0021-server-throughput.md).
 */
function prepare(db: Database) {
  const where = eq(applications.id, sql.placeholder('id'));
  return {
    plain: db.select(accessColumns()).from(applications).where(where).prepare('applicant_access'),
    withParts: db
      .select({ ...accessColumns(), ...applicationPartsColumns })
      .from(applications)
      .where(where)
      .prepare('applicant_access_with_parts'),
  };
}
const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();
function statementsFor(db: Database) {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = prepare(db)));
  return statements;
}

/** The application's own token (compared in constant time) or one of its sessions, with its last use. */
function sessionOf(
  row: AccessRow,
  hash: string,
): (ApplicantSessionInfo & { lastUsedAt: Date; endedAt: Date | null }) | undefined {
  if (constantTimeEqual(hash, row.accessTokenHash, 'hex')) {
    const lastUsedAt = row.accessTokenUsedAt ?? row.createdAt;
    return {
      kind: 'first',
      scope: 'full',
      tokenHash: hash,
      lastUsedAt,
      endedAt: row.accessTokenEndedAt,
    };
  }
  if (row.sessionScope && row.sessionLastUsedAt) {
    return {
      kind: 'resumed',
      scope: row.sessionScope,
      tokenHash: hash,
      lastUsedAt: row.sessionLastUsedAt,
      endedAt: row.sessionEndedAt,
    };
  }
  return undefined;
}

/**
 * The session the token opens, if it has not ended; its last use is moved forward (at most
 * once an hour, so a read stays a read). A token that opened the application once but whose
 * session has ended gets its own 401, so the traveller is told why and what to do.
 */
async function admit(
  db: Database,
  row: AccessRow | undefined,
  hash: string,
  now: Date,
): Promise<ApplicantSessionInfo> {
  const found = row && sessionOf(row, hash);
  // Anonymised (erased by the traveller, or by retention): nothing of theirs is left to open.
  if (!row || !found || row.anonymisedAt) throw new HttpError('application.not_found');
  const { lastUsedAt, endedAt, ...session } = found;
  if (endedAt || sessionEnded({ lastUsedAt, decidedAt: row.decidedAt, now })) {
    throw new HttpError('application.session_ended', { count: applicantSessionRules.idleDays });
  }
  if (dueForTouch(lastUsedAt, now)) await touch(db, row.id, session, now);
  return session;
}

// Raw SQL for the application's own token: an update through drizzle would move updated_at,
// which means the application changed (staff sort by it); its use is not a change.
async function touch(
  db: Database,
  applicationId: string,
  session: ApplicantSessionInfo,
  now: Date,
) {
  if (session.kind === 'first') {
    await db.execute(
      sql`update applications set access_token_used_at = ${now.toISOString()} where id = ${applicationId}`,
    );
  } else {
    await db
      .update(applicantSessions)
      .set({ lastUsedAt: now })
      .where(eq(applicantSessions.tokenHash, session.tokenHash));
  }
}

/**
 * Loads the application the bearer token opens, in one query. No token: 401. A wrong token, an
 * unknown id or a malformed id: the same 404, so a caller learns nothing about which
 * applications exist. `withParts` loads its applicants and current agreement in the same
 * query. Routes reach it only through the applicant-access hook (plugins/applicant-access.ts).
 */
export async function requireApplicationAccess(
  db: Database,
  applicationId: unknown,
  authorization: string | undefined,
  { withParts = false, now = new Date() }: { withParts?: boolean; now?: Date } = {},
): Promise<ApplicationAccess> {
  const token = bearerToken(authorization);
  if (!token) throw new HttpError('application.token_required');
  const id = ZUuid.safeParse(applicationId);
  if (!id.success) throw new HttpError('application.not_found');
  const hash = sha256Hex(token);
  const params = { id: id.data, hash };
  const statements = statementsFor(db);
  if (withParts) {
    const [row] = await statements.withParts.execute(params);
    const session = await admit(db, row, hash, now);
    const {
      sessionScope: _s,
      sessionLastUsedAt: _l,
      sessionEndedAt: _e,
      applicants,
      agreement,
      ...application
    } = row!;
    return {
      application,
      accessToken: token,
      session,
      parts: applicationPartsFrom({ applicants, agreement }),
    };
  }
  const [row] = await statements.plain.execute(params);
  const session = await admit(db, row, hash, now);
  const { sessionScope: _s, sessionLastUsedAt: _l, sessionEndedAt: _e, ...application } = row!;
  return { application, accessToken: token, session };
}
