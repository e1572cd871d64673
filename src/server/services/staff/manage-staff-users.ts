import { asc, eq } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '@/domain/staff-roles';
import { staffRecoveryCodes, staffSessions, staffUsers, type DatabaseExecutor } from '@/server/db';
import { generatePassword, hashPassword } from './password-hash';
import { normalizeUsername, ZNewPassword, ZNewUsername } from './username';

// The work behind `npm run staff` and the first account on start.

export class StaffUserError extends Error {}

/**
 * Creates an account; without a password one is generated and returned for showing once, and
 * the member must replace it at their first sign-in (docs/requirements/staff-roles.md).
 */
export async function createStaffUser({
  db,
  username,
  password,
  role = 'admin',
}: {
  db: DatabaseExecutor;
  username: string;
  password?: string;
  role?: StaffRole;
}): Promise<{ username: string; generatedPassword?: string }> {
  const name = ZNewUsername.safeParse(username);
  if (!name.success) throw new StaffUserError(name.error.issues[0]?.message);
  const generatedPassword = password === undefined ? generatePassword() : undefined;
  const checked = ZNewPassword.safeParse(password ?? generatedPassword);
  if (!checked.success) throw new StaffUserError(checked.error.issues[0]?.message);
  const inserted = await db
    .insert(staffUsers)
    .values({
      username: name.data,
      role,
      passwordHash: await hashPassword(checked.data),
      passwordMustChange: generatedPassword !== undefined,
    })
    .onConflictDoNothing({ target: staffUsers.username })
    .returning({ id: staffUsers.id });
  if (inserted.length === 0) throw new StaffUserError(`Staff user '${name.data}' already exists`);
  return { username: name.data, ...(generatedPassword ? { generatedPassword } : {}) };
}

async function updateUser(
  db: DatabaseExecutor,
  username: string,
  values: Partial<typeof staffUsers.$inferInsert>,
): Promise<string> {
  const [row] = await db
    .update(staffUsers)
    .set(values)
    .where(eq(staffUsers.username, normalizeUsername(username)))
    .returning({ id: staffUsers.id });
  if (!row) throw new StaffUserError(`No staff user '${normalizeUsername(username)}'`);
  // Any change of access ends the sessions the account has open.
  await db.delete(staffSessions).where(eq(staffSessions.staffUserId, row.id));
  return row.id;
}

/** Disabled accounts cannot sign in and their open sessions end at once. */
export async function disableStaffUser({
  db,
  username,
  now = new Date(),
}: {
  db: DatabaseExecutor;
  username: string;
  now?: Date;
}): Promise<void> {
  await updateUser(db, username, { disabledAt: now });
}

export async function enableStaffUser({
  db,
  username,
}: {
  db: DatabaseExecutor;
  username: string;
}): Promise<void> {
  await updateUser(db, username, { disabledAt: null });
}

/** A lost phone: the next sign-in enrols a new authenticator and gets new recovery codes. */
export async function resetStaffMfa({
  db,
  username,
}: {
  db: DatabaseExecutor;
  username: string;
}): Promise<void> {
  const id = await updateUser(db, username, {
    totpSecret: null,
    totpEnabledAt: null,
    totpLastStep: null,
  });
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, id));
}

/** Sets a new password (given, or generated and returned for showing once). */
export async function setStaffPassword({
  db,
  username,
  password,
}: {
  db: DatabaseExecutor;
  username: string;
  password?: string;
}): Promise<{ generatedPassword?: string }> {
  const generatedPassword = password === undefined ? generatePassword() : undefined;
  const checked = ZNewPassword.safeParse(password ?? generatedPassword);
  if (!checked.success) throw new StaffUserError(checked.error.issues[0]?.message);
  await updateUser(db, username, {
    passwordHash: await hashPassword(checked.data),
    passwordMustChange: generatedPassword !== undefined,
  });
  return generatedPassword ? { generatedPassword } : {};
}

/** Gives an account another role; its sessions end, so the new role holds at once. */
export async function setStaffRole({
  db,
  username,
  role,
}: {
  db: DatabaseExecutor;
  username: string;
  role: string;
}): Promise<void> {
  await updateUser(db, username, { role: parseStaffRole(role) });
}

/** A role named on the command line, or a StaffUserError listing the roles. */
export function parseStaffRole(value: string): StaffRole {
  const known = STAFF_ROLES.find((r) => r === value);
  if (!known) throw new StaffUserError(`Role must be one of: ${STAFF_ROLES.join(', ')}`);
  return known;
}

export interface StaffUserSummary {
  username: string;
  role: StaffRole;
  mfa: boolean;
  disabled: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
}

export async function listStaffUsers({
  db,
}: {
  db: DatabaseExecutor;
}): Promise<StaffUserSummary[]> {
  const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.username));
  return rows.map((r) => ({
    username: r.username,
    role: r.role,
    mfa: r.totpEnabledAt !== null,
    disabled: r.disabledAt !== null,
    createdAt: r.createdAt,
    lastLoginAt: r.lastLoginAt,
  }));
}
