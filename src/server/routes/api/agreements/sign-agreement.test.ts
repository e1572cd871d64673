import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SIGNATURE_BYTES } from '@/domain/schemas';
import { validApplicant } from '@/domain/test-support/fixtures';
import { AGREEMENT_VERSION } from '@/server/services/agreements/agreement-text';
import { signAgreement } from '@/server/services/agreements/sign-agreement';
import { makePng, pngDataUrl, signatureDataUrl } from '@/server/test-support/png';
import { buildTestApp } from '@/server/test-support/test-app';
import {
  bearer,
  createApplicationViaApi,
  saveApplicants,
  signBody,
  snapshot,
  today,
  type Created,
} from '@/server/test-support/applicant-api';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://evisa.example' });
});
afterAll(() => t.close());

const sign = (created: Created, payload: object, headers = bearer(created.accessToken)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/send-signed-agreement',
    headers: { 'user-agent': 'Mozilla/5.0 (Test) Вася', ...headers },
    payload,
  });

async function readyToSign(count = 1) {
  const created = await createApplicationViaApi(t.app, {
    numberOfApplicants: count,
    email: 'owner@example.com',
    language: 'tr',
  });
  await saveApplicants(t.app, created, count);
  return created;
}

describe('POST /api/send-signed-agreement', () => {
  it('stores the signed PDF, submits the application and queues one email to the address on record', async () => {
    const created = await readyToSign(2);
    const res = await sign(created, signBody(created, { customerName: 'Ольга Παπαδοπούλου' }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      applicationNumber: created.applicationNumber,
      signedAt: expect.any(String),
    });

    const after = await snapshot(t.app.db, created.id);
    expect(after.application).toMatchObject({ status: 'submitted' });
    expect(after.application?.submittedAt?.toISOString()).toBe(body.signedAt);
    expect(after.agreements).toHaveLength(1);
    const agreement = after.agreements[0]!;
    expect(agreement).toMatchObject({
      signerName: 'Ольга Παπαδοπούλου',
      ipAddress: '127.0.0.1',
      agreementVersion: AGREEMENT_VERSION,
    });
    expect(agreement.userAgent).toContain('Mozilla/5.0');

    const pdf = await t.app.storage.get(agreement.pdfStorageKey!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const parsed = await PDFDocument.load(pdf);
    expect(parsed.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(parsed.getTitle()).toContain(created.applicationNumber);
    const png = await t.app.storage.get(agreement.signatureStorageKey);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');

    expect(after.outbox).toHaveLength(1);
    const email = after.outbox[0]!;
    expect(email).toMatchObject({
      idempotencyKey: expect.stringMatching(/^agreement-signed:[0-9a-f-]{36}$/),
      template: 'agreement-signed',
      toAddress: 'owner@example.com', // never the customerEmail in the body
      language: 'tr',
      attachments: [
        {
          filename: `signed-agreement-${created.applicationNumber}.pdf`,
          storageKey: agreement.pdfStorageKey,
          contentType: 'application/pdf',
        },
      ],
    });
    // The signer's name is typed by whoever signs: it stays out of the email (limits.md).
    expect(email.payload).toEqual({
      applicationNumber: created.applicationNumber,
      signedAt: body.signedAt,
    });

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${created.id}`,
      headers: bearer(created.accessToken),
    });
    expect(view.json()).toMatchObject({
      status: 'submitted',
      step: 'payment',
      agreement: { signed: true, signedAt: body.signedAt },
    });
  });

  it('is idempotent: signing again answers success without a second agreement or email', async () => {
    const created = await readyToSign();
    const first = await sign(created, signBody(created));
    const second = await sign(created, signBody(created));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const after = await snapshot(t.app.db, created.id);
    expect(after.agreements).toHaveLength(1);
    expect(after.outbox).toHaveLength(1);
  });

  it('lets exactly one of 10 concurrent identical calls sign', async () => {
    const created = await readyToSign();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => sign(created, signBody(created))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.json().signedAt)).size).toBe(1);
    const after = await snapshot(t.app.db, created.id);
    expect(after.agreements).toHaveLength(1);
    expect(after.outbox).toHaveLength(1);
    expect(after.application?.status).toBe('submitted');
  });

  it('refuses to sign until every applicant is complete (409)', async () => {
    const created = await createApplicationViaApi(t.app, { numberOfApplicants: 2 });
    await t.app.inject({
      method: 'PUT',
      url: `/api/applications/${created.id}/applicants/draft`,
      headers: bearer(created.accessToken),
      payload: { applicants: [validApplicant(today()), { firstName: 'Half' }] },
    });
    const before = await snapshot(t.app.db, created.id);
    const res = await sign(created, signBody(created));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/every applicant/);
    expect(await snapshot(t.app.db, created.id)).toEqual(before);
  });

  const blankTransparent = pngDataUrl(makePng(800, 400, () => [0, 0, 0, 0]));
  const blankWhite = pngDataUrl(makePng(800, 400, () => [255, 255, 255, 255]));
  const tinyImage = pngDataUrl(makePng(10, 10, (x) => (x % 2 ? [0, 0, 0, 255] : [0, 0, 0, 0])));
  const validBase64 = signatureDataUrl().split(',')[1]!;
  const wrongMagic = `data:image/png;base64,${Buffer.from('GIF89a' + 'x'.repeat(200)).toString('base64')}`;
  const truncated = `data:image/png;base64,${Buffer.from(validBase64, 'base64').subarray(0, 300).toString('base64')}`;
  // A real, non-blank PNG just over 1 MB: random pixels do not compress.
  const noise = (): [number, number, number, number] => [rand(), rand(), rand(), rand()];
  const rand = () => Math.floor(Math.random() * 256);
  const oversized = pngDataUrl(makePng(520, 520, noise));
  const badSignatures: [string, unknown][] = [
    ['missing', undefined],
    ['empty', ''],
    ['a JPEG data URL', `data:image/jpeg;base64,${validBase64}`],
    ['not base64', 'data:image/png;base64,@@@@'],
    ['wrong magic bytes', wrongMagic],
    ['a truncated PNG', truncated],
    ['a blank transparent pad', blankTransparent],
    ['a blank white pad', blankWhite],
    ['a tiny image', tinyImage],
    ['an oversized PNG', oversized],
  ];

  it('tests an oversized PNG that really is over 1 MB', () => {
    expect(Buffer.from(oversized.split(',')[1]!, 'base64').length).toBeGreaterThan(
      MAX_SIGNATURE_BYTES,
    );
  });

  it.each(badSignatures)('refuses %s with the signature message', async (_, signatureDataUrl) => {
    const created = await readyToSign();
    const before = await snapshot(t.app.db, created.id);
    const res = await sign(created, signBody(created, { signatureDataUrl }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.signatureDataUrl?.code).toBe('validation.signature_required');
    expect(await snapshot(t.app.db, created.id)).toEqual(before);
  });

  it('answers a body far over the limit with 413 before reading it', async () => {
    const created = await readyToSign();
    const res = await sign(
      created,
      signBody(created, { signatureDataUrl: `data:image/png;base64,${'A'.repeat(3_000_000)}` }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toHaveProperty('message');
  });

  it('needs the token of the application named in the body', async () => {
    const created = await readyToSign();
    const other = await readyToSign();
    const before = await snapshot(t.app.db, created.id);
    expect((await sign(created, signBody(created), {})).statusCode).toBe(401);
    expect((await sign(created, signBody(created), bearer(other.accessToken))).statusCode).toBe(
      404,
    );
    expect(
      (await sign(created, signBody(created, { applicationId: 'IND1700000000000' }))).statusCode,
    ).toBe(404);
    expect(await snapshot(t.app.db, created.id)).toEqual(before);
    expect((await snapshot(t.app.db, other.id)).agreements).toEqual([]);
  });

  it('refuses unticked terms and a missing signer name', async () => {
    const created = await readyToSign();
    const unticked = await sign(created, signBody(created, { termsAccepted: false }));
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().fields.termsAccepted?.code).toBe('validation.legal_agreement_required');
    const nameless = await sign(created, signBody(created, { customerName: ' ' }));
    expect(nameless.json().fields.customerName?.code).toBe('validation.required');
  });
});

describe('signAgreement', () => {
  it('refuses a signature over details that changed after they were read (409)', async () => {
    const created = await readyToSign();
    const stale = (await snapshot(t.app.db, created.id)).application!;
    await saveApplicants(t.app, created, 1); // bumps the version the signature was prepared against
    const signing = signAgreement({
      db: t.app.db,
      storage: t.app.storage,
      heavyWork: t.app.heavyWork,
      application: stale,
      signerName: 'Jane Traveller',
      signatureDataUrl: signatureDataUrl(),
      ipAddress: '127.0.0.1',
      userAgent: 'test',
    });
    await expect(signing).rejects.toMatchObject({
      statusCode: 409,
      code: 'agreement.changed_while_signing',
    });
    const after = await snapshot(t.app.db, created.id);
    expect(after.application?.status).toBe('draft');
    expect(after.agreements).toEqual([]);
    expect(after.outbox).toEqual([]);
  });
});
