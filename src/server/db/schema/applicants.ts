import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
// Relative: drizzle-kit loads the schema without the `@/` alias.
import { travellerOutcomes, type TravellerOutcome } from '../../../domain/traveller-outcomes';
import { applicationRef } from './applications';
import { createdAt, id, oneOf, tstz, updatedAt } from './columns';
import { sealedJson, sealedText } from './sealed';
import { staffUsers } from './staff-users';

export const applicants = pgTable(
  'applicants',
  {
    id: id(),
    applicationId: applicationRef('cascade').notNull(),
    position: integer('position').notNull(),
    // Sealed (docs/requirements/privacy.md, "Sensitive columns"): the traveller's form as typed.
    details: sealedJson<Record<string, unknown>>('applicants', 'details')
      .notNull()
      .default(sql`'{}'`),
    // Copied out of `details` (sealed too) for the staff lists; null until step 2 is saved.
    firstName: sealedText('applicants', 'first_name'),
    lastName: sealedText('applicants', 'last_name'),
    passportNumber: sealedText('applicants', 'passport_number'),
    // The staff search's keyed blind indexes (src/server/services/applications/blind-indexes.ts):
    // the passport number's, and one for every prefix of every word of the names (unnested into
    // `applicant_name_tokens` by triggers, where the search looks them up).
    passportIndex: text('passport_index'),
    nameIndex: text('name_index').array(),
    // The travel dates in clear (YYYY-MM-DD, or null): retention counts from them in SQL.
    arrivalDate: text('arrival_date'),
    departureDate: text('departure_date'),
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
    eVisaFileName: sealedText('applicants', 'evisa_file_name'),
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
    // Staff search (docs/requirements/staff-dashboard.md): a passport number by its blind index;
    // a name by the blind indexes of its words' prefixes, through `applicant_name_tokens`.
    index('applicants_passport_index_idx').on(t.passportIndex),
  ],
);

export type Applicant = typeof applicants.$inferSelect;
export type NewApplicant = typeof applicants.$inferInsert;
