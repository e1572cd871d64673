import type { APIRequestContext, Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import type { TApplicationView } from '@/domain/schemas';
import {
  createPaidApplication,
  passportPdf,
  photoJpeg,
  type UploadFile,
} from '../documents/documents-support';
import { decodeQuotedPrintable, header, waitForEmail } from '../support/outbox';
import { E2E_REVIEWER } from '../support/staff';
import type { ApiApplication } from '../support/stored-session';
import { expect } from '../support/test';

// What the staff journeys share (staff-journey.spec.ts, changes-journey.spec.ts): an application
// waiting under review, the reviewer's sign-in, the per-traveller decisions and what they send.

const bearer = (created: ApiApplication) => ({ authorization: `Bearer ${created.accessToken}` });

/** A paid application of `travellers` applicants, each with passport and photo, completed: under review. */
export async function underReview(request: APIRequestContext, page: Page, travellers = 1) {
  const created = await createPaidApplication(request, travellers);
  for (let applicant = 0; applicant < travellers; applicant += 1) {
    const files: [string, UploadFile][] = [
      ['passport', await passportPdf(`passport-scan-${applicant + 1}.pdf`)],
      ['photo', await photoJpeg(page, applicant === 0 ? 'face.jpg' : `face-${applicant + 1}.jpg`)],
    ];
    for (const [documentType, file] of files) {
      const res = await request.post(`/api/applications/${created.id}/documents`, {
        headers: bearer(created),
        multipart: { documentType, applicant: String(applicant), file },
      });
      expect(res.status()).toBe(201);
    }
  }
  const completed = await request.post(`/api/applications/${created.id}/complete`, {
    headers: bearer(created),
  });
  expect(completed.status()).toBe(200);
  const view = (await completed.json()) as TApplicationView;
  expect(view.status).toBe('under_review');
  return { created, view, passportNumber: String(view.applicants[0]?.details.passportNumber) };
}

/** Who an e-visa is for, as the Government of India's ETA prints them. */
export interface EVisaHolder {
  name: string;
  passportNumber: string;
}

/** The holder of traveller `index` of an application created through the API. */
export function holderOf(view: TApplicationView, index = 0): EVisaHolder {
  const details = view.applicants[index]?.details ?? {};
  return {
    name: `${String(details.firstName)} ${String(details.lastName)}`,
    passportNumber: String(details.passportNumber),
  };
}

/** An e-visa for `holder`, laid out as the ETA is: the name and passport number in text. */
export async function eVisaPdf(name: string, holder: EVisaHolder): Promise<UploadFile> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText('ELECTRONIC VISA', { x: 60, y: 760, size: 28, font });
  const lines = [
    'Electronic Travel Authorization (ETA)',
    `Name : ${holder.name.toUpperCase()}`,
    `Passport Number : ${holder.passportNumber}`,
    'Visa Type : e-TOURIST VISA',
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 60, y: 700 - i * 22, size: 12, font }));
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) };
}

/** A scanned e-visa: one page holding a picture, no text at all. */
export async function scannedPdf(name: string): Promise<UploadFile> {
  const png = await sharp({
    create: { width: 200, height: 280, channels: 3, background: { r: 220, g: 228, b: 240 } },
  })
    .png()
    .toBuffer();
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(png);
  pdf.addPage([595, 842]).drawImage(image, { x: 60, y: 300, width: 400, height: 480 });
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) };
}

/** Staff approve PersonA with `pdf` and refuse PersonB with `reason`, on the detail page. */
export async function approveFirstRefuseSecond(
  page: Page,
  view: TApplicationView,
  pdf: string,
  reason: string,
) {
  const decisions = page.getByRole('region', { name: 'Decisions per traveller' });
  await decisions.getByRole('button', { name: 'Approve PersonA' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve PersonA' });
  await approve.getByLabel('E-visa document').setInputFiles(await eVisaPdf(pdf, holderOf(view)));
  await approve.getByRole('button', { name: 'Approve and send this e-visa' }).click();
  await expect(decisions.getByText(`E-visa: ${pdf}`)).toBeVisible();
  await expect(decisions.getByRole('button', { name: 'Approve PersonA' })).toHaveCount(0);
  await decisions.getByRole('button', { name: 'Refuse PersonB' }).click();
  const refuse = page.getByRole('dialog', { name: 'Refuse PersonB' });
  await refuse.getByLabel('Reason for refusing this traveller').fill(reason);
  await refuse.getByRole('button', { name: 'Refuse this traveller' }).click();
  await expect(decisions.getByText(`Reason: ${reason}`)).toBeVisible();
}

/**
 * One email per traveller: the approval with traveller 1's PDF, the refusal (`refusal` in it)
 * without one; in the outbox of the server whose DATA_DIR is `dataDir` (the shared one's by default).
 */
export async function expectDecisionEmails(
  view: TApplicationView,
  refusal: string,
  dataDir?: string,
) {
  const approved = await waitForEmail(
    (m) => m.includes(`e-visa-${view.applicationNumber}-1.pdf`),
    dataDir,
  );
  expect(header(approved, 'To')).toContain(view.email);
  const refused = await waitForEmail((m) => {
    const text = decodeQuotedPrintable(m);
    return text.includes(view.applicationNumber) && text.includes(refusal);
  }, dataDir);
  expect(refused).not.toMatch(/Content-Type: application\/pdf/i);
}

/** The customer's status check of `view`, by email and number. */
export async function checkStatus(page: Page, view: TApplicationView) {
  await page.goto('/check-status');
  await page.getByLabel(/^Email address/).fill(view.email);
  await page.getByLabel(/^Application number/).fill(view.applicationNumber);
  await page.getByRole('button', { name: /^Check Status$/ }).click();
}

/** The status check of a partly approved family: only PersonA's e-visa link; returns it. */
export async function expectPartlyApprovedStatus(page: Page, view: TApplicationView) {
  await checkStatus(page, view);
  await expect(page.getByText('Partly approved', { exact: true }).first()).toBeVisible();
  const links = page.getByRole('link', { name: /^Download the e-Visa of / });
  await expect(links).toHaveCount(1);
  await expect(links).toHaveAccessibleName('Download the e-Visa of PersonA');
  return links;
}

/** A TOTP code of `secret` at `at` (ms since the epoch), as the authenticator app shows it. */
export const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });

interface StaffAccount {
  username: string;
  password: string;
}

/**
 * The reviewer's (or `account`'s) first sign-in on a server: password, enrolment of a second
 * factor with a TOTP code, recovery codes saved; ends on the dashboard. Returns the secret and
 * the session token.
 */
export async function enrolReviewer(
  page: Page,
  account: StaffAccount = E2E_REVIEWER,
): Promise<{ secret: string; token: string }> {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  await page.getByLabel('Authentication code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('I have saved these codes').check();
  await page.getByRole('button', { name: 'Continue to the dashboard' }).click();
  await expect(page.getByText(`Signed in as ${account.username}`)).toBeVisible();
  const token = (await page.evaluate(() => sessionStorage.getItem('staffToken'))) ?? '';
  expect(token).not.toBe('');
  return { secret, token };
}

/**
 * The reviewer (or `account`) signs in again (enrolled already) with a code of the server's time
 * `at`. With `onLoginPage`, the login page is open already (a session ended): not opened again.
 */
export async function signInReviewer(
  page: Page,
  secret: string,
  at: number,
  {
    account = E2E_REVIEWER,
    onLoginPage = false,
  }: { account?: StaffAccount; onLoginPage?: boolean } = {},
): Promise<string> {
  if (!onLoginPage) await page.goto('/admin/login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Authentication code').fill(totpCode(secret, at));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${account.username}`)).toBeVisible();
  const token = (await page.evaluate(() => sessionStorage.getItem('staffToken'))) ?? '';
  expect(token).not.toBe('');
  return token;
}
