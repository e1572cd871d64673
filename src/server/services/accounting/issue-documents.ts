import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  accountingYear,
  documentNumber,
  type AccountingCompany,
  type AccountingKind,
  type AccountingLine,
} from '@/domain/accounting';
import {
  accountingDocuments,
  accountingSequences,
  agreements,
  type AccountingDocument,
  type Application,
  type DatabaseExecutor,
  type EmailAttachment,
  type Payment,
  type RefundLine,
} from '@/server/db';
import { siteConfig } from '@/server/site-config';
import { accountingPdfName } from './render-accounting-pdf';

// Issuing receipts and credit notes (docs/requirements/receipts.md), always inside the
// transaction that records the money: the payment's success, the refund's settlement. The
// year's sequence row is locked by the increment, so two payments at once get consecutive
// numbers, and a transaction that rolls back takes its number with it: no gap.

/** The next number of `year`'s sequence, locking it until the caller's transaction ends. */
async function nextSequence(tx: DatabaseExecutor, year: number): Promise<number> {
  const [row] = await tx
    .insert(accountingSequences)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: accountingSequences.year,
      set: { lastNumber: sql`${accountingSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: accountingSequences.lastNumber });
  return row!.lastNumber;
}

/** The issuing company now, as the document will show it for good. */
function companyNow(): AccountingCompany {
  const site = siteConfig();
  const { legalName, registeredIn, registrationNumber, vatNumber, address } = site.company;
  return {
    name: site.name,
    legalName,
    registeredIn,
    address,
    ...(registrationNumber ? { registrationNumber } : {}),
    ...(vatNumber ? { vatNumber } : {}),
  };
}

async function issue(
  tx: DatabaseExecutor,
  fields: {
    kind: AccountingKind;
    applicationId: string;
    paymentId: string;
    refundId?: string;
    creditsDocumentId?: string;
    currency: string;
    lines: AccountingLine[];
    customerName: string;
    at: Date;
  },
): Promise<AccountingDocument> {
  const total = fields.lines.reduce((sum, line) => sum + line.amount, 0);
  const year = accountingYear(fields.at);
  const sequence = await nextSequence(tx, year);
  const [document] = await tx
    .insert(accountingDocuments)
    .values({
      number: documentNumber(year, sequence),
      year,
      sequence,
      kind: fields.kind,
      applicationId: fields.applicationId,
      paymentId: fields.paymentId,
      refundId: fields.refundId ?? null,
      creditsDocumentId: fields.creditsDocumentId ?? null,
      issuedAt: fields.at,
      currency: fields.currency,
      total,
      lines: fields.lines,
      customerName: fields.customerName,
      company: companyNow(),
    })
    .returning();
  return document!;
}

/** The document as an email attachment, rendered when the email is sent. */
export function accountingAttachment(document: AccountingDocument): EmailAttachment {
  return {
    filename: accountingPdfName(document.kind, document.number),
    contentType: 'application/pdf',
    accountingDocumentId: document.id,
  };
}

/** Who paid: the name the agreement was signed with, else the application's email. */
async function customerOf(tx: DatabaseExecutor, application: Application): Promise<string> {
  const [agreement] = await tx
    .select({ signerName: agreements.signerName })
    .from(agreements)
    .where(eq(agreements.applicationId, application.id))
    .orderBy(sql`${agreements.supersededAt} is not null, ${agreements.signedAt} desc`)
    .limit(1);
  return agreement?.signerName ?? application.email;
}

/**
 * The receipt of a successful payment: the application's price lines as stored when it was
 * priced, an invoice when the configured company has a VAT number.
 */
export async function issueReceipt(
  tx: DatabaseExecutor,
  { application, payment, at }: { application: Application; payment: Payment; at: Date },
): Promise<AccountingDocument> {
  const lines: AccountingLine[] = application.pricing.lines
    .filter((line) => line.amount > 0)
    .map((line) => ({
      label: `${line.label ?? line.key} × ${line.quantity}`,
      amount: line.amount,
    }));
  const listed = lines.reduce((sum, line) => sum + line.amount, 0);
  // What was taken is what the receipt says; a stored breakdown that disagrees is shown whole
  // as one line rather than a receipt whose lines do not add up.
  const receiptLines =
    listed === payment.amount
      ? lines
      : [{ label: 'Indian e-Visa application', amount: payment.amount }];
  return issue(tx, {
    kind: companyNow().vatNumber ? 'invoice' : 'receipt',
    applicationId: application.id,
    paymentId: payment.id,
    currency: payment.currency,
    lines: receiptLines,
    customerName: await customerOf(tx, application),
    at,
  });
}

/**
 * The credit note of a refund that succeeded, referring to its payment's receipt. A payment
 * that never got one (a second payment refunded whole as a duplicate) gets none either.
 */
export async function issueCreditNote(
  tx: DatabaseExecutor,
  refund: RefundLine,
  at: Date = new Date(),
): Promise<AccountingDocument | undefined> {
  const [receipt] = await tx
    .select()
    .from(accountingDocuments)
    .where(
      and(
        eq(accountingDocuments.paymentId, refund.paymentId),
        inArray(accountingDocuments.kind, ['receipt', 'invoice']),
      ),
    )
    .limit(1);
  if (!receipt) return undefined;
  const [existing] = await tx
    .select()
    .from(accountingDocuments)
    .where(eq(accountingDocuments.refundId, refund.id));
  if (existing) return existing;
  return issue(tx, {
    kind: 'credit_note',
    applicationId: refund.applicationId,
    paymentId: refund.paymentId,
    refundId: refund.id,
    creditsDocumentId: receipt.id,
    currency: refund.currency,
    lines: [{ label: `Refund against ${receipt.number}`, amount: refund.amount }],
    customerName: receipt.customerName,
    at,
  });
}
