import { and, eq, lte, or } from 'drizzle-orm';
import { staffSessions, staffUsers, type DatabaseExecutor } from '@/server/db';
import { generateToken, sha256Hex } from '@/server/lib/secrets';
import type { StaffRole } from '@/domain/staff-roles';
import { STAFF_SESSION_IDLE_MS, STAFF_SESSION_MAX_MS } from '@/domain/staff-sessions';

export interface AuthenticatedStaff {
  id: string;
  username: string;
  role: StaffRole;
  /** A generated password not yet replaced: only the password change is open (staff-auth.ts). */
  passwordMustChange: boolean;
  sessionId: string;
}

/** A new session: the token goes to the client once; only its SHA-256 is stored. */
export async function createStaffSession({
  db,
  staffUserId,
  ip,
  userAgent,
  now,
}: {
  db: DatabaseExecutor;
  staffUserId: string;
  ip: string;
  userAgent?: string;
  now: Date;
}): Promise<{ token: string; expiresAt: Date }> {
  await db
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.staffUserId, staffUserId),
        or(
          lte(staffSessions.expiresAt, now),
          lte(staffSessions.lastSeenAt, new Date(now.getTime() - STAFF_SESSION_IDLE_MS)),
        ),
      ),
    );
  const token = generateToken();
  // The absolute end; 30 idle minutes end the session sooner.
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_MAX_MS);
  await db.insert(staffSessions).values({
    tokenHash: sha256Hex(token),
    staffUserId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip,
    userAgent: userAgent?.slice(0, 500),
  });
  return { token, expiresAt };
}

/** When the session ends if nothing else happens: idle timeout or the absolute end. */
const sessionExpiry = (lastSeen: Date, absolute: Date) =>
  new Date(Math.min(lastSeen.getTime() + STAFF_SESSION_IDLE_MS, absolute.getTime()));

/**
 * The staff member a token belongs to, or undefined when the token is unknown, revoked, idle
 * for 30 minutes, past 12 hours, or the account is disabled. A valid call slides the idle
 * timeout forward.
 */
export async function authenticateStaffSession({
  db,
  token,
  now,
}: {
  db: DatabaseExecutor;
  token: string;
  now: Date;
}): Promise<AuthenticatedStaff | undefined> {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      expiresAt: staffSessions.expiresAt,
      lastSeenAt: staffSessions.lastSeenAt,
      id: staffUsers.id,
      username: staffUsers.username,
      role: staffUsers.role,
      passwordMustChange: staffUsers.passwordMustChange,
      disabledAt: staffUsers.disabledAt,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffUserId))
    .where(eq(staffSessions.tokenHash, sha256Hex(token)));
  if (!row) return undefined;
  // An ended session stays refused until its owner's next sign-in sweeps it away.
  if (row.disabledAt || sessionExpiry(row.lastSeenAt, row.expiresAt) <= now) return undefined;
  await db
    .update(staffSessions)
    .set({ lastSeenAt: now })
    .where(eq(staffSessions.id, row.sessionId));
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    passwordMustChange: row.passwordMustChange,
    sessionId: row.sessionId,
  };
}

/** Logout: the session row goes, so the token opens nothing any more. */
export async function revokeStaffSession({
  db,
  sessionId,
  staffUserId,
}: {
  db: DatabaseExecutor;
  sessionId: string;
  staffUserId: string;
}): Promise<void> {
  await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.staffUserId, staffUserId)));
}
