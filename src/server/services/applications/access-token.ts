import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import { applicantSessionRules, dueForTouch, sessionEnded } from '@/domain/applicant-sessions';
import {
  applicantSessions,
  applications,
  type Application,
  type Database,
  type SessionScope,
} from '@/server/db';
import { cacheResults } from '@/server/db/client';
import { bearerToken } from '@/server/lib/bearer';
import { HttpError } from '@/server/lib/http-errors';
import { constantTimeEqual, generateToken, sha256Hex } from '@/server/lib/secrets';
import {
  applicationPartsColumns,
  applicationPartsFrom,
  type ApplicationParts,
  type ViewApplication,
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
}

/** What the applicant's read needs: the view's columns, its applicants and agreement. */
export interface ApplicantViewAccess extends Omit<ApplicationAccess, 'application'> {
  application: ViewApplication;
  parts: ApplicationParts;
}

/**
 * What the access check reads of an application: whose token it is, whether that token's use
 * has ended, and whether the application is still there to open (not anonymised, decided when).
 */
const accessFields = {
  id: applications.id,
  accessTokenHash: applications.accessTokenHash,
  accessTokenUsedAt: applications.accessTokenUsedAt,
  accessTokenEndedAt: applications.accessTokenEndedAt,
  createdAt: applications.createdAt,
  anonymisedAt: applications.anonymisedAt,
  decidedAt: applications.decidedAt,
};

/**
 * The columns of the application the applicant's own view shows (get-application.ts,
 * `ViewApplication`): the read selects these, not the whole row, since each column costs the
 * database, the driver and the row mapping on every read (docs/decisions/0021-server-throughput.md).
 */
const viewFields = {
  ...accessFields,
  applicationNumber: applications.applicationNumber,
  status: applications.status,
  visaType: applications.visaType,
  touristValidity: applications.touristValidity,
  processingTime: applications.processingTime,
  transportation: applications.transportation,
  portOfArrival: applications.portOfArrival,
  email: applications.email,
  countryCode: applications.countryCode,
  phone: applications.phone,
  language: applications.language,
  numberOfApplicants: applications.numberOfApplicants,
  travelInsurance: applications.travelInsurance,
  travelEsim: applications.travelEsim,
  pricing: applications.pricing,
  totalAmount: applications.totalAmount,
  updatedAt: applications.updatedAt,
  submittedAt: applications.submittedAt,
  paidAt: applications.paidAt,
  documentsCompletedAt: applications.documentsCompletedAt,
} satisfies Partial<Record<keyof Application, unknown>>;

/**
 * The session the token's hash opens on the application, if any (a session opened with a
 * resume code, services/applications/resume-codes.ts): its scope, last use and end. One left
 * join: the hash is the sessions' primary key, so it matches at most one row.
 */
const sessionFields = {
  sessionScope: applicantSessions.scope,
  sessionLastUsedAt: applicantSessions.lastUsedAt,
  sessionEndedAt: applicantSessions.endedAt,
};
type AccessRow = Pick<Application, keyof typeof accessFields> & {
  sessionScope: SessionScope | null;
  sessionLastUsedAt: Date | null;
  sessionEndedAt: Date | null;
};

/**
 * The access check's two statements, each one query: the whole application by id with the
 * session the token opens on it, and, for the applicant's read, the columns its view shows with
 * its applicants and current agreement. Prepared once per database (named statements on
 * PostgreSQL), so neither drizzle nor PostgreSQL builds or plans them again per request
 * (docs/decisions/0021-server-throughput.md).
 */
function prepare(db: Database) {
  const where = eq(applications.id, sql.placeholder('id'));
  const theSession = and(
    eq(applicantSessions.tokenHash, sql.placeholder('hash')),
    eq(applicantSessions.applicationId, applications.id),
  );
  const view = db
    .select({ ...viewFields, ...sessionFields, ...applicationPartsColumns })
    .from(applications)
    .leftJoin(applicantSessions, theSession)
    .where(where)
    .prepare('applicant_view_access');
  // The read the applicant's page repeats: kept while nothing it reads changes (on either
  // database). It reads tables only; the session's idle time is judged here, against the clock.
  cacheResults(db, view);
  return {
    plain: db
      .select({ ...getTableColumns(applications), ...sessionFields })
      .from(applications)
      .leftJoin(applicantSessions, theSession)
      .where(where)
      .prepare('applicant_access'),
    view,
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
 * The check both statements share: 401 without a token; the same 404 for a malformed id, an
 * unknown one or a wrong token; `load` runs the statement with the id and the token's hash. The
 * row comes back without the session's columns.
 */
async function admitWith<R extends AccessRow>(
  db: Database,
  load: (params: { id: string; hash: string }) => Promise<R[]>,
  applicationId: unknown,
  authorization: string | undefined,
  now: Date,
) {
  const token = bearerToken(authorization);
  if (!token) throw new HttpError('application.token_required');
  const id = ZUuid.safeParse(applicationId);
  if (!id.success) throw new HttpError('application.not_found');
  const hash = sha256Hex(token);
  const [row] = await load({ id: id.data, hash });
  const session = await admit(db, row, hash, now);
  return { accessToken: token, session, row: withoutSession(row!) };
}

/**
 * The row without the session's columns. For a kept (frozen) row, the same frozen object each
 * time, so what is built from it can be kept with it (routes/api/applications/application).
 */
const withoutSessions = new WeakMap<object, object>();
function withoutSession<R extends AccessRow>(row: R) {
  const known = withoutSessions.get(row);
  if (known) return known as Omit<R, keyof typeof sessionFields>;
  const { sessionScope: _s, sessionLastUsedAt: _l, sessionEndedAt: _e, ...rest } = row;
  if (Object.isFrozen(row)) withoutSessions.set(row, Object.freeze(rest));
  return rest;
}

/**
 * Loads the application the bearer token opens, in one query. No token: 401. A wrong token, an
 * unknown id or a malformed id: the same 404, so a caller learns nothing about which
 * applications exist. Routes reach it only through the applicant-access hook
 * (plugins/applicant-access.ts).
 */
export async function requireApplicationAccess(
  db: Database,
  applicationId: unknown,
  authorization: string | undefined,
  { now = new Date() }: { now?: Date } = {},
): Promise<ApplicationAccess> {
  const load = (params: { id: string; hash: string }) => statementsFor(db).plain.execute(params);
  const { row, ...access } = await admitWith(db, load, applicationId, authorization, now);
  return { application: row, ...access };
}

/**
 * The same check for the applicant's read, in one query that also loads what the view shows:
 * the view's columns of the application, its applicants and its current agreement.
 */
export async function requireApplicantView(
  db: Database,
  applicationId: unknown,
  authorization: string | undefined,
  { now = new Date() }: { now?: Date } = {},
): Promise<ApplicantViewAccess> {
  const load = (params: { id: string; hash: string }) => statementsFor(db).view.execute(params);
  const { row, ...access } = await admitWith(db, load, applicationId, authorization, now);
  return { ...viewOf(row), ...access };
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof prepare>['view']['execute']>>[number];
type View = Pick<ApplicantViewAccess, 'application' | 'parts'>;

/**
 * The application and its parts, apart. For a kept (frozen) row, built once and frozen: the
 * read's route keeps its answer with them (routes/api/applications/application/index.ts).
 */
const views = new WeakMap<object, View>();
function viewOf(row: Omit<ViewRow, keyof typeof sessionFields>): View {
  const known = views.get(row);
  if (known) return known;
  const { applicants, agreement, ...application } = row;
  const parts = applicationPartsFrom({ applicants, agreement });
  if (!Object.isFrozen(row)) return { application, parts };
  const view = Object.freeze({ application: Object.freeze(application), parts });
  views.set(row, view);
  return view;
}
