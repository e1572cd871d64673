// Drizzle schema: the single source for migrations (drizzle-kit) and for typed queries.
// No `@/` imports here: drizzle-kit loads this file with its own loader, without our alias.
import { relations, sql, type AnyColumn } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
// Relative on purpose (see above): the status list is the domain's state machine, not a copy.
import { applicationStatuses, type ApplicationStatus } from '../../domain/status';

export { applicationStatuses, type ApplicationStatus };

export const paymentStatuses = [
  'created',
  'pending',
  'succeeded',
  'failed',
  'cancelled',
  'refunded',
] as const;
export const documentKinds = ['upload', 'evisa'] as const;
export const emailStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export type DocumentKind = (typeof documentKinds)[number];
export type EmailStatus = (typeof emailStatuses)[number];
/** The server's price breakdown, stored as computed at the time (prices may change later). */
export type StoredPricing = Record<string, unknown>;
export interface EmailAttachment {
  filename: string;
  storageKey: string;
  contentType: string;
}

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => tstz('created_at').notNull().defaultNow();
const updatedAt = () =>
  tstz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const id = () => uuid('id').primaryKey().defaultRandom();
const applicationRef = (onDelete: 'cascade' | 'restrict' | 'set null') =>
  uuid('application_id').references(() => applications.id, { onDelete });
/** `column IN ('a', 'b')` for a check constraint; the values are our own constants, never input. */
const oneOf = (column: AnyColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

export const applications = pgTable(
  'applications',
  {
    id: id(),
    applicationNumber: text('application_number').notNull().unique(),
    /** sha-256 hex of the bearer access token; only the applicant ever holds the token itself. */
    accessTokenHash: text('access_token_hash').notNull(),
    status: text('status').$type<ApplicationStatus>().notNull().default('draft'),
    visaType: text('visa_type').notNull(),
    processingTime: text('processing_time').notNull(),
    transportation: text('transportation').notNull(),
    portOfArrival: text('port_of_arrival').notNull(),
    email: text('email').notNull(),
    countryCode: text('country_code'),
    phone: text('phone').notNull(),
    communicationChannel: text('communication_channel').notNull().default('email'),
    numberOfApplicants: integer('number_of_applicants').notNull(),
    travelInsurance: boolean('travel_insurance').notNull().default(false),
    travelEsim: boolean('travel_esim').notNull().default(false),
    language: text('language').notNull().default('en'),
    pricing: jsonb('pricing').$type<StoredPricing>().notNull(),
    totalAmount: integer('total_amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    transactionId: text('transaction_id'),
    submittedAt: tstz('submitted_at'),
    paidAt: tstz('paid_at'),
    decidedAt: tstz('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Optimistic concurrency: writers update `where version = $seen` and bump it. */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    check('applications_status_check', oneOf(t.status, applicationStatuses)),
    check('applications_number_of_applicants_check', sql`${t.numberOfApplicants} between 1 and 10`),
    check('applications_total_amount_check', sql`${t.totalAmount} >= 0`),
    index('applications_status_created_at_idx').on(t.status, t.createdAt),
    index('applications_created_at_idx').on(t.createdAt),
    index('applications_email_idx').on(sql`lower(${t.email})`),
  ],
);

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
    index('applicants_passport_number_idx').on(t.passportNumber),
    index('applicants_last_name_idx').on(sql`lower(${t.lastName})`),
  ],
);

export const agreements = pgTable('agreements', {
  id: id(),
  applicationId: applicationRef('cascade').notNull().unique(),
  signerName: text('signer_name').notNull(),
  signatureStorageKey: text('signature_storage_key').notNull(),
  // Null until the PDF is rendered, so a rendering failure never loses the signature itself.
  pdfStorageKey: text('pdf_storage_key'),
  agreementVersion: text('agreement_version').notNull(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  signedAt: tstz('signed_at').notNull().defaultNow(),
});

export const payments = pgTable(
  'payments',
  {
    id: id(),
    // Restrict, not cascade: money records must not vanish as a side effect of a deletion.
    applicationId: applicationRef('restrict').notNull(),
    provider: text('provider').notNull(),
    // Null between inserting our row and the provider answering with its session id.
    providerReference: text('provider_reference'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    transactionId: text('transaction_id'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: tstz('completed_at'),
  },
  (t) => [
    unique('payments_provider_reference_unique').on(t.provider, t.providerReference),
    check('payments_status_check', oneOf(t.status, paymentStatuses)),
    check('payments_amount_check', sql`${t.amount} >= 0`),
    index('payments_application_id_idx').on(t.applicationId),
  ],
);

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    // Set null: the event row must outlive its payment so a replayed webhook is still recognised.
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [
    unique('payment_events_provider_event_unique').on(t.provider, t.eventId),
    index('payment_events_payment_id_idx').on(t.paymentId),
  ],
);

export const sandboxCheckoutStatuses = [
  'open',
  'requires_action',
  'succeeded',
  'failed',
  'cancelled',
  'refunded',
] as const;
export type SandboxCheckoutStatus = (typeof sandboxCheckoutStatuses)[number];

/**
 * The sandbox gateway's own records, kept apart from `payments` as an external gateway's would
 * be: no foreign key to our applications, and never a card number (not even the last digits).
 */
export const sandboxCheckouts = pgTable(
  'sandbox_checkouts',
  {
    id: id(),
    merchantReference: text('merchant_reference').notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    customerEmail: text('customer_email').notNull(),
    returnUrl: text('return_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<SandboxCheckoutStatus>().notNull().default('open'),
    transactionId: text('transaction_id'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: tstz('expires_at').notNull(),
    completedAt: tstz('completed_at'),
  },
  (t) => [
    check('sandbox_checkouts_status_check', oneOf(t.status, sandboxCheckoutStatuses)),
    check('sandbox_checkouts_amount_check', sql`${t.amount} >= 0`),
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: id(),
    applicationId: applicationRef('cascade').notNull(),
    applicantId: uuid('applicant_id').references(() => applicants.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DocumentKind>().notNull().default('upload'),
    documentType: text('document_type').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedAt: tstz('uploaded_at').notNull().defaultNow(),
  },
  (t) => [
    check('documents_kind_check', oneOf(t.kind, documentKinds)),
    check('documents_size_check', sql`${t.size} >= 0`),
    index('documents_application_id_idx').on(t.applicationId),
    index('documents_applicant_id_idx').on(t.applicantId),
  ],
);

export const staffUsers = pgTable(
  'staff_users',
  {
    id: id(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    totpSecret: text('totp_secret'),
    role: text('role').notNull().default('admin'),
    disabledAt: tstz('disabled_at'),
    createdAt: createdAt(),
    lastLoginAt: tstz('last_login_at'),
  },
  // Case-insensitive uniqueness without the citext extension: only lower-case names get in.
  (t) => [check('staff_users_username_lower_check', sql`${t.username} = lower(${t.username})`)],
);

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

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    /** One logical email, one row: writers insert with `on conflict do nothing`. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    applicationId: applicationRef('set null'),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull().default('en'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    status: text('status').$type<EmailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    // A worker claims a row until this time; a crashed worker's claim simply expires.
    lockedUntil: tstz('locked_until'),
    lastError: text('last_error'),
    sentAt: tstz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('email_outbox_status_check', oneOf(t.status, emailStatuses)),
    index('email_outbox_status_next_attempt_at_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_application_id_idx').on(t.applicationId),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    // Free text as the customer typed it, so no foreign key.
    applicationNumber: text('application_number'),
    message: text('message').notNull(),
    language: text('language').notNull().default('en'),
    ip: text('ip'),
    createdAt: createdAt(),
    handledAt: tstz('handled_at'),
  },
  (t) => [index('support_messages_created_at_idx').on(t.createdAt)],
);

// Relations power `db.query.*.findMany({ with: ... })`; they add nothing to the SQL schema.
export const applicationsRelations = relations(applications, ({ one, many }) => ({
  applicants: many(applicants),
  agreement: one(agreements),
  payments: many(payments),
  documents: many(documents),
  auditLog: many(auditLog),
}));
export const applicantsRelations = relations(applicants, ({ one, many }) => ({
  application: one(applications, {
    fields: [applicants.applicationId],
    references: [applications.id],
  }),
  documents: many(documents),
}));
export const agreementsRelations = relations(agreements, ({ one }) => ({
  application: one(applications, {
    fields: [agreements.applicationId],
    references: [applications.id],
  }),
}));
export const paymentsRelations = relations(payments, ({ one, many }) => ({
  application: one(applications, {
    fields: [payments.applicationId],
    references: [applications.id],
  }),
  events: many(paymentEvents),
}));
export const paymentEventsRelations = relations(paymentEvents, ({ one }) => ({
  payment: one(payments, { fields: [paymentEvents.paymentId], references: [payments.id] }),
}));
export const documentsRelations = relations(documents, ({ one }) => ({
  application: one(applications, {
    fields: [documents.applicationId],
    references: [applications.id],
  }),
  applicant: one(applicants, { fields: [documents.applicantId], references: [applicants.id] }),
}));
export const auditLogRelations = relations(auditLog, ({ one }) => ({
  application: one(applications, {
    fields: [auditLog.applicationId],
    references: [applications.id],
  }),
  staffUser: one(staffUsers, { fields: [auditLog.staffUserId], references: [staffUsers.id] }),
}));
export const staffSessionsRelations = relations(staffSessions, ({ one }) => ({
  staffUser: one(staffUsers, { fields: [staffSessions.staffUserId], references: [staffUsers.id] }),
}));

export type Application = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;
export type Applicant = typeof applicants.$inferSelect;
export type NewApplicant = typeof applicants.$inferInsert;
export type Agreement = typeof agreements.$inferSelect;
export type NewAgreement = typeof agreements.$inferInsert;
export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentEvent = typeof paymentEvents.$inferSelect;
export type NewPaymentEvent = typeof paymentEvents.$inferInsert;
export type SandboxCheckout = typeof sandboxCheckouts.$inferSelect;
export type NewSandboxCheckout = typeof sandboxCheckouts.$inferInsert;
export type Document = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;
export type StaffUser = typeof staffUsers.$inferSelect;
export type NewStaffUser = typeof staffUsers.$inferInsert;
export type StaffSession = typeof staffSessions.$inferSelect;
export type NewStaffSession = typeof staffSessions.$inferInsert;
export type AuditLogEntry = typeof auditLog.$inferSelect;
export type NewAuditLogEntry = typeof auditLog.$inferInsert;
export type EmailOutboxMessage = typeof emailOutbox.$inferSelect;
export type NewEmailOutboxMessage = typeof emailOutbox.$inferInsert;
export type SupportMessage = typeof supportMessages.$inferSelect;
export type NewSupportMessage = typeof supportMessages.$inferInsert;
