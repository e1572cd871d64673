import { and, asc, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { staffLoginFailures, type Database, type DatabaseExecutor } from '@/server/db';
import { TooManyLoginAttempts } from './staff-errors';

/** 10 failures within 15 minutes, per address and per username (password or code). */
const LOGIN_FAILURE_LIMIT = 10;
const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const failureKeys = (ip: string, username?: string): string[] =>
  username ? [`ip:${ip}`, `user:${username}`] : [`ip:${ip}`];

/**
 * Seconds until the busiest of the keys drops below the limit, or 0 when none is at it. Rows
 * live in the database, so the limit holds across processes and restarts.
 */
async function loginRetryAfterSeconds({
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

/** The failure rows an attempt reserved: they stay when it fails, and go when it succeeds. */
export interface LoginAttempt {
  ids: string[];
}

/** The advisory-lock namespace of sign-in keys (two-int form, apart from the migrations' lock). */
const SIGN_IN_LOCK_SPACE = 0x51676e;

/**
 * Reserves one attempt for every key before a password or code is evaluated, or refuses with
 * the wait when any key is at its limit. The check and the reservation happen under a lock per
 * key in one transaction, so of any number of parallel attempts at most the limit are
 * evaluated (docs/requirements/limits.md). The reserved rows are the failures if the attempt
 * fails; releaseLoginAttempt removes them when it succeeds.
 */
export async function reserveLoginAttempt({
  db,
  keys,
  now,
}: {
  db: Database;
  keys: string[];
  now: Date;
}): Promise<LoginAttempt> {
  return db.transaction(async (tx) => {
    // Sorted, so two attempts that share keys always lock them in the same order.
    for (const key of [...keys].sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(${SIGN_IN_LOCK_SPACE}, hashtext(${key}))`);
    }
    const retryAfter = await loginRetryAfterSeconds({ db: tx, keys, now });
    if (retryAfter > 0) throw new TooManyLoginAttempts(retryAfter);
    const rows = await tx
      .insert(staffLoginFailures)
      .values(keys.map((key) => ({ key, failedAt: now })))
      .returning({ id: staffLoginFailures.id });
    await pruneLoginFailures(tx, keys, now);
    return { ids: rows.map((row) => row.id) };
  });
}

/** An attempt that succeeded is not a failure: its reservation is removed. */
export async function releaseLoginAttempt({
  db,
  attempt,
}: {
  db: DatabaseExecutor;
  attempt: LoginAttempt;
}): Promise<void> {
  if (attempt.ids.length === 0) return;
  await db.delete(staffLoginFailures).where(inArray(staffLoginFailures.id, attempt.ids));
}

/** Old rows only ever matter for a window; dropping them keeps the table small. */
async function pruneLoginFailures(db: DatabaseExecutor, keys: string[], now: Date) {
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
