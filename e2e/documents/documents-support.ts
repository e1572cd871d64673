// Helpers for the documents step's browser tests: an application of several applicants made
// `paid` through the API and the sandbox gateway (as an applicant would get there), and files.
import type { APIRequestContext, Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { TApplicationView, TCreateApplicationInput } from '@/domain/schemas';
import type { VisaType } from '@/domain/visa';
import {
  createApplicationViaApi,
  saveApplicantsViaApi,
  signAgreementViaApi,
} from '../support/applications-api';
import type { ApiApplication } from '../support/stored-session';
import { CARDS, paymentStatus, payThroughApi, startCheckout } from '../support/payment';
import { expect } from '../support/test';

const bearer = (created: ApiApplication) => ({ authorization: `Bearer ${created.accessToken}` });

/** Steps 1-4 through the API: created, every applicant saved, signed, confirmed and paid. */
export async function createPaidApplication(
  request: APIRequestContext,
  numberOfApplicants: number,
  language: 'en' | 'ar' = 'en',
  visaType: VisaType = 'tourist',
  overrides: Record<string, string>[] = [],
  /** Step 1's other choices (the extras, add-ons.md). */
  choices: Partial<TCreateApplicationInput> = {},
): Promise<ApiApplication> {
  const created = await createApplicationViaApi(request, {
    numberOfApplicants,
    language,
    visaType,
    ...choices,
  });
  await saveApplicantsViaApi(request, created, numberOfApplicants, overrides);
  await signAgreementViaApi(request, created);
  const confirmed = await request.post('/api/send-application-confirmation', {
    headers: bearer(created),
    data: { applicationId: created.id },
  });
  expect(confirmed.status()).toBe(200);
  // The sandbox gateway's hosted form, posted as the browser would (with its form token).
  const checkout = await startCheckout(request, created);
  const paid = await payThroughApi(request, checkout, CARDS.success);
  expect(paid.ok()).toBe(true);
  expect((await paymentStatus(request, created)).status).toBe('paid');
  return {
    id: created.id,
    applicationNumber: created.applicationNumber,
    accessToken: created.accessToken,
  };
}

export async function applicationView(request: APIRequestContext, created: ApiApplication) {
  const response = await request.get(`/api/applications/${created.id}`, {
    headers: bearer(created),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as TApplicationView;
}

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A one-page PDF, padded with a comment to about `bytes` (a scan's size, for visible progress). */
export async function passportPdf(
  name: string,
  bytes = 40_000,
  text = 'PASSPORT',
): Promise<UploadFile> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([420, 595]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(text, { x: 40, y: 540, size: 24, font });
  const body = Buffer.from(await pdf.save());
  const padding = Math.max(0, bytes - body.length);
  // A PDF comment after %%EOF: readers ignore it, the size is what a real scan would have.
  const buffer = Buffer.concat([body, Buffer.from(`\n%${'x'.repeat(padding)}\n`)]);
  return { name, mimeType: 'application/pdf', buffer };
}

/** A square colour JPEG drawn by the browser itself (a face-like shape on white). */
export async function photoJpeg(page: Page, name: string, hue = 20): Promise<UploadFile> {
  const base64 = await page.evaluate(async (h) => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 600;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 600, 600);
    context.fillStyle = `hsl(${h} 60% 60%)`;
    context.beginPath();
    context.ellipse(300, 280, 150, 190, 0, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = 'hsl(220 60% 35%)';
    context.fillRect(120, 470, 360, 130);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.9),
    );
    if (!blob) throw new Error('no jpeg');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, hue);
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

/** A Windows executable renamed to .pdf: its content says what it is. */
export const executableAsPdf = (name = 'passport-scan.pdf'): UploadFile => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]),
});

/** Slows the browser's uploads, so a test sees the progress bar move (CDP throttling). */
export async function throttleUploads(page: Page, bytesPerSecond: number | null) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

/** Records every aria-valuenow a progress bar on the page shows, from now on. */
export async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) {
        const value = Number(bar.getAttribute('aria-valuenow'));
        if (seen.at(-1) !== value) seen.push(value);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}
