import { and, count, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { normalizeApplicationNumber } from '@/domain/application-number';
import { dataRightsRules } from '@/domain/data-rights';
import {
  applications,
  dataRightsCodes,
  type Application,
  type Database,
  type DatabaseExecutor,
} from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { constantTimeEqual, generateToken, sha256Hex, TOKEN_SHAPE } from '@/server/lib/secrets';
import { notifyMailWorker } from '@/server/services/mail/mail-worker';
import { queueEmail } from '@/server/services/mail/outbox';
import { mayEmailApplicant } from '@/server/services/mail/unverified-throttle';
import { codeHash } from './mint-code';

// The emailed code that proves the traveller holds the application's mailbox before they
// download or erase its data (docs/requirements/privacy.md, "Access and erasure"). As with
// resume links (docs/decisions/0013-resume-codes.md) the code is minted when the email is
// delivered, so the outbox never holds it, and only hashes are stored. A code works once, for
// 15 minutes from delivery, and dies after 5 wrong tries; exchanged, it becomes a 30-minute
// grant (a 256-bit token) that the download and the erasure take.

const MINUTE_MS = 60_000;
const GRANT = new RegExp(`^${TOKEN_SHAPE}$`);
/** Codes one application may be sent in an hour, however many addresses ask. */
const DATA_RIGHTS_CODES_PER_HOUR = 5;

/** The application with this number and current address, as the status check finds it. */
async function findByNumberAndEmail(
  db: DatabaseExecutor,
  email: string,
  applicationNumber: string,
): Promise<Application | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.applicationNumber, normalizeApplicationNumber(applicationNumber)),
        eq(sql`lower(${applications.email})`, email.trim().toLowerCase()),
        isNull(applications.anonymisedAt),
      ),
    );
  return row;
}

/**
 * POST /api/applications/data-rights/codes: emails a code to the application's address. The same
 * 404 as the status check when the number and the address do not match (the status check says
 * as much already); 429 past the limits for the application.
 */
export async function requestDataRightsCode({
  db,
  email,
  applicationNumber,
  now = new Date(),
}: {
  db: Database;
  email: string;
  applicationNumber: string;
  now?: Date;
}): Promise<void> {
  const application = await findByNumberAndEmail(db, email, applicationNumber);
  if (!application) throw new HttpError('status_check.not_found');
  const queued = await db.transaction(async (tx) => {
    // Serialises requests for one application, so the hourly count below holds under a race.
    await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, application.id))
      .for('update');
    const [recent] = await tx
      .select({ n: count() })
      .from(dataRightsCodes)
      .where(
        and(
          eq(dataRightsCodes.applicationId, application.id),
          gt(dataRightsCodes.createdAt, new Date(now.getTime() - 60 * MINUTE_MS)),
        ),
      );
    if ((recent?.n ?? 0) >= DATA_RIGHTS_CODES_PER_HOUR) return false;
    const to = application.email;
    if (!(await mayEmailApplicant(tx, { application, template: 'data-rights-code', to, now })))
      return false;
    const [row] = await tx
      .insert(dataRightsCodes)
      .values({ applicationId: application.id, createdAt: now })
      .returning({ id: dataRightsCodes.id });
    if (!row) throw new Error('the code row was not written');
    return queueEmail(tx, {
      idempotencyKey: `data-rights-code:${row.id}`,
      template: 'data-rights-code',
      to,
      language: application.language,
      applicationId: application.id,
      payload: {
        applicationNumber: application.applicationNumber,
        codeId: row.id,
        minutes: dataRightsRules.codeMinutes,
      },
    });
  });
  if (!queued) throw new HttpError('request.rate_limited');
  notifyMailWorker();
}

export interface DataRightsGrant {
  grant: string;
  expiresAt: Date;
  application: Application;
}

/**
 * POST /api/applications/data-rights/grants: the code for this number and address, exchanged
 * once for a grant. Every live code of the application counts the try, in a transaction of its
 * own that commits before a wrong code is refused, so five wrong tries end a code however they
 * are spread or raced. Wrong, expired, spent and unknown all get the one 400.
 */
export async function exchangeDataRightsCode({
  db,
  email,
  applicationNumber,
  code,
  now = new Date(),
}: {
  db: Database;
  email: string;
  applicationNumber: string;
  code: string;
  now?: Date;
}): Promise<DataRightsGrant> {
  const application = await findByNumberAndEmail(db, email, applicationNumber);
  if (!application) throw new HttpError('data_rights.code_invalid');
  const grant = generateToken();
  const expiresAt = new Date(now.getTime() + dataRightsRules.grantMinutes * MINUTE_MS);
  const matched = await db.transaction(async (tx) => {
    const live = await tx
      .update(dataRightsCodes)
      .set({ attempts: sql`${dataRightsCodes.attempts} + 1` })
      .where(
        and(
          eq(dataRightsCodes.applicationId, application.id),
          isNull(dataRightsCodes.usedAt),
          isNotNull(dataRightsCodes.codeHash),
          gt(dataRightsCodes.expiresAt, now),
          lt(dataRightsCodes.attempts, dataRightsRules.codeAttempts),
        ),
      )
      .returning({ id: dataRightsCodes.id, hash: dataRightsCodes.codeHash });
    const hit = live.find((row) => row.hash && constantTimeEqual(codeHash(row.id, code), row.hash));
    if (!hit) return false;
    // Spent with a condition, so of two requests racing with the right code only one wins.
    const spent = await tx
      .update(dataRightsCodes)
      .set({ usedAt: now, grantHash: sha256Hex(grant), grantExpiresAt: expiresAt })
      .where(and(eq(dataRightsCodes.id, hit.id), isNull(dataRightsCodes.usedAt)))
      .returning({ id: dataRightsCodes.id });
    return spent.length > 0;
  });
  if (!matched) throw new HttpError('data_rights.code_invalid');
  return { grant, expiresAt, application };
}

/**
 * The application a grant opens, or 404 data_rights.grant_invalid: malformed, unknown, expired,
 * or its application erased (the erasure deletes the grant with the other codes).
 */
export async function applicationForGrant(
  db: DatabaseExecutor,
  grant: string,
  now: Date,
): Promise<Application> {
  if (!GRANT.test(grant)) throw new HttpError('data_rights.grant_invalid');
  const [row] = await db
    .select({ application: applications })
    .from(dataRightsCodes)
    .innerJoin(applications, eq(applications.id, dataRightsCodes.applicationId))
    .where(
      and(eq(dataRightsCodes.grantHash, sha256Hex(grant)), gt(dataRightsCodes.grantExpiresAt, now)),
    );
  if (!row || row.application.anonymisedAt) throw new HttpError('data_rights.grant_invalid');
  return row.application;
}
