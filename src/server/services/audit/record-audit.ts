import { auditLog, type DatabaseExecutor } from '@/server/db';

/** Actions staff sign-in writes; the dashboard's actions add their own names. */
export const staffAuditActions = {
  loginSucceeded: 'staff.login',
  loginFailed: 'staff.login_failed',
  logout: 'staff.logout',
  mfaEnrolled: 'staff.mfa_enrolled',
  recoveryCodeUsed: 'staff.recovery_code_used',
} as const;

export interface RecordAuditOptions {
  db: DatabaseExecutor;
  /** Null when nobody is signed in (a failed sign-in for an unknown username). */
  staffUserId: string | null;
  action: string;
  applicationId?: string | null;
  /** What happened, for people reading the trail. Never a password, code or token. */
  detail?: Record<string, unknown>;
  ip?: string | null;
  now?: Date;
}

/** One row of the audit trail: who did what, when, from which address. Returns its id. */
export async function recordAudit({
  db,
  staffUserId,
  action,
  applicationId = null,
  detail = {},
  ip = null,
  now,
}: RecordAuditOptions): Promise<number | undefined> {
  const [row] = await db
    .insert(auditLog)
    .values({
      staffUserId,
      action,
      applicationId,
      details: detail,
      ip,
      ...(now ? { createdAt: now } : {}),
    })
    .returning({ id: auditLog.id });
  return row?.id;
}
