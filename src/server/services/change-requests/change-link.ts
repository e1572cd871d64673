import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { CHANGE_LINK_TTL_DAYS } from '@/domain/change-requests';
import { changeRequests, type ChangeRequest, type DatabaseExecutor } from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { generateToken, sha256Hex, TOKEN_SHAPE } from '@/server/lib/secrets';

// The traveller's change link (docs/requirements/change-requests.md). As with resume links
// (docs/decisions/0013-resume-codes.md) the token is minted when the email is delivered, so no
// secret waits in the outbox, and only its hash is stored. Each delivered email replaces the
// previous token: the newest email's link is the one that works. The link works for
// CHANGE_LINK_TTL_DAYS and until every change asked for is sent; then it is refused
// (410 change_request.completed), so it is used once: for one set of changes.

const TOKEN = new RegExp(`^${TOKEN_SHAPE}$`);
const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh link for an open request; undefined when the request is completed or gone. */
export async function issueChangeLink(options: {
  db: DatabaseExecutor;
  publicUrl: string;
  requestId: string;
  now?: Date;
}): Promise<string | undefined> {
  const { db, now = new Date() } = options;
  const token = generateToken();
  const updated = await db
    .update(changeRequests)
    .set({
      tokenHash: sha256Hex(token),
      tokenExpiresAt: new Date(now.getTime() + CHANGE_LINK_TTL_DAYS * DAY_MS),
    })
    .where(and(eq(changeRequests.id, options.requestId), eq(changeRequests.state, 'open')))
    .returning({ id: changeRequests.id });
  if (updated.length === 0) return undefined;
  return `${options.publicUrl}/fix#${new URLSearchParams({ token }).toString()}`;
}

/**
 * The request a token opens, locked FOR UPDATE when `lock` (inside the caller's transaction).
 * Unknown, replaced or expired: 404 change_request.link_invalid; completed: 410.
 */
export async function requestForToken(
  db: DatabaseExecutor,
  token: string,
  now: Date,
  lock = false,
): Promise<ChangeRequest> {
  if (!TOKEN.test(token)) throw new HttpError('change_request.link_invalid');
  const query = db
    .select()
    .from(changeRequests)
    .where(
      and(eq(changeRequests.tokenHash, sha256Hex(token)), gt(changeRequests.tokenExpiresAt, now)),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError('change_request.link_invalid');
  if (row.state !== 'open') throw new HttpError('change_request.completed');
  return row;
}

/** Notes the first time the link was opened. */
export async function markLinkUsed(db: DatabaseExecutor, requestId: string, now: Date) {
  await db
    .update(changeRequests)
    .set({ usedAt: sql`coalesce(${changeRequests.usedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(changeRequests.id, requestId), isNull(changeRequests.usedAt)));
}
