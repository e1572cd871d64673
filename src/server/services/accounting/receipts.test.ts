// Receipts and credit notes (docs/requirements/receipts.md): issued with the money they record,
// numbered in one gap-free sequence per year, and listed in the accountant's export. On
// PostgreSQL (CI's second pass) the 50 payments below run in 50 concurrent transactions.
import { asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentNumber, signedTotal } from '@/domain/accounting';
import { ZStatusCheckResult } from '@/domain/schemas/admin';
import { defaultSiteConfig } from '@/domain/site-config';
import { ACCOUNTING_DOWNLOAD_PATH } from '@/domain/status-check';
import { otherSiteConfig } from '@/domain/test-support/other-site';
import {
  accountingDocuments,
  accountingSequences,
  applications,
  emailOutbox,
  payments,
  type AccountingDocument,
  type Database,
} from '@/server/db';
import {
  buildAdminActionsApp,
  deliverOutbox,
  staffAuth,
  underReviewApplication,
  type AdminActionsApp,
} from '@/server/test-support/admin-actions';
import { insertApplication } from '@/server/test-support/payments';
import { useSiteConfig } from '@/server/site-config';
import { applyPaymentOutcome } from '../payments/apply-payment-outcome';
import { exportAccountingDocuments } from './export-documents';
import { issueReceipt } from './issue-documents';

let t: AdminActionsApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildAdminActionsApp();
  admin = await staffAuth(t);
});
afterAll(async () => {
  useSiteConfig(defaultSiteConfig);
  await t.close();
});

const log = { warn: () => undefined, error: () => undefined };
const year = new Date().getUTCFullYear();

const documentsOf = (db: Database, applicationId: string) =>
  db
    .select()
    .from(accountingDocuments)
    .where(eq(accountingDocuments.applicationId, applicationId))
    .orderBy(asc(accountingDocuments.sequence));

/** A submitted application with an open checkout of its amount, as the payment page makes. */
async function awaitingPayment() {
  const { application, auth } = await insertApplication(t.db);
  const [payment] = await t.db
    .insert(payments)
    .values({
      applicationId: application.id,
      provider: 'sandbox',
      providerReference: `cs_${application.id}`,
      amount: application.totalAmount,
      currency: application.currency,
      status: 'pending',
    })
    .returning();
  return { application, auth, payment: payment! };
}

const succeed = (paymentId: string, amount: number) =>
  t.db.transaction((tx) =>
    applyPaymentOutcome(
      tx,
      paymentId,
      { status: 'succeeded', amount, currency: 'USD', transactionId: `tx_${paymentId}` },
      { publicUrl: 'http://evisa.test', log },
    ),
  );

describe('a receipt', () => {
  it('is issued with the payment, its lines the application’s prices', async () => {
    const { application, payment } = await awaitingPayment();
    expect(await succeed(payment.id, payment.amount)).toBe('paid');
    const [receipt, ...more] = await documentsOf(t.db, application.id);
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({
      kind: 'receipt',
      year,
      paymentId: payment.id,
      total: payment.amount,
      currency: 'USD',
      company: { name: defaultSiteConfig.name, legalName: defaultSiteConfig.company.legalName },
    });
    expect(receipt!.number).toBe(documentNumber(year, receipt!.sequence));
    expect(receipt!.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(payment.amount);
    expect(receipt!.lines.map((line) => line.label)).toEqual(
      application.pricing.lines.filter((l) => l.amount > 0).map((l) => `${l.label} × 2`),
    );
    // A replay of the same webhook issues nothing more.
    expect(await succeed(payment.id, payment.amount)).toBe('unchanged');
    expect(await documentsOf(t.db, application.id)).toHaveLength(1);
  });

  it('is not issued for a payment refused for its amount', async () => {
    const { application, payment } = await awaitingPayment();
    expect(await succeed(payment.id, payment.amount + 1)).toBe('refused');
    expect(await documentsOf(t.db, application.id)).toEqual([]);
  });

  it('is an invoice, with the company of the moment, when the company is VAT-registered', async () => {
    useSiteConfig(otherSiteConfig);
    try {
      const { application, payment } = await awaitingPayment();
      await succeed(payment.id, payment.amount);
      const [invoice] = await documentsOf(t.db, application.id);
      expect(invoice).toMatchObject({
        kind: 'invoice',
        company: { legalName: otherSiteConfig.company.legalName, vatNumber: 'DE123456789' },
      });
    } finally {
      useSiteConfig(defaultSiteConfig);
    }
  });
});

describe('the numbering', () => {
  it('gives 50 payments at once 50 distinct consecutive numbers', async () => {
    const ready = await Promise.all(Array.from({ length: 50 }, () => awaitingPayment()));
    const [before] = await t.db
      .select()
      .from(accountingSequences)
      .where(eq(accountingSequences.year, year));
    const results = await Promise.all(
      ready.map(({ payment }) => succeed(payment.id, payment.amount)),
    );
    expect(results.every((result) => result === 'paid')).toBe(true);
    const issued = (
      await Promise.all(ready.map(({ application }) => documentsOf(t.db, application.id)))
    ).flat();
    expect(issued).toHaveLength(50);
    const sequences = issued.map((d) => d.sequence).sort((a, b) => a - b);
    const first = (before?.lastNumber ?? 0) + 1;
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => first + i));
    expect(new Set(issued.map((d) => d.number)).size).toBe(50);
  });

  it('leaves no gap when the transaction that issued a number rolls back', async () => {
    const { application, payment } = await awaitingPayment();
    const [app] = await t.db.select().from(applications).where(eq(applications.id, application.id));
    let rolledBack: AccountingDocument | undefined;
    await expect(
      t.db.transaction(async (tx) => {
        rolledBack = await issueReceipt(tx, { application: app!, payment, at: new Date() });
        throw new Error('the payment could not be recorded');
      }),
    ).rejects.toThrow('could not be recorded');
    const next = await awaitingPayment();
    await succeed(next.payment.id, next.payment.amount);
    const [receipt] = await documentsOf(t.db, next.application.id);
    expect(receipt!.sequence).toBe(rolledBack!.sequence);
    expect(await documentsOf(t.db, application.id)).toEqual([]);
  });
});

describe('a credit note', () => {
  it('is issued for a refund that went through, referring to its receipt', async () => {
    const application = await underReviewApplication(t);
    const [receipt] = await documentsOf(t.db, application.id);
    expect(receipt?.kind).toBe('receipt');

    t.refunds.fail = true;
    const failed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${application.id}/refunds`,
      headers: admin,
      payload: { mode: 'custom', amount: 1_000, reason: 'Goodwill for the delay we caused.' },
    });
    // The ledger keeps the failed line (and says so); no money went back, so no credit note.
    expect(failed.body).toContain('failed');
    expect(await documentsOf(t.db, application.id)).toHaveLength(1);

    t.refunds.fail = false;
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${application.id}/refunds`,
      headers: admin,
      payload: { mode: 'custom', amount: 1_234, reason: 'Goodwill for the delay we caused.' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const [, creditNote] = await documentsOf(t.db, application.id);
    expect(creditNote).toMatchObject({
      kind: 'credit_note',
      total: 1_234,
      creditsDocumentId: receipt!.id,
      paymentId: receipt!.paymentId,
      customerName: receipt!.customerName,
    });
    expect(creditNote!.lines[0]!.label).toContain(receipt!.number);
    expect(creditNote!.sequence).toBeGreaterThan(receipt!.sequence);

    // The payment's email carries the receipt, the refund's the credit note, as PDFs. The other
    // tests' emails (50 receipts among them) are set aside: each would render its own PDF.
    await t.db
      .update(emailOutbox)
      .set({ status: 'sent' })
      .where(ne(emailOutbox.applicationId, application.id));
    const sent = await deliverOutbox(t);
    const attached = (name: string) =>
      sent.flatMap((mail) => mail.attachments ?? []).find((a) => a.filename === name);
    for (const name of [
      `receipt-${receipt!.number}.pdf`,
      `credit-note-${creditNote!.number}.pdf`,
    ]) {
      const attachment = attached(name);
      expect(attachment, name).toBeDefined();
      expect(attachment!.contentType).toBe('application/pdf');
      expect(Buffer.from(attachment!.content).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

describe('the documents as PDFs', () => {
  it('are listed and downloaded by the traveller and by staff, never another application’s', async () => {
    const { application, auth, payment } = await awaitingPayment();
    await succeed(payment.id, payment.amount);
    const base = `/api/applications/${application.id}/accounting-documents`;
    const list = await t.app.inject({ url: base, headers: auth });
    expect(list.statusCode, list.body).toBe(200);
    const [receipt] = list.json<{ id: string; number: string; kind: string }[]>();
    expect(receipt).toMatchObject({ kind: 'receipt', credits: null });

    const pdf = await t.app.inject({ url: `${base}/${receipt!.id}/pdf`, headers: auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`receipt-${receipt!.number}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const staff = await t.app.inject({
      url: `/api/admin/applications/${application.id}/accounting-documents/${receipt!.id}/pdf`,
      headers: admin,
    });
    expect(staff.statusCode).toBe(200);

    // Another application's token, an unknown id, a malformed id: the same 404.
    const other = await insertApplication(t.db);
    for (const [url, headers] of [
      [
        `/api/applications/${other.application.id}/accounting-documents/${receipt!.id}/pdf`,
        other.auth,
      ],
      [`${base}/00000000-0000-4000-8000-000000000000/pdf`, auth],
      [`${base}/not-an-id/pdf`, auth],
    ] as const) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(404);
    }
    const wrongToken = await t.app.inject({
      url: `${base}/${receipt!.id}/pdf`,
      headers: other.auth,
    });
    expect(wrongToken.statusCode).toBe(404);
  });
});

describe('the status check', () => {
  it('lists the documents with short-lived links that download each, and nothing forged', async () => {
    const { application, payment } = await awaitingPayment();
    await succeed(payment.id, payment.amount);
    const query = new URLSearchParams({
      email: application.email!,
      applicationNumber: application.applicationNumber,
    });
    const status = await t.app.inject({ url: `/api/applications/status?${query}` });
    expect(status.statusCode, status.body).toBe(200);
    const [receipt, ...more] = ZStatusCheckResult.parse(status.json()).accountingDocuments;
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({
      kind: 'receipt',
      total: payment.amount,
      currency: 'USD',
      credits: null,
    });
    expect(receipt!.url.startsWith(ACCOUNTING_DOWNLOAD_PATH)).toBe(true);

    // The link alone downloads the PDF: no application token.
    const pdf = await t.app.inject({ url: receipt!.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`receipt-${receipt!.number}.pdf`);
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // An altered signature, another id under the same signature, the token as an e-visa link.
    const token = receipt!.url.slice(ACCOUNTING_DOWNLOAD_PATH.length);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const [id] = token.split('.');
    for (const url of [
      `${ACCOUNTING_DOWNLOAD_PATH}${token.slice(0, -1)}${last}`,
      `${ACCOUNTING_DOWNLOAD_PATH}${token.replace(id!, '00000000-0000-4000-8000-000000000000')}`,
      `${ACCOUNTING_DOWNLOAD_PATH}not-a-token`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'accounting.link_invalid' });
    }
    const asEvisa = await t.app.inject({ url: `/api/applications/evisa/${token}` });
    expect(asEvisa.statusCode).toBe(404);
    expect(asEvisa.json()).toMatchObject({ code: 'evisa.link_invalid' });
  });

  it('lists nothing before the payment', async () => {
    const { application } = await awaitingPayment();
    const query = new URLSearchParams({
      email: application.email!,
      applicationNumber: application.applicationNumber,
    });
    const status = await t.app.inject({ url: `/api/applications/status?${query}` });
    expect(ZStatusCheckResult.parse(status.json()).accountingDocuments).toEqual([]);
  });
});

describe('the accountant’s export', () => {
  it('lists the documents of the range, its totals the sums of the documents', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const result = await exportAccountingDocuments(t.db, { from: day, to: day });
    const all = await t.db.select().from(accountingDocuments);
    expect(result.count).toBe(all.length);
    const usd = result.totals.USD!;
    const sum = (kinds: string[]) =>
      all.filter((d) => kinds.includes(d.kind)).reduce((s, d) => s + d.total, 0);
    expect(usd.receipt).toBe(sum(['receipt']));
    expect(usd.invoice).toBe(sum(['invoice']));
    expect(usd.credit_note).toBe(sum(['credit_note']));
    expect(usd.net).toBe(all.reduce((s, d) => s + signedTotal(d.kind, d.total), 0));
    expect(usd.credit_note).toBeGreaterThan(0);

    // The CSV says the same: its rows' amounts add up to its net line.
    const rows = result.csv.trim().split('\r\n');
    const amounts = rows
      .slice(1, 1 + all.length)
      .map((row) => Math.round(Number(row.split(',')[6]) * 100));
    expect(amounts.reduce((s, a) => s + a, 0)).toBe(usd.net);
    // Each credit note's row names the receipt it credits.
    for (const note of all.filter((d) => d.kind === 'credit_note')) {
      const receipt = all.find((d) => d.id === note.creditsDocumentId);
      expect(rows.find((row) => row.startsWith(`${note.number},`))).toMatch(
        new RegExp(`,${receipt!.number}$`),
      );
    }
    const net = rows.find((row) => row.startsWith('net,'));
    expect(net).toContain(`,USD,${(usd.net / 100).toFixed(2)},`);

    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await exportAccountingDocuments(t.db, { from: yesterday, to: yesterday })).count).toBe(
      0,
    );
  });

  it('escapes a customer name a spreadsheet would run as a formula', async () => {
    const { application, payment } = await awaitingPayment();
    await t.db
      .update(applications)
      .set({ email: '=HYPERLINK("http://evil.example","x")@example.com' })
      .where(eq(applications.id, application.id));
    await succeed(payment.id, payment.amount);
    const day = new Date().toISOString().slice(0, 10);
    const { csv } = await exportAccountingDocuments(t.db, { from: day, to: day });
    expect(csv).toContain(`'=HYPERLINK`);
    expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });

  it('is the admins’ CSV download, audited', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const res = await t.app.inject({
      url: `/api/admin/accounting/export?from=${day}&to=${day}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`accounting-${day}-to-${day}.csv`);
    expect(res.body.split('\r\n')[0]).toContain('Number,Kind');
    const backwards = await t.app.inject({
      url: `/api/admin/accounting/export?from=${day}&to=2000-01-01`,
      headers: admin,
    });
    expect(backwards.statusCode).toBe(400);
  });
});
