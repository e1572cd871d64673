import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns';
import { staffUsers } from './staff-users';

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('staff_sessions_staff_user_id_idx').on(t.staffUserId),
    index('staff_sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export type StaffSession = typeof staffSessions.$inferSelect;
export type NewStaffSession = typeof staffSessions.$inferInsert;
