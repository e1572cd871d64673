import { asc, eq } from 'drizzle-orm';
import { problemOf } from '@/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAdminApplicationDetail,
  ZStatusCheckResult,
  ZTrackingResult,
} from '@/domain/schemas/admin';
import { TRAVELLER_EVISA_DOWNLOAD_PATH } from '@/domain/status-check';
import { applicants, applications, auditLog, documents, emailOutbox } from '@/server/db';
import {
  buildAdminActionsApp,
  deliverOutbox,
  eVisaBody,
  staffAuth,
  underReviewApplication,
  type AdminActionsApp,
} from '@/server/test-support/admin-actions';
import { colourPng } from '@/server/test-support/documents';
import { fixtureTravellerEVisa } from '@/server/test-support/evisa-pdfs';
import { insertApplication } from '@/server/test-support/payments';

// A decision per traveller (docs/requirements/traveller-decisions.md): the two staff calls, the
// status derived after each, the emails, the audit trail, and what the customer then sees.

let t: AdminActionsApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await buildAdminActionsApp();
  auth = await staffAuth(t);
});
afterAll(() => t.close());

const REASON = 'The passport scan of this traveller is not readable; please apply again.';
let nextIp = 0;
const freshIp = () => `10.91.${(++nextIp >> 8) & 255}.${nextIp & 255}`;

/** The fixture traveller's e-visa, distinct per call (its id), so each traveller's file is told apart. */
async function pdfFile(name = 'evisa.pdf') {
  return { name, type: 'application/pdf', data: await fixtureTravellerEVisa() };
}

const approveTraveller = (
  applicationId: string,
  applicantId: string,
  file?: { name: string; type: string; data: Buffer },
) => {
  const body = eVisaBody(file);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/applications/${applicationId}/travellers/${applicantId}/approve`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
};

const refuseTraveller = (applicationId: string, applicantId: string, reason = REASON) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/applications/${applicationId}/travellers/${applicantId}/refuse`,
    headers: auth,
    payload: { reason },
  });

async function travellersOf(applicationId: string) {
  return t.db
    .select()
    .from(applicants)
    .where(eq(applicants.applicationId, applicationId))
    .orderBy(asc(applicants.position));
}

async function statusOf(applicationId: string) {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, applicationId));
  return row!;
}

/** Under review with `n` travellers (Traveller0, Traveller1, ...). */
async function group(n: number) {
  const application = await underReviewApplication(t, { numberOfApplicants: n });
  return { application, travellers: await travellersOf(application.id) };
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

describe('deciding travellers one at a time', () => {
  it('approves and refuses in any order; the status follows; each gets their own email', async () => {
    const { application, travellers } = await group(3);
    const [a, b, c] = travellers;
    const pdfA = await pdfFile('anna.pdf');
    const pdfC = await pdfFile('carl.pdf');

    // Last traveller first: still under review while anyone is pending.
    const first = await approveTraveller(application.id, c!.id, pdfC);
    expect(first.statusCode).toBe(200);
    expect(ZAdminApplicationDetail.parse(first.json()).status).toBe('under_review');
    expect((await statusOf(application.id)).decidedAt).toBeNull();

    const second = await refuseTraveller(application.id, b!.id);
    expect(second.statusCode).toBe(200);
    expect(ZAdminApplicationDetail.parse(second.json()).status).toBe('under_review');

    const third = await approveTraveller(application.id, a!.id, pdfA);
    expect(third.statusCode).toBe(200);
    const detail = ZAdminApplicationDetail.parse(third.json());
    expect(detail.status).toBe('partly_approved');
    expect(detail.decidedAt).not.toBeNull();
    expect(detail.travellers.map((tr) => [tr.firstName, tr.outcome])).toEqual([
      ['Traveller0', 'approved'],
      ['Traveller1', 'refused'],
      ['Traveller2', 'approved'],
    ]);
    expect(detail.travellers[1]).toMatchObject({ refusalReason: REASON });
    expect(detail.travellers[0]).toMatchObject({ eVisaFileName: 'anna.pdf' });
    expect(detail.travellers.every((tr) => tr.decidedBy !== null && tr.decidedAt)).toBe(true);
    // Detail answers never carry storage keys.
    expect(JSON.stringify(detail)).not.toContain('documents/');

    // Each approved traveller's own file, in storage and as a staff document.
    const rows = await travellersOf(application.id);
    expect(await t.app.storage.get(rows[0]!.eVisaStorageKey!)).toEqual(pdfA.data);
    expect(await t.app.storage.get(rows[2]!.eVisaStorageKey!)).toEqual(pdfC.data);
    expect(rows[1]!.eVisaStorageKey).toBeNull();
    const eVisas = await t.db
      .select()
      .from(documents)
      .where(eq(documents.applicationId, application.id));
    expect(eVisas.map((d) => [d.kind, d.applicantId]).sort()).toEqual(
      [
        ['evisa', a!.id],
        ['evisa', c!.id],
      ].sort(),
    );

    // One email per decision, in the application's language (Turkish), the PDF attached.
    const emails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.applicationId, application.id));
    expect(
      emails
        .map((e) => e.template)
        .filter((x) => x.startsWith('traveller-'))
        .sort(),
    ).toEqual(['traveller-approved', 'traveller-approved', 'traveller-refused']);
    const sent = await deliverOutbox(t);
    const toAnna = sent.find((m) => m.attachments?.[0]?.content.equals(pdfA.data));
    expect(toAnna?.subject).toContain('Traveller0');
    expect(toAnna?.attachments?.[0]?.filename).toBe(
      `e-visa-${application.applicationNumber}-1.pdf`,
    );
    expect(sent.find((m) => m.attachments?.[0]?.content.equals(pdfC.data))?.subject).toContain(
      'Traveller2',
    );
    const refusal = sent.find((m) => m.subject.includes('Traveller1'));
    expect(refusal?.attachments ?? []).toEqual([]);
    expect(refusal?.text).toContain(REASON);
    expect(refusal?.text).toContain('onaylanmadı'); // Turkish: not approved

    // Every decision in the audit trail and on the staff timeline.
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.applicationId, application.id));
    expect(audits.map((e) => [e.action, e.details.applicantId])).toEqual([
      ['traveller.approved', c!.id],
      ['traveller.refused', b!.id],
      ['traveller.approved', a!.id],
    ]);
    expect(audits[1]!.details).toMatchObject({ reason: REASON, status: 'under_review' });
    expect(audits[2]!.details).toMatchObject({ fileName: 'anna.pdf', status: 'partly_approved' });
    const actions = detail.timeline.map((e) => e.action);
    expect(actions.filter((x) => x.startsWith('traveller.'))).toHaveLength(3);
    expect(actions).toContain('status.partly_approved');
  });

  it('all approved is approved; all refused is rejected', async () => {
    const approved = await group(2);
    for (const traveller of approved.travellers)
      expect(
        (await approveTraveller(approved.application.id, traveller.id, await pdfFile())).statusCode,
      ).toBe(200);
    expect((await statusOf(approved.application.id)).status).toBe('approved');

    const refused = await group(2);
    for (const traveller of refused.travellers)
      expect((await refuseTraveller(refused.application.id, traveller.id)).statusCode).toBe(200);
    expect((await statusOf(refused.application.id)).status).toBe('rejected');
  });

  it('refuses a second decision of the same traveller with 409, keeping the first', async () => {
    const { application, travellers } = await group(2);
    const traveller = travellers[0]!;
    expect((await refuseTraveller(application.id, traveller.id)).statusCode).toBe(200);
    const before = await t.storedFiles();
    const again = await approveTraveller(application.id, traveller.id, await pdfFile());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(problemOf('application.traveller_already_decided'));
    const refuseAgain = await refuseTraveller(application.id, traveller.id, `${REASON} Again.`);
    expect(refuseAgain.json()).toEqual(problemOf('application.traveller_already_decided'));
    expect(await t.storedFiles()).toEqual(before);
    const [row] = await travellersOf(application.id);
    expect(row).toMatchObject({ outcome: 'refused', refusalReason: REASON });
  });

  it('lets exactly one of several concurrent approvals of one traveller through', async () => {
    const { application, travellers } = await group(2);
    const traveller = travellers[1]!;
    const files = await Promise.all(Array.from({ length: 4 }, () => pdfFile()));
    const results = await Promise.all(
      files.map((file) => approveTraveller(application.id, traveller.id, file)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const res of results.filter((r) => r.statusCode === 409))
      expect(res.json()).toEqual(problemOf('application.traveller_already_decided'));
    const [, row] = await travellersOf(application.id);
    expect(row!.outcome).toBe('approved');
    const emails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.applicationId, application.id));
    expect(emails.filter((e) => e.template === 'traveller-approved')).toHaveLength(1);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.applicationId, application.id));
    expect(audits).toHaveLength(1);
    // Only the winner's file is left for this application.
    const eVisas = await t.db
      .select()
      .from(documents)
      .where(eq(documents.applicationId, application.id));
    expect(eVisas.map((d) => d.storageKey)).toEqual([row!.eVisaStorageKey]);
    const stored = (await t.storedFiles()).map((f) => f.slice(f.indexOf('documents/')));
    const winner = files.find((f) => results[files.indexOf(f)]!.statusCode === 200)!;
    expect(stored).toContain(row!.eVisaStorageKey);
    expect(await t.app.storage.get(row!.eVisaStorageKey!)).toEqual(winner.data);
    expect((await statusOf(application.id)).status).toBe('under_review');
  });

  it('lets concurrent decisions of different travellers all through, ending decided', async () => {
    const { application, travellers } = await group(3);
    const results = await Promise.all([
      approveTraveller(application.id, travellers[0]!.id, await pdfFile()),
      refuseTraveller(application.id, travellers[1]!.id),
      approveTraveller(application.id, travellers[2]!.id, await pdfFile()),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await statusOf(application.id)).status).toBe('partly_approved');
  });

  it('checks the file as the whole approval does, storing nothing on refusal', async () => {
    const { application, travellers } = await group(2);
    const before = await t.storedFiles();
    const png = await approveTraveller(application.id, travellers[0]!.id, {
      name: 'evisa.pdf',
      type: 'application/pdf',
      data: await colourPng(400, 300),
    });
    expect(png.statusCode).toBe(415);
    const missing = await approveTraveller(application.id, travellers[0]!.id);
    expect(missing.statusCode).toBe(400);
    expect(await t.storedFiles()).toEqual(before);
    expect((await travellersOf(application.id))[0]!.outcome).toBe('pending');
  });

  it('answers 404 for a traveller of another application, 409 when not under review', async () => {
    const one = await group(2);
    const other = await group(2);
    const res = await refuseTraveller(one.application.id, other.travellers[0]!.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(problemOf('application.traveller_not_found'));
    expect((await refuseTraveller(one.application.id, 'not-a-uuid')).statusCode).toBe(404);
    expect((await travellersOf(other.application.id))[0]!.outcome).toBe('pending');

    const { application } = await insertApplication(t.db, { status: 'paid' });
    const [paidTraveller] = await travellersOf(application.id);
    const notYet = await approveTraveller(application.id, paidTraveller!.id, await pdfFile());
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toEqual(problemOf('application.traveller_not_decidable'));
  });

  it('validates the reason', async () => {
    const { application, travellers } = await group(2);
    const res = await refuseTraveller(application.id, travellers[0]!.id, 'short');
    expect(res.statusCode).toBe(400);
    expect((await travellersOf(application.id))[0]!.outcome).toBe('pending');
  });
});

describe('what the customer sees', () => {
  it('lists each traveller by first name with their own e-visa, and no one else’s', async () => {
    const { application, travellers } = await group(3);
    const pdfA = await pdfFile();
    const pdfC = await pdfFile();
    await approveTraveller(application.id, travellers[0]!.id, pdfA);
    await refuseTraveller(application.id, travellers[1]!.id);

    // Still under review: the approved traveller can download already; the others cannot.
    let result = await statusCheck(application.email, application.applicationNumber);
    expect(result.status).toBe('under_review');
    expect(result.eVisaUrl).toBeNull();
    expect(result.travellers.map((tr) => [tr.firstName, tr.outcome, tr.eVisaUrl !== null])).toEqual(
      [
        ['Traveller0', 'approved', true],
        ['Traveller1', 'refused', false],
        ['Traveller2', 'pending', false],
      ],
    );

    await approveTraveller(application.id, travellers[2]!.id, pdfC);
    result = await statusCheck(application.email, application.applicationNumber);
    expect(result.status).toBe('partly_approved');
    const urlA = result.travellers[0]!.eVisaUrl!;
    const urlC = result.travellers[2]!.eVisaUrl!;
    expect(urlA.startsWith(TRAVELLER_EVISA_DOWNLOAD_PATH)).toBe(true);

    const gotA = await download(urlA);
    expect(gotA.statusCode).toBe(200);
    expect(gotA.rawPayload.equals(pdfA.data)).toBe(true);
    expect(gotA.headers['content-disposition']).toContain(
      `e-visa-${application.applicationNumber}-1.pdf`,
    );
    expect(gotA.headers['cache-control']).toBe('no-store');
    expect((await download(urlC)).rawPayload.equals(pdfC.data)).toBe(true);

    // Another traveller's id in a valid token: the signature no longer matches.
    for (const id of [travellers[1]!.id, travellers[2]!.id]) {
      const swapped = urlA.replace(travellers[0]!.id, id);
      expect(swapped).not.toBe(urlA);
      const res = await download(swapped);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(problemOf('evisa.link_invalid'));
    }
    // A traveller link is not an application link, nor the other way round.
    const asDocumentLink = urlA.replace(TRAVELLER_EVISA_DOWNLOAD_PATH, '/api/applications/evisa/');
    expect((await download(asDocumentLink)).statusCode).toBe(404);

    // The wrong email learns nothing.
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/applications/status?${new URLSearchParams({
        email: 'someone@example.com',
        applicationNumber: application.applicationNumber,
      })}`,
      remoteAddress: freshIp(),
    });
    expect(wrong.statusCode).toBe(404);

    // Tracking (number only) shows each traveller's outcome, without names.
    const tracked = await t.app.inject({
      method: 'GET',
      url: `/api/applications/track/${application.applicationNumber}`,
      remoteAddress: freshIp(),
    });
    const tracking = ZTrackingResult.parse(tracked.json());
    expect(tracking).toEqual({
      applicationNumber: application.applicationNumber,
      status: 'partly_approved',
      travellers: ['approved', 'refused', 'approved'],
    });
    expect(tracked.body).not.toContain('Traveller0');
  });
});
