import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { TStaffEnrolment, TStaffLoginResponse } from '@/domain/schemas/staff-login';
import type {
  TInviteStaffRequest,
  TStaffInvitation,
  TStaffMember,
  TUpdateStaffRequest,
} from '@/domain/schemas/staff-accounts';
import {
  staffInvitations,
  staffRecoveryCodes,
  staffSessions,
  staffUsers,
  type Database,
  type DatabaseExecutor,
} from '@/server/db';
import { HttpError, invalidField } from '@/server/lib/http-errors';
import { generateToken, sha256Hex } from '@/server/lib/secrets';
import { recordAudit } from '@/server/services/audit/record-audit';
import { generatePassword, hashPassword, verifyPassword } from './password-hash';
import { issueRecoveryCodes } from './recovery-codes';
import { generateTotpSecret, matchTotpStep, totpQrCode, totpUri } from './totp';
import type { AuthenticatedStaff } from './staff-sessions';
import { invitationInvalid } from './staff-errors';
import { loginChallengeFor } from './start-staff-login';

// Staff accounts from the dashboard (docs/requirements/staff-roles.md): a member changes their
// own password; an admin invites, resets, disables and changes the role of the others. Every
// change is in the audit log; none ever records a password or a token.

/** How long an invitation link works. */
const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;

const staffAccountActions = {
  passwordChanged: 'staff.password_changed',
  invited: 'staff.member_invited',
  reset: 'staff.member_reset',
  updated: 'staff.member_updated',
  invitationAccepted: 'staff.invitation_accepted',
  authenticatorReplaced: 'staff.authenticator_replaced',
} as const;

interface Actor {
  staff: AuthenticatedStaff;
  ip: string;
  now: Date;
}

const memberNotFound = () => new HttpError('staff.member_not_found');

/** A password nobody knows: the account cannot sign in until its invitation is used. */
const unusablePasswordHash = () => hashPassword(generatePassword());

/** Sets the member's own password; their other sessions end, this one stays. */
export async function changeOwnPassword({
  db,
  staff,
  currentPassword,
  newPassword,
  ip,
  now,
}: Actor & { db: Database; currentPassword: string; newPassword: string }): Promise<void> {
  await checkOwnPassword(db, staff.id, currentPassword).catch((error: unknown) => {
    // The same refusal, named after this form's field.
    if (error instanceof HttpError && error.fields?.password) {
      throw invalidField('currentPassword', 'staff.current_password_wrong');
    }
    throw error;
  });
  if (currentPassword === newPassword)
    throw invalidField('newPassword', 'staff.password_unchanged');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ passwordHash, passwordMustChange: false })
      .where(eq(staffUsers.id, staff.id));
    await endOtherSessions(tx, { staff, ip, now }, staffAccountActions.passwordChanged, {
      wasGenerated: staff.passwordMustChange,
    });
  });
}

/**
 * After a change to the member's own way in: their other sessions end (this one stays), and the
 * change goes to the audit log.
 */
async function endOtherSessions(
  tx: DatabaseExecutor,
  { staff, ip, now }: Actor,
  action: string,
  detail: Record<string, unknown> = {},
) {
  await tx
    .delete(staffSessions)
    .where(and(eq(staffSessions.staffUserId, staff.id), ne(staffSessions.id, staff.sessionId)));
  await recordAudit({
    db: tx,
    staffUserId: staff.id,
    action,
    detail: { username: staff.username, ...detail },
    ip,
    now,
  });
}

/** The member's password, or a field refusal on `password`. */
async function checkOwnPassword(db: DatabaseExecutor, staffUserId: string, password: string) {
  const [user] = await db
    .select({ passwordHash: staffUsers.passwordHash })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffUserId));
  if (!user) throw memberNotFound();
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw invalidField('password', 'staff.current_password_wrong');
  }
}

/**
 * A new phone: after the password, a new secret is kept aside and shown as a QR code; the old
 * authenticator keeps working until a code from the new one confirms it.
 */
export async function startAuthenticatorChange({
  db,
  staff,
  password,
}: {
  db: Database;
  staff: AuthenticatedStaff;
  password: string;
}): Promise<TStaffEnrolment> {
  await checkOwnPassword(db, staff.id, password);
  const secret = generateTotpSecret();
  await db.update(staffUsers).set({ totpPendingSecret: secret }).where(eq(staffUsers.id, staff.id));
  const otpauthUrl = totpUri(secret, staff.username);
  return { secret, otpauthUrl, qrCode: await totpQrCode(otpauthUrl) };
}

/**
 * The first code from the new authenticator makes it the account's; the recovery codes are
 * replaced (answered once) and the member's other sessions end.
 */
export async function confirmAuthenticatorChange({
  db,
  staff,
  code,
  ip,
  now,
}: Actor & { db: Database; code: string }): Promise<{ recoveryCodes: string[] }> {
  const [user] = await db
    .select({ pending: staffUsers.totpPendingSecret })
    .from(staffUsers)
    .where(eq(staffUsers.id, staff.id));
  const step = user?.pending ? matchTotpStep(user.pending, code, now) : null;
  if (!user?.pending || step === null) throw invalidField('code', 'staff.new_code_invalid');
  const pending = user.pending;
  return db.transaction(async (tx) => {
    const [swapped] = await tx
      .update(staffUsers)
      .set({
        totpSecret: pending,
        totpPendingSecret: null,
        totpEnabledAt: now,
        totpLastStep: step,
      })
      .where(and(eq(staffUsers.id, staff.id), eq(staffUsers.totpPendingSecret, pending)))
      .returning({ id: staffUsers.id });
    if (!swapped) throw invalidField('code', 'staff.new_code_invalid');
    const recoveryCodes = await issueRecoveryCodes({ db: tx, staffUserId: staff.id, now });
    await endOtherSessions(tx, { staff, ip, now }, staffAccountActions.authenticatorReplaced);
    return { recoveryCodes };
  });
}

/** Every account, for the admin's staff page. */
export async function listStaffMembers(db: DatabaseExecutor, now: Date): Promise<TStaffMember[]> {
  const rows = await db
    .select({
      id: staffUsers.id,
      username: staffUsers.username,
      role: staffUsers.role,
      disabledAt: staffUsers.disabledAt,
      totpEnabledAt: staffUsers.totpEnabledAt,
      passwordMustChange: staffUsers.passwordMustChange,
      createdAt: staffUsers.createdAt,
      lastLoginAt: staffUsers.lastLoginAt,
      // Names written out: drizzle leaves a column of the one selected table unqualified, and
      // inside the subquery that would name the invitation's own id.
      invited: sql<boolean>`exists (select 1 from staff_invitations i where i.staff_user_id = staff_users.id and i.used_at is null and i.expires_at > ${now.toISOString()})`,
    })
    .from(staffUsers)
    .orderBy(asc(staffUsers.username));
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    role: r.role,
    disabled: r.disabledAt !== null,
    mfa: r.totpEnabledAt !== null,
    invited: r.invited,
    passwordMustChange: r.passwordMustChange,
    createdAt: r.createdAt.toISOString(),
    lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
  }));
}

/** A new link for the member; any earlier unused one stops working. */
async function newInvitation(
  tx: DatabaseExecutor,
  staffUserId: string,
  createdBy: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  await tx
    .delete(staffInvitations)
    .where(and(eq(staffInvitations.staffUserId, staffUserId), isNull(staffInvitations.usedAt)));
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  await tx.insert(staffInvitations).values({
    tokenHash: sha256Hex(token),
    staffUserId,
    createdBy,
    expiresAt,
    createdAt: now,
  });
  return { token, expiresAt };
}

const invitationView = (
  username: string,
  { token, expiresAt }: { token: string; expiresAt: Date },
): TStaffInvitation => ({
  username,
  path: `/admin/invitation#${token}`,
  expiresAt: expiresAt.toISOString(),
});

/** Adds an account with a role and no usable password; the link lets its owner choose one. */
export async function inviteStaffMember({
  db,
  staff,
  username,
  role,
  ip,
  now,
}: Actor & TInviteStaffRequest & { db: Database }): Promise<TStaffInvitation> {
  const passwordHash = await unusablePasswordHash();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(staffUsers)
      .values({ username, role, passwordHash, createdAt: now })
      .onConflictDoNothing({ target: staffUsers.username })
      .returning({ id: staffUsers.id });
    if (!created) throw invalidField('username', 'staff.username_taken');
    const invitation = await newInvitation(tx, created.id, staff.id, now);
    await recordAudit({
      db: tx,
      staffUserId: staff.id,
      action: staffAccountActions.invited,
      detail: { username, role },
      ip,
      now,
    });
    return invitationView(username, invitation);
  });
}

/** The member the admin acts on, never the admin themself. */
async function otherMember(tx: DatabaseExecutor, id: string, staff: AuthenticatedStaff) {
  const [member] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
  if (!member) throw memberNotFound();
  if (member.id === staff.id) throw new HttpError('staff.not_yourself');
  return member;
}

/** Ends every way into the account: sessions, the authenticator, recovery codes, the password. */
async function clearAccess(tx: DatabaseExecutor, staffUserId: string) {
  await tx.delete(staffSessions).where(eq(staffSessions.staffUserId, staffUserId));
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, staffUserId));
}

/**
 * A lost password or phone: the password and authenticator are forgotten, sessions end, and a
 * new invitation link lets the member set both again.
 */
export async function resetStaffMember({
  db,
  staff,
  id,
  ip,
  now,
}: Actor & { db: Database; id: string }): Promise<TStaffInvitation> {
  const passwordHash = await unusablePasswordHash();
  return db.transaction(async (tx) => {
    const member = await otherMember(tx, id, staff);
    await tx
      .update(staffUsers)
      .set({
        passwordHash,
        passwordMustChange: false,
        totpSecret: null,
        totpPendingSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
      })
      .where(eq(staffUsers.id, member.id));
    await clearAccess(tx, member.id);
    const invitation = await newInvitation(tx, member.id, staff.id, now);
    await recordAudit({
      db: tx,
      staffUserId: staff.id,
      action: staffAccountActions.reset,
      detail: { username: member.username },
      ip,
      now,
    });
    return invitationView(member.username, invitation);
  });
}

/**
 * Changes another member's role or disables / enables them. Their sessions end, so the change
 * holds at once. The last active admin can be neither demoted nor disabled (409 staff.last_admin):
 * the active admins are locked first, so two admins demoting each other at once cannot both win.
 */
export async function updateStaffMember({
  db,
  staff,
  id,
  role,
  disabled,
  ip,
  now,
}: Actor & TUpdateStaffRequest & { db: Database; id: string }): Promise<TStaffMember[]> {
  await db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.role, 'admin'), isNull(staffUsers.disabledAt)))
      .orderBy(asc(staffUsers.id))
      .for('update');
    const member = await otherMember(tx, id, staff);
    const nextRole = role ?? member.role;
    const nextDisabled = disabled ?? member.disabledAt !== null;
    const staysAdmin = nextRole === 'admin' && !nextDisabled;
    if (!staysAdmin && admins.every((a) => a.id === member.id)) {
      throw new HttpError('staff.last_admin');
    }
    const changes = {
      ...(nextRole === member.role ? {} : { role: { from: member.role, to: nextRole } }),
      ...(nextDisabled === (member.disabledAt !== null) ? {} : { disabled: nextDisabled }),
    };
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(staffUsers)
      .set({
        role: nextRole,
        disabledAt: nextDisabled ? (member.disabledAt ?? now) : null,
      })
      .where(eq(staffUsers.id, member.id));
    await tx.delete(staffSessions).where(eq(staffSessions.staffUserId, member.id));
    await recordAudit({
      db: tx,
      staffUserId: staff.id,
      action: staffAccountActions.updated,
      detail: { username: member.username, ...changes },
      ip,
      now,
    });
  });
  return listStaffMembers(db, now);
}

/** The invitation a link carries, while it can still be used. */
async function liveInvitation(db: DatabaseExecutor, token: string, now: Date) {
  const [row] = await db
    .select({
      id: staffInvitations.id,
      expiresAt: staffInvitations.expiresAt,
      staffUserId: staffUsers.id,
      username: staffUsers.username,
      totpEnabledAt: staffUsers.totpEnabledAt,
    })
    .from(staffInvitations)
    .innerJoin(staffUsers, eq(staffUsers.id, staffInvitations.staffUserId))
    .where(
      and(
        eq(staffInvitations.tokenHash, sha256Hex(token)),
        isNull(staffInvitations.usedAt),
        gt(staffInvitations.expiresAt, now),
        isNull(staffUsers.disabledAt),
      ),
    );
  if (!row) throw invitationInvalid();
  return row;
}

/** What the invitation page shows before the member chooses a password. */
export async function describeInvitation(db: DatabaseExecutor, token: string, now: Date) {
  const { username, expiresAt } = await liveInvitation(db, token, now);
  return { username, expiresAt: expiresAt.toISOString() };
}

/**
 * Uses an invitation: the member's password is set and the link is spent (one use, whoever
 * clicks twice); the answer is the sign-in's code step, with the authenticator to enrol.
 */
export async function acceptInvitation({
  db,
  token,
  password,
  ip,
  now,
}: {
  db: Database;
  token: string;
  password: string;
  ip: string;
  now: Date;
}): Promise<TStaffLoginResponse> {
  const invitation = await liveInvitation(db, token, now);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(staffInvitations)
      .set({ usedAt: now })
      .where(and(eq(staffInvitations.id, invitation.id), isNull(staffInvitations.usedAt)))
      .returning({ id: staffInvitations.id });
    if (!spent) throw invitationInvalid();
    await tx
      .update(staffUsers)
      .set({ passwordHash, passwordMustChange: false })
      .where(eq(staffUsers.id, invitation.staffUserId));
    await recordAudit({
      db: tx,
      staffUserId: invitation.staffUserId,
      action: staffAccountActions.invitationAccepted,
      detail: { username: invitation.username },
      ip,
      now,
    });
  });
  return loginChallengeFor({
    db,
    user: {
      id: invitation.staffUserId,
      username: invitation.username,
      totpEnabledAt: invitation.totpEnabledAt,
    },
    ip,
    now,
  });
}
