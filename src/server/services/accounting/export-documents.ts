import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accountingKinds, signedTotal, type AccountingKind } from '@/domain/accounting';
import { accountingDocuments, applications, type DatabaseExecutor } from '@/server/db';

// The accountant's export (docs/requirements/receipts.md): every receipt, invoice and credit
// note issued in a date range, one row each in number order, then the totals by kind and the
// net, which equal the sums of the documents listed. Amounts in the currency's units with two
// decimals; a credit note's amount is negative. Text that a spreadsheet would run as a formula
// (a customer named "=HYPERLINK(...)") is escaped by csv-stringify.

export interface ExportRange {
  /** First day, YYYY-MM-DD, UTC. */
  from: string;
  /** Last day, YYYY-MM-DD, UTC, included. */
  to: string;
}

/** An amount in the currency's units: a number, written with two decimals (see `cast`). */
const units = (cents: number) => cents / 100;
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

export interface AccountingExport {
  csv: string;
  count: number;
  /** Cents per kind and the net (receipts and invoices less credit notes), per currency. */
  totals: Record<string, Record<AccountingKind | 'net', number>>;
}

const credited = alias(accountingDocuments, 'credited');

export async function exportAccountingDocuments(
  db: DatabaseExecutor,
  range: ExportRange,
): Promise<AccountingExport> {
  const rows = await db
    .select({
      number: accountingDocuments.number,
      kind: accountingDocuments.kind,
      issuedAt: accountingDocuments.issuedAt,
      applicationNumber: applications.applicationNumber,
      customerName: accountingDocuments.customerName,
      currency: accountingDocuments.currency,
      total: accountingDocuments.total,
      // A credit note's receipt, whenever it was issued (often before the range).
      credits: credited.number,
    })
    .from(accountingDocuments)
    .innerJoin(applications, eq(applications.id, accountingDocuments.applicationId))
    .leftJoin(credited, eq(credited.id, accountingDocuments.creditsDocumentId))
    .where(
      and(
        gte(accountingDocuments.issuedAt, new Date(`${range.from}T00:00:00Z`)),
        lt(accountingDocuments.issuedAt, dayAfter(range.to)),
      ),
    )
    .orderBy(asc(accountingDocuments.year), asc(accountingDocuments.sequence));

  const totals: AccountingExport['totals'] = {};
  for (const row of rows) {
    const sums = (totals[row.currency] ??= { receipt: 0, invoice: 0, credit_note: 0, net: 0 });
    sums[row.kind] += row.total;
    sums.net += signedTotal(row.kind, row.total);
  }

  const records: (string | number)[][] = [
    [
      'Number',
      'Kind',
      'Issued at (UTC)',
      'Application',
      'Customer',
      'Currency',
      'Amount',
      'Credits',
    ],
    ...rows.map((row) => [
      row.number,
      row.kind,
      row.issuedAt.toISOString(),
      row.applicationNumber,
      row.customerName,
      row.currency,
      units(signedTotal(row.kind, row.total)),
      row.credits ?? '',
    ]),
    [],
    ['Totals', `${range.from} to ${range.to}`, '', '', '', 'Currency', 'Amount', 'Documents'],
    ...Object.entries(totals).flatMap(([currency, sums]) => [
      ...accountingKinds.map((kind) => [
        kind,
        '',
        '',
        '',
        '',
        currency,
        units(signedTotal(kind, sums[kind])),
        `${rows.filter((row) => row.currency === currency && row.kind === kind).length}`,
      ]),
      ['net', '', '', '', '', currency, units(sums.net), ''],
    ]),
  ];
  return {
    // Numbers are never escaped as formulas (a credit note's -12.34 stays a number); text is.
    csv: stringify(records, {
      escape_formulas: true,
      record_delimiter: 'windows',
      cast: { number: (value) => value.toFixed(2) },
    }),
    count: rows.length,
    totals,
  };
}
