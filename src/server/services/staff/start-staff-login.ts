import { eq, sql } from 'drizzle-orm';
import type { TStaffLoginRequest, TStaffLoginResponse } from '@/domain/schemas/staff-login';
import {
  staffLoginChallenges,
  staffUsers,
  type Database,
  type DatabaseExecutor,
  type StaffUser,
} from '@/server/db';
import { recordAudit, staffAuditActions } from '@/server/services/audit/record-audit';
import { failureKeys, releaseLoginAttempt, reserveLoginAttempt } from './login-rate-limit';
import { verifyDummyPassword, verifyPassword } from './password-hash';
import { generateToken, sha256Hex } from '@/server/lib/secrets';
import { invalidCredentials } from './staff-errors';
import { generateTotpSecret, totpQrCode, totpUri } from './totp';
import { normalizeUsername } from './username';

const LOGIN_CHALLENGE_TTL_MS = 5 * 60 * 1000;

export interface StartStaffLoginOptions extends TStaffLoginRequest {
  db: Database;
  ip: string;
  now: Date;
}

/**
 * Step 1 of sign-in (call 7): the password. Answers a single-use challenge for the TOTP step,
 * never a session. Unknown, disabled and wrong-password sign-ins fail alike, in alike time.
 */
export async function startStaffLogin({
  db,
  username: given,
  password,
  ip,
  now,
}: StartStaffLoginOptions): Promise<TStaffLoginResponse> {
  const username = normalizeUsername(given);
  // Counted as a failure before the password is checked, so parallel guesses cannot slip
  // past the limit; released below when the password is right.
  const attempt = await reserveLoginAttempt({ db, keys: failureKeys(ip, username), now });

  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.username, username));
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyDummyPassword(password);
  if (!user || !passwordOk || user.disabledAt) {
    await recordAudit({
      db,
      staffUserId: user?.id ?? null,
      action: staffAuditActions.loginFailed,
      detail: { username, step: 'password' },
      ip,
      now,
    });
    throw invalidCredentials();
  }
  await releaseLoginAttempt({ db, attempt });

  return loginChallengeFor({ db, user, ip, now });
}

/**
 * The single-use challenge for the code step, after a right password (or an invitation's new
 * one): with the authenticator's enrolment while the account has none.
 */
export async function loginChallengeFor({
  db,
  user,
  ip,
  now,
}: {
  db: DatabaseExecutor;
  user: Pick<StaffUser, 'id' | 'username' | 'totpEnabledAt'>;
  ip: string;
  now: Date;
}): Promise<TStaffLoginResponse> {
  const challenge = generateToken();
  const expiresAt = new Date(now.getTime() + LOGIN_CHALLENGE_TTL_MS);
  await db.insert(staffLoginChallenges).values({
    challengeHash: sha256Hex(challenge),
    staffUserId: user.id,
    expiresAt,
    ip,
    createdAt: now,
  });
  if (user.totpEnabledAt) return { challenge, expiresAt: expiresAt.toISOString() };

  // Not enrolled yet: keep one pending secret, so a QR code scanned on an earlier attempt
  // still works; it becomes active with the first valid code.
  // coalesce: two sign-ins at once agree on one secret.
  const [pending] = await db
    .update(staffUsers)
    .set({ totpSecret: sql`coalesce(${staffUsers.totpSecret}, ${generateTotpSecret()})` })
    .where(eq(staffUsers.id, user.id))
    .returning({ secret: staffUsers.totpSecret });
  const secret = pending?.secret;
  if (!secret) throw new Error('TOTP secret was not stored');
  const otpauthUrl = totpUri(secret, user.username);
  return {
    challenge,
    expiresAt: expiresAt.toISOString(),
    enrol: { secret, otpauthUrl, qrCode: await totpQrCode(otpauthUrl) },
  };
}
