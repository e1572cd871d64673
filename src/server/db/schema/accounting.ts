import { sql } from 'drizzle-orm';
import {
  check,
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
// Relative on purpose (see columns.ts): the lists are the domain's, not copies.
import {
  accountingKinds,
  type AccountingCompany,
  type AccountingKind,
  type AccountingLine,
} from '../../../domain/accounting';
import { applicationRef } from './applications';
import { id, oneOf, tstz } from './columns';
import { payments } from './payments';
import { refunds } from './refunds';
import { sealedText } from './sealed';

// Receipts, invoices and credit notes (docs/requirements/receipts.md). The last number issued
// per year: a row locked by the transaction that issues the next document, so numbers are
// consecutive and a transaction that rolls back leaves no gap.
export const accountingSequences = pgTable('accounting_sequences', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const accountingDocuments = pgTable(
  'accounting_documents',
  {
    id: id(),
    /** '2026-000042' (domain/accounting.ts documentNumber). */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    kind: text('kind').$type<AccountingKind>().notNull(),
    // Restrict, as payments: accounting records outlive everything else about an application.
    applicationId: applicationRef('restrict').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** A credit note's refund (one credit note per refund). */
    refundId: uuid('refund_id')
      .unique()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    /** A credit note's receipt or invoice. */
    creditsDocumentId: uuid('credits_document_id').references(
      (): AnyPgColumn => accountingDocuments.id,
      { onDelete: 'restrict' },
    ),
    issuedAt: tstz('issued_at').notNull(),
    currency: text('currency').notNull(),
    /** Cents, the sum of the lines; positive for every kind (a credit note gives it back). */
    total: integer('total').notNull(),
    lines: jsonb('lines').$type<AccountingLine[]>().notNull(),
    /** Sealed: who paid, as the agreement was signed. */
    customerName: sealedText('accounting_documents', 'customer_name').notNull(),
    company: jsonb('company').$type<AccountingCompany>().notNull(),
  },
  (t) => [
    unique('accounting_documents_year_sequence_unique').on(t.year, t.sequence),
    check('accounting_documents_kind_check', oneOf(t.kind, accountingKinds)),
    check('accounting_documents_total_check', sql`${t.total} > 0`),
    check(
      'accounting_documents_credit_check',
      sql`(${t.kind} = 'credit_note') = (${t.refundId} is not null and ${t.creditsDocumentId} is not null)`,
    ),
    index('accounting_documents_application_id_idx').on(t.applicationId),
    index('accounting_documents_payment_id_idx').on(t.paymentId),
    index('accounting_documents_issued_at_idx').on(t.issuedAt),
  ],
);

export type AccountingDocument = typeof accountingDocuments.$inferSelect;
