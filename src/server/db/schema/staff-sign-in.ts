// Tables of staff sign-in (docs/decisions/0009-staff-sign-in.md). staff_users itself is in
// staff-users.ts. No `@/` imports: drizzle-kit loads this file without our alias.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffUsers } from './staff-users';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const staffUserRef = () =>
  uuid('staff_user_id')
    .notNull()
    .references(() => staffUsers.id, { onDelete: 'cascade' });

/** The step between a right password and the TOTP code: single use, short-lived, hashed. */
export const staffLoginChallenges = pgTable(
  'staff_login_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challengeHash: text('challenge_hash').notNull().unique(),
    staffUserId: staffUserRef(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    ip: text('ip'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('staff_login_challenges_staff_user_id_idx').on(t.staffUserId)],
);

/** One-time recovery codes, stored as SHA-256 (they carry 80 random bits each). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffUserId: staffUserRef(),
    codeHash: text('code_hash').notNull(),
    usedAt: tstz('used_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('staff_recovery_codes_staff_user_id_idx').on(t.staffUserId)],
);

/**
 * Failed sign-in attempts, one row each, keyed 'ip:<address>' or 'user:<username>'. In the
 * database so the limit holds across processes and restarts.
 */
export const staffLoginFailures = pgTable(
  'staff_login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    failedAt: tstz('failed_at').notNull(),
  },
  (t) => [index('staff_login_failures_key_failed_at_idx').on(t.key, t.failedAt)],
);

export type StaffLoginChallenge = typeof staffLoginChallenges.$inferSelect;
export type StaffRecoveryCode = typeof staffRecoveryCodes.$inferSelect;

/**
 * A single-use link an admin hands a new (or reset) staff member: it sets their password, then
 * the sign-in enrols their authenticator (docs/requirements/staff-roles.md). Stored as SHA-256.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    staffUserId: staffUserRef(),
    createdBy: uuid('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('staff_invitations_staff_user_id_idx').on(t.staffUserId)],
);
