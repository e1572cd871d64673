import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  applicantSessions,
  applications,
  type Application,
  type DatabaseExecutor,
} from '@/server/db';
import { notFound, unauthorized } from '@/server/lib/http-errors';

/** The applicant's secret for one application: 256 random bits, shown once, stored hashed. */
export function generateAccessToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashAccessToken(token) };
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const ZUuid = z.uuid();

/** The token of an `Authorization: Bearer <token>` header; the scheme is case-insensitive (RFC 9110). */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(authorization?.trim() ?? '');
  return match?.[1];
}

export interface ApplicationAccess {
  application: Application;
  /** The token that opened it, for links sent back to the applicant. */
  accessToken: string;
}

/**
 * Loads the application the bearer token opens. No token: 401. A wrong token, an unknown id
 * or a malformed id: the same 404, so a caller learns nothing about which applications exist.
 * Routes reach it only through the applicant-access hook (plugins/applicant-access.ts).
 */
export async function requireApplicationAccess(
  db: DatabaseExecutor,
  applicationId: unknown,
  authorization: string | undefined,
): Promise<ApplicationAccess> {
  const token = bearerToken(authorization);
  if (!token) throw unauthorized('This application needs its access token.');
  const id = ZUuid.safeParse(applicationId);
  if (!id.success) throw notFound('Application not found');
  const [row] = await db.select().from(applications).where(eq(applications.id, id.data));
  const hash = hashAccessToken(token);
  const given = Buffer.from(hash, 'hex');
  const expected = Buffer.from(row?.accessTokenHash ?? '0'.repeat(64), 'hex');
  const opened =
    row !== undefined &&
    ((given.length === expected.length && timingSafeEqual(given, expected)) ||
      (await hasSession(db, row.id, hash)));
  if (!opened) throw notFound('Application not found');
  return { application: row, accessToken: token };
}

/** A session opened with an emailed resume code (services/applications/resume-codes.ts). */
async function hasSession(db: DatabaseExecutor, applicationId: string, tokenHash: string) {
  const [session] = await db
    .select({ applicationId: applicantSessions.applicationId })
    .from(applicantSessions)
    .where(
      and(
        eq(applicantSessions.tokenHash, tokenHash),
        eq(applicantSessions.applicationId, applicationId),
      ),
    );
  return session !== undefined;
}
