import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns';

export const staffUsers = pgTable(
  'staff_users',
  {
    id: id(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    // Base32 TOTP secret: pending until totp_enabled_at is set by the first valid code, then
    // never returned again (docs/decisions/0009-staff-sign-in.md).
    totpSecret: text('totp_secret'),
    totpEnabledAt: tstz('totp_enabled_at'),
    /** The last accepted TOTP time step: a code is accepted once, and never an older one. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    role: text('role').notNull().default('admin'),
    disabledAt: tstz('disabled_at'),
    createdAt: createdAt(),
    lastLoginAt: tstz('last_login_at'),
  },
  // Case-insensitive uniqueness without the citext extension: only lower-case names get in.
  (t) => [check('staff_users_username_lower_check', sql`${t.username} = lower(${t.username})`)],
);

export type StaffUser = typeof staffUsers.$inferSelect;
export type NewStaffUser = typeof staffUsers.$inferInsert;
