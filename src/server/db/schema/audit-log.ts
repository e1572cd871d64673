import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { applicationRef } from './applications';
import { createdAt } from './columns';
import { staffUsers } from './staff-users';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // Set null: the trail outlives the staff account and the application it describes.
    staffUserId: uuid('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    applicationId: applicationRef('set null'),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_application_id_created_at_idx').on(t.applicationId, t.createdAt),
    index('audit_log_created_at_idx').on(t.createdAt),
  ],
);

export type AuditLogEntry = typeof auditLog.$inferSelect;
export type NewAuditLogEntry = typeof auditLog.$inferInsert;
