import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
// Relative: drizzle-kit loads the schema without the `@/` alias.
import { travellerOutcomes, type TravellerOutcome } from '../../../domain/traveller-outcomes';
import { applicationRef } from './applications';
import { createdAt, id, oneOf, tstz, updatedAt } from './columns';
import { staffUsers } from './staff-users';

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
    // This traveller's decision (docs/requirements/traveller-decisions.md): pending until staff
    // approve them with their own e-visa PDF or refuse them with a reason. Final once set.
    outcome: text('outcome').$type<TravellerOutcome>().notNull().default('pending'),
    /** The customer-facing reason, when refused. */
    refusalReason: text('refusal_reason'),
    /** The approved traveller's e-visa PDF in file storage, and the name and size it came with. */
    eVisaStorageKey: text('evisa_storage_key'),
    eVisaFileName: text('evisa_file_name'),
    eVisaSize: integer('evisa_size'),
    /** The e-visa PDF was deleted once the visa expired (retention); the key is then null. */
    eVisaDeletedAt: tstz('evisa_deleted_at'),
    /** Who decided; set null when the staff account is removed (the audit log keeps the trail). */
    decidedBy: uuid('decided_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    decidedAt: tstz('decided_at'),
    // Submitted on the Government of India's portal (docs/requirements/refunds.md): when, the
    // government's application id for this traveller, and who recorded it. Final once set; the
    // refund rules depend on it (the government fee is then spent).
    govSubmittedAt: tstz('gov_submitted_at'),
    govReference: text('gov_reference'),
    govSubmittedBy: uuid('gov_submitted_by').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
    /** Staff recorded that the government refunded its fee for this traveller. */
    govFeeRefundedAt: tstz('gov_fee_refunded_at'),
    govFeeRefundedBy: uuid('gov_fee_refunded_by').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('applicants_application_position_unique').on(t.applicationId, t.position),
    check('applicants_position_check', sql`${t.position} >= 0`),
    check('applicants_outcome_check', oneOf(t.outcome, travellerOutcomes)),
    check(
      'applicants_outcome_detail_check',
      sql`(${t.outcome} = 'pending' and ${t.decidedAt} is null) or (${t.outcome} = 'approved' and ${t.decidedAt} is not null and (${t.eVisaStorageKey} is not null or ${t.eVisaDeletedAt} is not null) and ${t.eVisaFileName} is not null and ${t.eVisaSize} is not null) or (${t.outcome} = 'refused' and ${t.decidedAt} is not null and ${t.refusalReason} is not null)`,
    ),
    check(
      'applicants_gov_submission_check',
      sql`(${t.govSubmittedAt} is null) = (${t.govReference} is null) and (${t.govFeeRefundedAt} is null or ${t.govSubmittedAt} is not null)`,
    ),
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
