import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { TStaffSessionResponse, TStaffTotpRequest } from '@/domain/schemas/staff-login';
import {
  staffLoginChallenges,
  staffUsers,
  type Database,
  type DatabaseExecutor,
} from '@/server/db';
import { recordAudit, staffAuditActions } from '@/server/services/audit/record-audit';
import {
  clearLoginFailures,
  failureKeys,
  releaseLoginAttempt,
  reserveLoginAttempt,
} from './login-rate-limit';
import { issueRecoveryCodes, looksLikeRecoveryCode, useRecoveryCode } from './recovery-codes';
import { sha256Hex } from '@/server/lib/secrets';
import { createStaffSession } from './staff-sessions';
import { challengeExpired, invalidCode } from './staff-errors';
import { matchTotpStep } from './totp';

/** Wrong codes a challenge survives; then the password is needed again. */
const CHALLENGE_MAX_FAILURES = 5;

export interface CompleteStaffLoginOptions extends TStaffTotpRequest {
  db: Database;
  ip: string;
  userAgent?: string;
  now: Date;
}

class CodeRefused extends Error {}
class ChallengeGone extends Error {}

/**
 * Step 2 of sign-in: a TOTP code (each time step accepted once, never an older one) or an
 * unused recovery code turns the challenge into a staff session. The first valid code of a
 * new account enrols it and answers ten recovery codes, shown this once.
 */
export async function completeStaffLogin({
  db,
  challenge,
  code,
  ip,
  userAgent,
  now,
}: CompleteStaffLoginOptions): Promise<TStaffSessionResponse> {
  const [row] = await db
    .select({ challenge: staffLoginChallenges, user: staffUsers })
    .from(staffLoginChallenges)
    .innerJoin(staffUsers, eq(staffUsers.id, staffLoginChallenges.staffUserId))
    .where(eq(staffLoginChallenges.challengeHash, sha256Hex(challenge)));
  if (!row || !isOpen(row.challenge, now) || row.user.disabledAt) throw challengeExpired();
  const { user } = row;
  const keys = failureKeys(ip, user.username);
  const audit = (executor: DatabaseExecutor, action: string, detail: Record<string, unknown>) =>
    recordAudit({ db: executor, staffUserId: user.id, action, detail, ip, now });
  // Both reservations come before the code is compared, each atomic, so parallel codes cannot
  // slip past either limit (docs/requirements/limits.md): one failure for the address and the
  // user, and one of the challenge's five.
  const attempt = await reserveLoginAttempt({ db, keys, now });
  const reserved = await db
    .update(staffLoginChallenges)
    .set({ failedAttempts: sql`${staffLoginChallenges.failedAttempts} + 1` })
    .where(
      and(
        eq(staffLoginChallenges.id, row.challenge.id),
        isNull(staffLoginChallenges.usedAt),
        gt(staffLoginChallenges.expiresAt, now),
        lt(staffLoginChallenges.failedAttempts, CHALLENGE_MAX_FAILURES),
      ),
    )
    .returning({ id: staffLoginChallenges.id });
  if (reserved.length === 0) {
    await releaseLoginAttempt({ db, attempt });
    throw challengeExpired();
  }

  const step = user.totpSecret ? matchTotpStep(user.totpSecret, code, now) : null;
  const recovery = step === null && user.totpEnabledAt !== null && looksLikeRecoveryCode(code);
  try {
    return await db.transaction(async (tx) => {
      // The reservation above was this attempt's: a right code gives it back as it consumes.
      const consumed = await tx
        .update(staffLoginChallenges)
        .set({ usedAt: now, failedAttempts: sql`${staffLoginChallenges.failedAttempts} - 1` })
        .where(
          and(
            eq(staffLoginChallenges.id, row.challenge.id),
            isNull(staffLoginChallenges.usedAt),
            gt(staffLoginChallenges.expiresAt, now),
          ),
        )
        .returning({ id: staffLoginChallenges.id });
      if (consumed.length === 0) throw new ChallengeGone();

      if (step !== null) {
        // Conditional update: of two requests with one code, exactly one gets the step.
        const accepted = await tx
          .update(staffUsers)
          .set({ totpLastStep: step, lastLoginAt: now })
          .where(
            and(
              eq(staffUsers.id, user.id),
              or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step)),
            ),
          )
          .returning({ id: staffUsers.id });
        if (accepted.length === 0) throw new CodeRefused();
      } else if (
        !recovery ||
        !(await useRecoveryCode({ db: tx, staffUserId: user.id, code, now }))
      ) {
        throw new CodeRefused();
      } else {
        await tx.update(staffUsers).set({ lastLoginAt: now }).where(eq(staffUsers.id, user.id));
        await audit(tx, staffAuditActions.recoveryCodeUsed, { username: user.username });
      }

      let recoveryCodes: string[] | undefined;
      if (!user.totpEnabledAt) {
        await tx
          .update(staffUsers)
          .set({ totpEnabledAt: sql`coalesce(${staffUsers.totpEnabledAt}, ${now})` })
          .where(eq(staffUsers.id, user.id));
        recoveryCodes = await issueRecoveryCodes({ db: tx, staffUserId: user.id, now });
        await audit(tx, staffAuditActions.mfaEnrolled, { username: user.username });
      }
      const session = await createStaffSession({
        db: tx,
        staffUserId: user.id,
        ip,
        userAgent,
        now,
      });
      await releaseLoginAttempt({ db: tx, attempt });
      await clearLoginFailures({ db: tx, username: user.username });
      await audit(tx, staffAuditActions.loginSucceeded, {
        username: user.username,
        method: step !== null ? 'totp' : 'recovery-code',
      });
      return {
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
        ...(recoveryCodes ? { recoveryCodes } : {}),
      };
    });
  } catch (error) {
    if (error instanceof ChallengeGone) {
      await releaseLoginAttempt({ db, attempt });
      throw challengeExpired();
    }
    if (!(error instanceof CodeRefused)) throw error;
  }

  // A wrong or reused code: the reservations stay, as failures of the challenge, the address
  // and the user.
  await audit(db, staffAuditActions.loginFailed, { username: user.username, step: 'code' });
  throw invalidCode();
}

const isOpen = (
  challenge: { usedAt: Date | null; expiresAt: Date; failedAttempts: number },
  now: Date,
) =>
  challenge.usedAt === null &&
  challenge.expiresAt > now &&
  challenge.failedAttempts < CHALLENGE_MAX_FAILURES;
