import { count } from 'drizzle-orm';
import { staffUsers, type DatabaseExecutor } from '@/server/db';
import { createStaffUser, StaffUserError } from './manage-staff-users';

export type FirstStaffUserOutcome =
  { created: false } | { created: true; username: string; generatedPassword?: string };

/**
 * On start: with no staff account yet, creates ADMIN_USERNAME (default 'admin') with
 * ADMIN_PASSWORD, or with a generated password the caller prints once. Never touches an
 * existing account, so restarts (and two processes starting at once) create nobody twice.
 */
export async function ensureFirstStaffUser({
  db,
  username,
  password,
}: {
  db: DatabaseExecutor;
  username?: string;
  password?: string;
}): Promise<FirstStaffUserOutcome> {
  const [row] = await db.select({ n: count() }).from(staffUsers);
  if ((row?.n ?? 0) > 0) return { created: false };
  try {
    return {
      created: true,
      ...(await createStaffUser({ db, username: username ?? 'admin', password })),
    };
  } catch (error) {
    // Another process created the same account a moment ago.
    if (error instanceof StaffUserError && /already exists/.test(error.message)) {
      return { created: false };
    }
    throw error;
  }
}
