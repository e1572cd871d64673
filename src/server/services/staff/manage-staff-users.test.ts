import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers, type Database } from '@/server/db';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';
import { ensureFirstStaffUser } from './ensure-first-staff-user';
import {
  createStaffUser,
  listStaffUsers,
  resetStaffMfa,
  setStaffPassword,
  StaffUserError,
} from './manage-staff-users';
import { verifyPassword } from './password-hash';

let handle: TestDatabaseHandle;
let db: Database;
beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

const userRow = async (username: string) =>
  (await db.select().from(staffUsers).where(eq(staffUsers.username, username)))[0]!;

describe('staff accounts', () => {
  it('creates the first account once, from ADMIN_* or with a generated password', async () => {
    const first = await ensureFirstStaffUser({ db });
    expect(first).toMatchObject({ created: true, username: 'admin' });
    const password = first.created ? first.generatedPassword! : '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    const row = await userRow('admin');
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.passwordHash).not.toContain(password);
    expect(await verifyPassword(row.passwordHash, password)).toBe(true);
    // A restart (or ADMIN_* set later) creates nobody else and changes nothing.
    expect(
      await ensureFirstStaffUser({ db, username: 'boss', password: 'another-password-1' }),
    ).toEqual({
      created: false,
    });
    expect((await listStaffUsers({ db })).map((u) => u.username)).toEqual(['admin']);
  });

  it('refuses a duplicate (case-insensitively), a bad name and a short password', async () => {
    await createStaffUser({ db, username: 'Priya', password: 'long enough password' });
    await expect(
      createStaffUser({ db, username: 'PRIYA', password: 'long enough password' }),
    ).rejects.toThrow(StaffUserError);
    await expect(
      createStaffUser({ db, username: 'a b', password: 'long enough password' }),
    ).rejects.toThrow(StaffUserError);
    await expect(createStaffUser({ db, username: 'shortpw', password: 'short' })).rejects.toThrow(
      /at least 12/,
    );
  });

  it('resets the second factor and sets a new password', async () => {
    await createStaffUser({ db, username: 'omar', password: 'first password 1' });
    await db
      .update(staffUsers)
      .set({ totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date(), totpLastStep: 5 })
      .where(eq(staffUsers.username, 'omar'));
    await resetStaffMfa({ db, username: 'omar' });
    expect(await userRow('omar')).toMatchObject({
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
    });
    const { generatedPassword } = await setStaffPassword({ db, username: 'omar' });
    expect(await verifyPassword((await userRow('omar')).passwordHash, generatedPassword!)).toBe(
      true,
    );
    await expect(resetStaffMfa({ db, username: 'nobody' })).rejects.toThrow(/No staff user/);
  });
});
