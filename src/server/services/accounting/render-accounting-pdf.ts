// See render-agreement-pdf.ts: fontkit's build needs this global for some scripts.
import 'regenerator-runtime/runtime.js';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import type { AccountingCompany, AccountingKind, AccountingLine } from '@/domain/accounting';
import { formatMoney } from '@/domain/money';
import { createPdfWriter, embedFonts } from '@/server/services/agreements/pdf-writer';
import { siteConfig } from '@/server/site-config';

// A receipt, invoice or credit note as a PDF (docs/requirements/receipts.md), in English like
// the agreement: everything it shows was fixed when it was issued (the company, the customer,
// the lines), so it prints the same whenever it is downloaded.

export interface AccountingPdfInput {
  number: string;
  kind: AccountingKind;
  issuedAt: Date;
  applicationNumber: string;
  customerName: string;
  currency: string;
  total: number;
  lines: AccountingLine[];
  company: AccountingCompany;
  /** A credit note's receipt or invoice number. */
  creditsNumber?: string;
}

const accountingTitles: Record<AccountingKind, string> = {
  receipt: 'Receipt',
  invoice: 'Invoice',
  credit_note: 'Credit note',
};

/** `receipt-2026-000042.pdf` */
export const accountingPdfName = (kind: AccountingKind, number: string) =>
  `${kind.replace('_', '-')}-${number}.pdf`;

export async function renderAccountingPdf(input: AccountingPdfInput): Promise<Uint8Array> {
  // In a worker thread: the configuration (its currency display) is read here too.
  siteConfig();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const fonts = await embedFonts(doc);
  const title = accountingTitles[input.kind];
  const money = (cents: number) => formatMoney(cents, input.currency, 'en', { alwaysCents: true });
  const day = input.issuedAt.toISOString().slice(0, 10);
  const { company } = input;

  doc.setTitle(`${title} ${input.number}`);
  doc.setAuthor(company.legalName);
  doc.setCreationDate(input.issuedAt);
  doc.setModificationDate(input.issuedAt);

  const pdf = createPdfWriter(doc, fonts);
  pdf.text(company.name, { size: 14, bold: true, gapAfter: 2 });
  pdf.text(company.legalName, { gapAfter: 2 });
  for (const line of company.address) pdf.text(line, { muted: true, gapAfter: 1 });
  const registration = [
    `Registered in ${company.registeredIn}`,
    company.registrationNumber && `company number ${company.registrationNumber}`,
  ]
    .filter(Boolean)
    .join(', ');
  pdf.text(registration, { size: 9, muted: true, gapAfter: 1 });
  if (company.vatNumber) pdf.text(`VAT number ${company.vatNumber}`, { size: 9, muted: true });
  pdf.space(18);

  pdf.text(`${title} ${input.number}`, { size: 18, bold: true, gapAfter: 8 });
  pdf.field('Date of issue', day);
  pdf.field('Application', input.applicationNumber);
  pdf.field('Customer', input.customerName);
  if (input.creditsNumber) pdf.field('Credits', input.creditsNumber);
  pdf.space(14);

  pdf.amountRow('Description', 'Amount', { bold: true });
  pdf.rule();
  for (const line of input.lines) pdf.amountRow(line.label, money(line.amount));
  pdf.rule();
  pdf.amountRow(
    input.kind === 'credit_note' ? 'Total refunded' : 'Total paid',
    money(input.total),
    {
      bold: true,
    },
  );
  pdf.space(18);
  pdf.text(
    input.kind === 'credit_note'
      ? `This credit note records money returned to the card that paid application ${input.applicationNumber}.`
      : `Paid by card for the Indian e-Visa application ${input.applicationNumber}. The Government of India's fee is passed on at cost.`,
    { size: 9, muted: true },
  );
  pdf.numberPages(`${company.name} - ${title} ${input.number}`);
  return doc.save();
}
