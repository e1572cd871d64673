import { z } from 'zod';

// Receipts and credit notes (docs/requirements/receipts.md): every payment gets a receipt (an
// invoice when the company is VAT-registered) and every refund a credit note, numbered in one
// gap-free sequence per calendar year (UTC), shared by all three kinds.

export const accountingKinds = ['receipt', 'invoice', 'credit_note'] as const;
export type AccountingKind = (typeof accountingKinds)[number];

/** One line of a document: what it is and its amount in cents. */
export interface AccountingLine {
  label: string;
  amount: number;
}

/** The company as it was when the document was issued (the configuration may change later). */
export interface AccountingCompany {
  name: string;
  legalName: string;
  registeredIn: string;
  registrationNumber?: string;
  vatNumber?: string;
  address: string[];
}

/** '2026-000042': the year and the document's place in that year's sequence. */
export function documentNumber(year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`bad sequence ${sequence}`);
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

/** The calendar year a document issued at `at` is numbered in. */
export const accountingYear = (at: Date): number => at.getUTCFullYear();

/** A credit note takes money back: its amount counts negative in a total. */
export const signedTotal = (kind: AccountingKind, total: number): number =>
  kind === 'credit_note' ? -total : total;

/** A document as the traveller and staff see it listed. */
export const ZAccountingDocumentView = z.object({
  id: z.uuid(),
  number: z.string(),
  kind: z.enum(accountingKinds),
  issuedAt: z.iso.datetime(),
  currency: z.string(),
  total: z.number().int(),
  /** A credit note's receipt or invoice number. */
  credits: z.string().nullable(),
});
export type TAccountingDocumentView = z.infer<typeof ZAccountingDocumentView>;
