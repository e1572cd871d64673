import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { applicationRef } from './applications';
import { createdAt, id, tstz, updatedAt } from './columns';

export const applicants = pgTable(
  'applicants',
  {
    id: id(),
    applicationId: applicationRef('cascade').notNull(),
    position: integer('position').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    // Copied out of `details` so staff search needs no JSON scan; null until step 2 is saved.
    firstName: text('first_name'),
    lastName: text('last_name'),
    passportNumber: text('passport_number'),
    // Set when `details` passed the full step-2 schema; null while it holds a half-filled
    // draft (save and resume). Signing requires every applicant to be validated.
    validatedAt: tstz('validated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('applicants_application_position_unique').on(t.applicationId, t.position),
    check('applicants_position_check', sql`${t.position} >= 0`),
    // Staff search by prefix, case-insensitive (docs/requirements/staff-dashboard.md): a name
    // matches when 'first last' or 'last first' starts with the query, so two indexes serve
    // first names, last names and full names in either order.
    index('applicants_passport_number_idx').on(sql`lower(${t.passportNumber}) text_pattern_ops`),
    index('applicants_first_last_name_idx').on(
      sql`lower(${t.firstName} || ' ' || ${t.lastName}) text_pattern_ops`,
    ),
    index('applicants_last_first_name_idx').on(
      sql`lower(${t.lastName} || ' ' || ${t.firstName}) text_pattern_ops`,
    ),
  ],
);

export type Applicant = typeof applicants.$inferSelect;
export type NewApplicant = typeof applicants.$inferInsert;
