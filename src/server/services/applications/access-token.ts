import { eq, getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import { applications, type Application, type Database } from '@/server/db';
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

export interface ApplicationAccess {
  application: Application;
  /** The token that opened it, for links sent back to the applicant. */
  accessToken: string;
  /** Its applicants and current agreement, when asked for (`withParts`): the read needs them. */
  parts?: ApplicationParts;
}

/**
 * The application's columns, and whether the token's hash opens a session on it (a session
 * opened with an emailed resume code, services/applications/resume-codes.ts). Written out in
 * SQL, as applicationPartsColumns is (drizzle's column names are unqualified here).
 */
const accessColumns = () => ({
  ...getTableColumns(applications),
  hasSession: sql<boolean>`exists (select 1 from applicant_sessions s
    where s.token_hash = ${sql.placeholder('hash')} and s.application_id = applications.id)`,
});

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

/** The application's own token (compared in constant time) or one of its sessions. */
function opens(row: { accessTokenHash: string; hasSession: boolean }, hash: string): boolean {
  return constantTimeEqual(hash, row.accessTokenHash, 'hex') || row.hasSession;
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
  { withParts = false }: { withParts?: boolean } = {},
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
    if (!row || !opens(row, hash)) throw new HttpError('application.not_found');
    const { hasSession: _session, applicants, agreement, ...application } = row;
    return {
      application,
      accessToken: token,
      parts: applicationPartsFrom({ applicants, agreement }),
    };
  }
  const [row] = await statements.plain.execute(params);
  if (!row || !opens(row, hash)) throw new HttpError('application.not_found');
  const { hasSession: _session, ...application } = row;
  return { application, accessToken: token };
}
