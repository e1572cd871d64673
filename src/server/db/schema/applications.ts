import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
// Relative on purpose (see columns.ts): the columns carry the domain's own types and lists.
import type { LanguageCode } from '../../../domain/i18n/languages';
import type { PriceBreakdown } from '../../../domain/pricing';
import { applicationStatuses, type ApplicationStatus } from '../../../domain/status';
import { queueStatuses } from '../../../domain/work-queue';
import {
  touristValidities,
  type ProcessingTime,
  type TouristValidity,
  type Transportation,
  type VisaType,
} from '../../../domain/visa';
import { createdAt, id, oneOf, tstz, updatedAt } from './columns';
import { sealedText } from './sealed';
import { staffUsers } from './staff-users';

export { applicationStatuses, type ApplicationStatus };

/** The server's price breakdown, stored as computed at the time (prices may change later). */
export type StoredPricing = PriceBreakdown;

export const applications = pgTable(
  'applications',
  {
    id: id(),
    applicationNumber: text('application_number').notNull().unique(),
    /** sha-256 hex of the bearer access token; only the applicant ever holds the token itself. */
    accessTokenHash: text('access_token_hash').notNull(),
    /** That token's last use, moved forward at most once an hour; null: not used since creation. */
    accessTokenUsedAt: tstz('access_token_used_at'),
    /** Set when the applicant signed out on other devices from a session opened by a link. */
    accessTokenEndedAt: tstz('access_token_ended_at'),
    status: text('status').$type<ApplicationStatus>().notNull().default('draft'),
    visaType: text('visa_type').$type<VisaType>().notNull(),
    /**
     * The e-Tourist visa's validity; null for every other visa type (a check holds both ways).
     * Tourist applications from before the choice existed are '30-days', the visa whose facts
     * the site stated then (docs/decisions/0029-tourist-validity.md).
     */
    touristValidity: text('tourist_validity').$type<TouristValidity>(),
    processingTime: text('processing_time').$type<ProcessingTime>().notNull(),
    transportation: text('transportation').$type<Transportation>().notNull(),
    portOfArrival: text('port_of_arrival').notNull(),
    email: text('email').notNull(),
    /** The address given when the application was created; resume links go only there. */
    originalEmail: text('original_email'),
    /**
     * When the address proved it is the applicant's, by following a link emailed to it; null
     * until then, and again after a change of address (docs/requirements/limits.md).
     */
    emailVerifiedAt: tstz('email_verified_at'),
    countryCode: text('country_code'),
    phone: sealedText('applications', 'phone').notNull(),
    communicationChannel: text('communication_channel').notNull().default('email'),
    numberOfApplicants: integer('number_of_applicants').notNull(),
    travelInsurance: boolean('travel_insurance').notNull().default(false),
    travelEsim: boolean('travel_esim').notNull().default(false),
    language: text('language').$type<LanguageCode>().notNull().default('en'),
    pricing: jsonb('pricing').$type<StoredPricing>().notNull(),
    totalAmount: integer('total_amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    transactionId: text('transaction_id'),
    submittedAt: tstz('submitted_at'),
    paidAt: tstz('paid_at'),
    /** Every applicant's required documents in: the processing clock starts (expected-by date). */
    documentsCompletedAt: tstz('documents_completed_at'),
    /**
     * The end (UK time) of the expected-by day, fixed with documents_completed_at by the same
     * rule (processing-time.ts): the work queue's order and its overdue mark. Null until then.
     */
    dueAt: tstz('due_at'),
    /** The staff member working on it (work queue assignment); null: nobody. */
    assignedStaffId: uuid('assigned_staff_id').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
    assignedAt: tstz('assigned_at'),
    // Set by a staff decision (approved or rejected); the reason is the customer-facing text.
    decidedAt: tstz('decided_at'),
    rejectionReason: text('rejection_reason'),
    // Retention (docs/requirements/privacy.md, src/domain/retention.ts): the reminder before an
    // unpaid application is deleted; the day its uploaded documents were deleted; the day its
    // personal details were made anonymous (amounts, dates and payment references stay).
    unpaidReminderSentAt: tstz('unpaid_reminder_sent_at'),
    documentsDeletedAt: tstz('documents_deleted_at'),
    anonymisedAt: tstz('anonymised_at'),
    /** The traveller stopped reminders (docs/requirements/reminders.md); decision emails still go. */
    remindersOptedOutAt: tstz('reminders_opted_out_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Optimistic concurrency: writers update `where version = $seen` and bump it. */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    check('applications_status_check', oneOf(t.status, applicationStatuses)),
    check(
      'applications_tourist_validity_check',
      // 'is not null' first: a check passes when it is null, and `null in (...)` would be.
      sql`(${t.visaType} = 'tourist' and ${t.touristValidity} is not null and ${oneOf(t.touristValidity, touristValidities)}) or (${t.visaType} <> 'tourist' and ${t.touristValidity} is null)`,
    ),
    check('applications_number_of_applicants_check', sql`${t.numberOfApplicants} between 1 and 10`),
    check('applications_total_amount_check', sql`${t.totalAmount} >= 0`),
    // A status filter's pages in order (newest first, the id breaking ties), and its ids for
    // the index alone when a search is counted with it (docs/decisions/0051-name-search-tokens.md).
    index('applications_status_created_at_id_idx').on(t.status, t.createdAt, t.id),
    index('applications_created_at_idx').on(t.createdAt),
    index('applications_email_idx').on(sql`lower(${t.email})`),
    // Staff dashboard (docs/requirements/staff-dashboard.md): application-number prefix search
    // (pattern ops: the database collation need not be C) and the 'last updated' sort.
    index('applications_number_prefix_idx').on(t.applicationNumber.op('text_pattern_ops')),
    index('applications_updated_at_idx').on(t.updatedAt),
    // The work queue: `where status in (queueStatuses) and anonymised_at is null order by due_at,
    // id`, and its overdue count, which reads this index alone (no visit to the table's rows).
    index('applications_queue_due_at_idx')
      .on(t.dueAt, t.id)
      .where(sql`${oneOf(t.status, queueStatuses)} and ${t.anonymisedAt} is null`),
    index('applications_assigned_staff_id_idx').on(t.assignedStaffId),
  ],
);

/** `application_id` pointing at applications, with the deletion rule the owning table needs. */
export const applicationRef = (onDelete: 'cascade' | 'restrict' | 'set null') =>
  uuid('application_id').references(() => applications.id, { onDelete });

export type Application = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;
