import { and, asc, count, eq, gt, inArray, lt } from 'drizzle-orm';
import { staffLoginFailures, type DatabaseExecutor } from '@/server/db';

/** 10 failures within 15 minutes, per address and per username (password or code). */
const LOGIN_FAILURE_LIMIT = 10;
const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const failureKeys = (ip: string, username?: string): string[] =>
  username ? [`ip:${ip}`, `user:${username}`] : [`ip:${ip}`];

/**
 * Seconds until the busiest of the keys drops below the limit, or 0 when none is at it. Rows
 * live in the database, so the limit holds across processes and restarts.
 */
export async function loginRetryAfterSeconds({
  db,
  keys,
  now,
}: {
  db: DatabaseExecutor;
  keys: string[];
  now: Date;
}): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  let wait = 0;
  for (const key of keys) {
    const [row] = await db
      .select({ failures: count() })
      .from(staffLoginFailures)
      .where(and(eq(staffLoginFailures.key, key), gt(staffLoginFailures.failedAt, since)));
    if (!row || row.failures < LOGIN_FAILURE_LIMIT) continue;
    // The window frees up when the oldest failure that keeps it at the limit ages out.
    const recent = await db
      .select({ failedAt: staffLoginFailures.failedAt })
      .from(staffLoginFailures)
      .where(and(eq(staffLoginFailures.key, key), gt(staffLoginFailures.failedAt, since)))
      .orderBy(asc(staffLoginFailures.failedAt))
      .limit(1)
      .offset(row.failures - LOGIN_FAILURE_LIMIT);
    const freesAt = (recent[0]?.failedAt ?? now).getTime() + LOGIN_FAILURE_WINDOW_MS;
    wait = Math.max(wait, Math.ceil((freesAt - now.getTime()) / 1000), 1);
  }
  return wait;
}

export async function recordLoginFailure({
  db,
  keys,
  now,
}: {
  db: DatabaseExecutor;
  keys: string[];
  now: Date;
}): Promise<void> {
  await db.insert(staffLoginFailures).values(keys.map((key) => ({ key, failedAt: now })));
  // Old rows only ever matter for a window; dropping them keeps the table small.
  await db
    .delete(staffLoginFailures)
    .where(
      and(
        inArray(staffLoginFailures.key, keys),
        lt(staffLoginFailures.failedAt, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)),
      ),
    );
}

/** A completed sign-in clears the username's count (the address keeps its own). */
export async function clearLoginFailures({
  db,
  username,
}: {
  db: DatabaseExecutor;
  username: string;
}): Promise<void> {
  await db.delete(staffLoginFailures).where(eq(staffLoginFailures.key, `user:${username}`));
}
