// Helpers for the payment end-to-end tests: an application made ready to pay through the API
// (as the wizard would), the browser seeded with it, and the sandbox gateway's card form.
import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { todayIso } from '@/domain/dates';
import type { TPaymentStatusResponse } from '@/domain/schemas/payment';
import type { TCreateApplicationInput } from '@/domain/schemas/create-application';
import { validApplicant, validCreateApplication } from '@/domain/schemas/fixtures';

export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDs: '4000 0027 6000 3184',
} as const;

export interface TestApplication {
  id: string;
  applicationNumber: string;
  accessToken: string;
}

const bearer = (application: TestApplication) => ({
  authorization: `Bearer ${application.accessToken}`,
});

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 800x400 transparent PNG with a dark wavy stroke: what the signature pad exports. */
function signatureDataUrl(): string {
  const width = 800;
  const height = 400;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc(height * (1 + width * 4));
  for (let x = 100; x < 700; x++) {
    const curve = 200 + Math.round(60 * Math.sin(x / 40));
    for (let y = curve - 2; y <= curve + 2; y++)
      raw.set([20, 20, 60, 255], y * (1 + width * 4) + 1 + x * 4);
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Steps 1-3 through the API: create (SPEC call 1), save the applicant (call 2), sign (call 3)
 * and confirm (call 4). The application is then `submitted`, ready to pay.
 */
export async function createSubmittedApplication(
  request: APIRequestContext,
  language: TCreateApplicationInput['language'] = 'en',
): Promise<TestApplication> {
  const created = await ok<TestApplication>(
    await request.post('/api/applications', {
      data: validCreateApplication({ numberOfApplicants: 1, language }),
    }),
    'create application',
  );
  const headers = bearer(created);
  await ok(
    await request.put(`/api/applications/${created.id}`, {
      headers,
      data: { applicants: [validApplicant(todayIso(new Date()))] },
    }),
    'save applicant',
  );
  await ok(
    await request.post('/api/send-signed-agreement', {
      headers,
      data: {
        applicationId: created.id,
        customerName: 'Jane Traveller',
        signatureDataUrl: signatureDataUrl(),
        termsAccepted: true,
        privacyAccepted: true,
      },
    }),
    'sign agreement',
  );
  await ok(
    await request.post('/api/send-application-confirmation', {
      headers,
      data: { applicationId: created.id },
    }),
    'send confirmation',
  );
  return {
    id: created.id,
    applicationNumber: created.applicationNumber,
    accessToken: created.accessToken,
  };
}

/** The browser's wizard state, as the wizard keeps it (localStorage 'evisa.application'). */
export async function seedApplication(page: Page, application: TestApplication) {
  await page.addInitScript((value) => {
    window.localStorage.setItem('evisa.application', value);
  }, JSON.stringify(application));
}

/** The server's word on the application (GET /api/payment/status, with the token). */
export async function paymentStatus(
  request: APIRequestContext,
  application: TestApplication,
): Promise<TPaymentStatusResponse> {
  const response = await request.get(`/api/payment/status?applicationId=${application.id}`, {
    headers: bearer(application),
  });
  return ok<TPaymentStatusResponse>(response, 'payment status');
}

/** Starts a checkout through the API, as Pay Securely does; returns the hosted page's URL. */
export async function startCheckout(request: APIRequestContext, application: TestApplication) {
  const body = await ok<{ success: boolean; redirectUrl: string }>(
    await request.post('/api/payment/create', {
      headers: bearer(application),
      data: { applicationId: application.id },
    }),
    'create payment',
  );
  return new URL(body.redirectUrl);
}

/** Fills the sandbox gateway's card form and submits it. */
export async function payWithCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Jane Traveller');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}
