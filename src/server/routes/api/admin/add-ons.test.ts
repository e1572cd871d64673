import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAdminApplicationDetail,
  ZAdminApplicationsPage,
  ZStatusCheckResult,
} from '@/domain/schemas/admin';
import { ADD_ON_DOWNLOAD_PATH } from '@/domain/status-check';
import type { applications } from '@/server/db';
import { applicants, auditLog, documents, emailOutbox } from '@/server/db';
import {
  buildAdminActionsApp,
  deliverOutbox,
  staffAuth,
  underReviewApplication,
  type AdminActionsApp,
} from '@/server/test-support/admin-actions';
import { colourPng, multipart, smallPdf } from '@/server/test-support/documents';
import { insertApplication } from '@/server/test-support/payments';

// Delivered extras (docs/requirements/add-ons.md): staff send one traveller's insurance
// certificate or eSIM QR code; it is emailed with the file, listed for staff, offered on the
// status page by a short-lived link, and refused whenever it is not owed.

let t: AdminActionsApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await buildAdminActionsApp();
  auth = await staffAuth(t);
});
afterAll(() => t.close());

let nextIp = 0;
const freshIp = () => `10.92.${(++nextIp >> 8) & 255}.${nextIp & 255}`;

type File = { name: string; type: string; data: Buffer };
const pdf = async (name = 'certificate.pdf'): Promise<File> => ({
  name,
  type: 'application/pdf',
  data: await smallPdf(),
});

const deliver = (
  applicationId: string,
  applicantId: string,
  kind: string,
  file?: File,
  field = 'addOnFile',
) => {
  const body = multipart({}, file, field);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/applications/${applicationId}/travellers/${applicantId}/add-ons/${kind}`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
};

async function withExtras(overrides: Partial<typeof applications.$inferInsert> = {}) {
  const application = await underReviewApplication(t, {
    numberOfApplicants: 2,
    travelInsurance: true,
    travelEsim: true,
    ...overrides,
  });
  const travellers = await t.db
    .select()
    .from(applicants)
    .where(eq(applicants.applicationId, application.id))
    .orderBy(asc(applicants.position));
  return { application, travellers };
}

async function statusCheck(email: string, applicationNumber: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/applications/status?${new URLSearchParams({ email, applicationNumber })}`,
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(200);
  return ZStatusCheckResult.parse(res.json());
}

const download = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: freshIp() });

async function addOnsDue() {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/applications?view=all&addOnsDue=true&pageSize=100',
    headers: auth,
  });
  expect(res.statusCode).toBe(200);
  return ZAdminApplicationsPage.parse(res.json()).items.map((a) => a.id);
}

const addOnRows = (applicationId: string) =>
  t.db
    .select()
    .from(documents)
    .where(and(eq(documents.applicationId, applicationId), eq(documents.kind, 'addon')))
    .orderBy(asc(documents.uploadedAt));

describe('delivering a traveller’s extra', () => {
  it('emails the file, lists it for staff and offers it on the status page', async () => {
    const { application, travellers } = await withExtras();
    const [anna, ben] = travellers;
    expect(await addOnsDue()).toContain(application.id);

    const file = await pdf('Anna insurance.pdf');
    const res = await deliver(application.id, anna!.id, 'insurance', file);
    expect(res.statusCode).toBe(200);
    const detail = ZAdminApplicationDetail.parse(res.json());
    // Every traveller and every chosen extra, in traveller order; only Anna's insurance sent.
    expect(
      detail.addOns.map((a) => [a.applicantId, a.kind, a.owed, a.delivered?.fileName ?? null]),
    ).toEqual([
      [anna!.id, 'insurance', true, 'Anna insurance.pdf'],
      [anna!.id, 'esim', true, null],
      [ben!.id, 'insurance', true, null],
      [ben!.id, 'esim', true, null],
    ]);
    // Not among the travellers' uploads.
    expect(detail.documents.some((d) => d.originalName === 'Anna insurance.pdf')).toBe(false);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.applicationId, application.id), eq(auditLog.action, 'add_on.delivered')),
      );
    expect(audit?.details).toMatchObject({
      addOn: 'insurance',
      position: 0,
      fileName: 'Anna insurance.pdf',
    });
    expect(detail.timeline.some((e) => e.action === 'add_on.delivered')).toBe(true);

    const queued = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.applicationId, application.id),
          eq(emailOutbox.template, 'add-on-delivered'),
        ),
      );
    expect(queued).toHaveLength(1);
    const sent = (await deliverOutbox(t)).filter((m) => m.to === application.email);
    const mail = sent.find((m) =>
      m.attachments?.some((a) => a.filename.startsWith('travel-insurance')),
    );
    expect(mail?.subject).toContain(application.applicationNumber);
    expect(mail?.attachments).toEqual([
      {
        filename: `travel-insurance-${application.applicationNumber}-1.pdf`,
        content: file.data,
        contentType: 'application/pdf',
      },
    ]);

    const status = await statusCheck(application.email, application.applicationNumber);
    const [first, second] = status.travellers;
    expect(first?.addOns.map((a) => [a.kind, a.deliveredAt !== null, a.url !== null])).toEqual([
      ['insurance', true, true],
      ['esim', false, false],
    ]);
    expect(second?.addOns.every((a) => a.url === null && a.deliveredAt === null)).toBe(true);
    const url = first!.addOns[0]!.url!;
    expect(url.startsWith(ADD_ON_DOWNLOAD_PATH)).toBe(true);
    const got = await download(url);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(file.data)).toBe(true);
    expect(got.headers['content-disposition']).toContain(
      `travel-insurance-${application.applicationNumber}-1.pdf`,
    );
    expect(got.headers['cache-control']).toBe('no-store');

    // Still due until every traveller's extras are sent.
    expect(await addOnsDue()).toContain(application.id);
    for (const traveller of [anna!, ben!]) {
      for (const kind of ['insurance', 'esim'] as const) {
        if (traveller === anna && kind === 'insurance') continue;
        const png = { name: 'qr.png', type: 'image/png', data: await colourPng(64, 64) };
        const done = await deliver(
          application.id,
          traveller.id,
          kind,
          kind === 'esim' ? png : await pdf(),
        );
        expect(done.statusCode).toBe(200);
      }
    }
    expect(await addOnsDue()).not.toContain(application.id);
    const esim = (
      await statusCheck(application.email, application.applicationNumber)
    ).travellers[1]!.addOns.find((a) => a.kind === 'esim')!;
    const qr = await download(esim.url!);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    expect(qr.headers['content-disposition']).toContain('.png');
  });

  it('replaces a corrected file: the earlier link stops working, the email says so', async () => {
    const { application, travellers } = await withExtras({ travelEsim: false });
    const traveller = travellers[0]!;
    expect(
      (await deliver(application.id, traveller.id, 'insurance', await pdf('v1.pdf'))).statusCode,
    ).toBe(200);
    const before = await statusCheck(application.email, application.applicationNumber);
    const oldUrl = before.travellers[0]!.addOns[0]!.url!;
    const second = await deliver(application.id, traveller.id, 'insurance', await pdf('v2.pdf'));
    expect(second.statusCode).toBe(200);
    const detail = ZAdminApplicationDetail.parse(second.json());
    expect(detail.addOns[0]?.delivered?.fileName).toBe('v2.pdf');

    const rows = await addOnRows(application.id);
    expect(rows.map((r) => [r.originalName, r.supersededAt !== null])).toEqual([
      ['v1.pdf', true],
      ['v2.pdf', false],
    ]);
    const old = await download(oldUrl);
    expect(old.statusCode).toBe(404);
    expect(old.json().code).toBe('add_on.link_invalid');
    const after = await statusCheck(application.email, application.applicationNumber);
    expect((await download(after.travellers[0]!.addOns[0]!.url!)).statusCode).toBe(200);

    const payloads = (
      await t.db
        .select()
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.applicationId, application.id),
            eq(emailOutbox.template, 'add-on-delivered'),
          ),
        )
        .orderBy(asc(emailOutbox.createdAt))
    ).map((row) => (row.payload as { replacesEarlier: boolean }).replacesEarlier);
    expect(payloads).toEqual([false, true]);
  });
});

describe('refusing a delivery', () => {
  it('refuses an extra the application did not choose, and one not owed', async () => {
    const { application, travellers } = await withExtras({ travelEsim: false });
    const notChosen = await deliver(application.id, travellers[0]!.id, 'esim', await pdf());
    expect([notChosen.statusCode, notChosen.json().code]).toEqual([409, 'add_on.not_chosen']);

    // A refused traveller's extras are refunded with the decision, not delivered.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${application.id}/travellers/${travellers[1]!.id}/refuse`,
      headers: auth,
      payload: { reason: 'The passport scan of this traveller is not readable.' },
    });
    expect(refused.statusCode).toBe(200);
    const notOwed = await deliver(application.id, travellers[1]!.id, 'insurance', await pdf());
    expect([notOwed.statusCode, notOwed.json().code]).toEqual([409, 'add_on.not_owed']);
    const detail = ZAdminApplicationDetail.parse(refused.json());
    expect(detail.addOns.map((a) => a.owed)).toEqual([true, false]);
    const status = await statusCheck(application.email, application.applicationNumber);
    expect(status.travellers[1]!.addOns).toEqual([]);

    // Unpaid: nothing is owed yet.
    const { application: unpaid } = await insertApplication(t.db, { travelInsurance: true });
    const [lead] = await t.db
      .select()
      .from(applicants)
      .where(eq(applicants.applicationId, unpaid.id));
    const early = await deliver(unpaid.id, lead!.id, 'insurance', await pdf());
    expect([early.statusCode, early.json().code]).toEqual([409, 'add_on.not_owed']);
    expect(await addOnRows(application.id)).toEqual([]);
    expect(await addOnRows(unpaid.id)).toEqual([]);
  });

  it('refuses a wrong, missing, fake or oversized file and keeps nothing', async () => {
    const { application, travellers } = await withExtras();
    const id = travellers[0]!.id;
    const filesBefore = (await t.storedFiles()).length;
    const cases: [File | undefined, string, number, string][] = [
      [
        { name: 'a.txt', type: 'text/plain', data: Buffer.from('hello there') },
        'addOnFile',
        415,
        'add_on.file_type',
      ],
      [
        { name: 'fake.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.7\nnot really') },
        'addOnFile',
        415,
        'add_on.file_type',
      ],
      [undefined, 'addOnFile', 400, 'add_on.missing'],
      [await pdf(), 'file', 400, 'add_on.missing'],
      [
        {
          name: 'big.pdf',
          type: 'application/pdf',
          data: Buffer.concat([await smallPdf(), Buffer.alloc(5 * 1024 * 1024)]),
        },
        'addOnFile',
        413,
        'add_on.too_large',
      ],
    ];
    for (const [file, field, status, code] of cases) {
      const res = await deliver(application.id, id, 'insurance', file, field);
      expect([res.statusCode, res.json().code], `${file?.name ?? 'no file'} as ${field}`).toEqual([
        status,
        code,
      ]);
      expect(res.json().fields?.addOnFile?.code).toBe(code);
    }
    expect(await addOnRows(application.id)).toEqual([]);
    expect((await t.storedFiles()).length).toBe(filesBefore);

    const unknownKind = await deliver(application.id, id, 'yacht', await pdf());
    expect(unknownKind.statusCode).toBe(400);
    const otherApplication = await withExtras();
    const crossed = await deliver(
      application.id,
      otherApplication.travellers[0]!.id,
      'insurance',
      await pdf(),
    );
    expect([crossed.statusCode, crossed.json().code]).toEqual([
      404,
      'application.traveller_not_found',
    ]);
    const unauthenticated = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${application.id}/travellers/${id}/add-ons/insurance`,
      ...multipart({}, await pdf(), 'addOnFile'),
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('opens no file for a forged, altered or expired link', async () => {
    const { application, travellers } = await withExtras({ travelEsim: false });
    await deliver(application.id, travellers[0]!.id, 'insurance', await pdf());
    const url = (await statusCheck(application.email, application.applicationNumber)).travellers[0]!
      .addOns[0]!.url!;
    const token = url.slice(ADD_ON_DOWNLOAD_PATH.length);
    const [docId, expiry, signature] = token.split('.');
    const forged = [
      `${docId}.${expiry}.${'A'.repeat(43)}`,
      `${docId}.${Number(expiry) + 1}.${signature}`,
      'not-a-token',
    ];
    for (const bad of forged) {
      const res = await download(`${ADD_ON_DOWNLOAD_PATH}${bad}`);
      expect([res.statusCode, res.json().code]).toEqual([404, 'add_on.link_invalid']);
    }
    t.clock.advance(31 * 60 * 1000);
    const expired = await download(url);
    expect([expired.statusCode, expired.json().code]).toEqual([404, 'add_on.link_invalid']);
  });
});
