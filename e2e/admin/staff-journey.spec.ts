import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { TAdminApplicationDetail, TApplicationView } from '@/domain/schemas';
import {
  createPaidApplication,
  passportPdf,
  photoJpeg,
  type UploadFile,
} from '../documents/documents-support';
import { decodeQuotedPrintable, header, waitForEmail } from '../support/outbox';
import { E2E_REVIEWER } from '../support/staff';
import type { ApiApplication } from '../support/stored-session';
import { expect, test, useLanguage } from '../support/test';

// The loop the business exists for, against the real server: a paid application with its
// documents waits under review; staff sign in with password and TOTP, find it, look at it,
// download it and decide; the applicant then sees the decision. Serial: the second test uses
// the staff session the first one signed in (a TOTP code is accepted once).

const bearer = (created: ApiApplication) => ({ authorization: `Bearer ${created.accessToken}` });

/** A paid application of `travellers` applicants, each with passport and photo, completed: under review. */
async function underReview(request: APIRequestContext, page: Page, travellers = 1) {
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

async function eVisaPdf(name = 'e-visa.pdf'): Promise<UploadFile> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText('ELECTRONIC VISA', { x: 60, y: 760, size: 28, font });
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) };
}

/** Staff approve PersonA with `pdf` and refuse PersonB with `reason`, on the detail page. */
async function approveFirstRefuseSecond(page: Page, pdf: string, reason: string) {
  const decisions = page.getByRole('region', { name: 'Decisions per traveller' });
  await decisions.getByRole('button', { name: 'Approve PersonA' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve PersonA' });
  await approve.getByLabel('E-visa document').setInputFiles(await eVisaPdf(pdf));
  await approve.getByRole('button', { name: 'Approve and send this e-visa' }).click();
  await expect(decisions.getByText(`E-visa: ${pdf}`)).toBeVisible();
  await expect(decisions.getByRole('button', { name: 'Approve PersonA' })).toHaveCount(0);
  await decisions.getByRole('button', { name: 'Refuse PersonB' }).click();
  const refuse = page.getByRole('dialog', { name: 'Refuse PersonB' });
  await refuse.getByLabel('Reason for refusing this traveller').fill(reason);
  await refuse.getByRole('button', { name: 'Refuse this traveller' }).click();
  await expect(decisions.getByText(`Reason: ${reason}`)).toBeVisible();
}

/** One email per traveller: the approval with traveller 1's PDF, the refusal (`refusal` in it) without one. */
async function expectDecisionEmails(view: TApplicationView, refusal: string) {
  const approved = await waitForEmail((m) => m.includes(`e-visa-${view.applicationNumber}-1.pdf`));
  expect(header(approved, 'To')).toContain(view.email);
  const refused = await waitForEmail((m) => {
    const text = decodeQuotedPrintable(m);
    return text.includes(view.applicationNumber) && text.includes(refusal);
  });
  expect(refused).not.toMatch(/Content-Type: application\/pdf/i);
}

/** The status check of a partly approved family: only PersonA's e-visa link; returns it. */
async function expectPartlyApprovedStatus(page: Page, view: TApplicationView) {
  await page.goto('/check-status');
  await page.getByLabel(/^Email address/).fill(view.email);
  await page.getByLabel(/^Application number/).fill(view.applicationNumber);
  await page.getByRole('button', { name: /^Check Status$/ }).click();
  await expect(page.getByText('Partly approved', { exact: true }).first()).toBeVisible();
  const links = page.getByRole('link', { name: /^Download the e-Visa of / });
  await expect(links).toHaveCount(1);
  await expect(links).toHaveAccessibleName('Download the e-Visa of PersonA');
  return links;
}

let staffToken = '';

test.describe.serial('staff journey', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test('sign in with TOTP, find by passport number, preview, ZIP, approve; the applicant sees it', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const { created, view, passportNumber } = await underReview(request, page);

    await test.step('password, then enrolment with a TOTP code', async () => {
      await page.goto('/admin/login');
      await page.getByLabel('Username').fill(E2E_REVIEWER.username);
      await page.getByLabel('Password').fill(E2E_REVIEWER.password);
      await page.getByRole('button', { name: 'Continue' }).click();
      const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
      const code = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate();
      await page.getByLabel('Authentication code').fill(code);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByLabel('I have saved these codes').check();
      await page.getByRole('button', { name: 'Continue to the dashboard' }).click();
      await expect(page.getByText(`Signed in as ${E2E_REVIEWER.username}`)).toBeVisible();
      staffToken = (await page.evaluate(() => sessionStorage.getItem('staffToken'))) ?? '';
      expect(staffToken).not.toBe('');
    });

    await test.step('search by passport number and open the application', async () => {
      await page.getByLabel('Search').fill(passportNumber);
      await expect(page).toHaveURL(new RegExp(`q=${passportNumber}`));
      await page.getByRole('link', { name: view.applicationNumber }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: view.applicationNumber }),
      ).toBeVisible();
    });

    await test.step('preview the photo and download everything as a ZIP', async () => {
      await page.getByRole('button', { name: 'Preview face.jpg' }).click();
      const preview = page.getByRole('dialog', { name: 'Preview face.jpg' });
      const image = preview.getByRole('img', { name: 'face.jpg' });
      await expect(image).toHaveAttribute('src', /^blob:/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(600);
      await page.keyboard.press('Escape');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download all' }).click();
      expect((await download).suggestedFilename()).toBe(
        `application-${view.applicationNumber}-documents.zip`,
      );
      await expect(page.getByText('Download Started', { exact: true })).toBeVisible();
    });

    await test.step('approve with the e-visa PDF', async () => {
      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      const dialog = page.getByRole('dialog', {
        name: `Approve application ${view.applicationNumber}`,
      });
      await dialog.getByLabel('E-visa document').setInputFiles(await eVisaPdf());
      await dialog.getByRole('button', { name: 'Approve and send the e-visa' }).click();
      await expect(page.getByText('Application Approved', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    });

    await test.step('the customer is emailed the e-visa', async () => {
      // The e-visa travels as an attachment named after the application.
      const eml = await waitForEmail((m) => m.includes(`e-visa-${view.applicationNumber}.pdf`));
      expect(header(eml, 'To')).toContain(view.email);
      expect(eml).toMatch(/Content-Type: application\/pdf/i);
    });

    await test.step('the status check says Approved and hands over the e-visa', async () => {
      await page.goto('/check-status');
      await page.getByLabel(/^Email address/).fill(view.email);
      await page.getByLabel(/^Application number/).fill(created.applicationNumber);
      await page.getByRole('button', { name: /^Check Status$/ }).click();
      await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
      // The traveller's own e-visa (docs/requirements/traveller-decisions.md).
      const link = page.getByRole('link', { name: /^Download the e-Visa of / });
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/api\/applications\/evisa\//);
      const file = await request.get(href ?? '');
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('application/pdf');
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    });
  });

  test('reject with a full refund through the sandbox gateway', async ({ page, request }) => {
    test.setTimeout(120_000);
    expect(staffToken).not.toBe('');
    const { view } = await underReview(request, page);
    await page.addInitScript((token) => sessionStorage.setItem('staffToken', token), staffToken);
    await page.goto(`/admin/applications/${view.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: view.applicationNumber }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', {
      name: `Reject application ${view.applicationNumber}`,
    });
    await dialog
      .getByLabel('Reason for the rejection')
      .fill('The passport photo page is not readable; please apply again with a clear scan.');
    await dialog.getByRole('radio', { name: /Full refund/ }).check();
    await dialog.getByRole('button', { name: 'Reject the application' }).click();
    await expect(page.getByText('Application Rejected', { exact: true })).toBeVisible();

    const detail = await request.get(`/api/admin/applications/${view.id}`, {
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(detail.status()).toBe(200);
    const body = (await detail.json()) as TAdminApplicationDetail;
    expect(body.status).toBe('rejected');
    expect(body.payments).toHaveLength(1);
    expect(body.payments[0]?.refundedAmount).toBe(view.totalAmount);
    const eml = await waitForEmail((m) => {
      const text = decodeQuotedPrintable(m);
      return text.includes(view.applicationNumber) && text.includes('not readable');
    });
    expect(header(eml, 'To')).toContain(view.email);
  });
  test('a family decided traveller by traveller: one approved with a PDF, one refused', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    expect(staffToken).not.toBe('');
    const { view } = await underReview(request, page, 2);
    await page.addInitScript((token) => sessionStorage.setItem('staffToken', token), staffToken);
    await page.goto(`/admin/applications/${view.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: view.applicationNumber }),
    ).toBeVisible();
    // A group is never approved as a whole.
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);

    await test.step('approve the first traveller with their own e-visa, refuse the second', () =>
      approveFirstRefuseSecond(
        page,
        'person-a.pdf',
        'The authorities did not grant this traveller an e-Visa.',
      ));

    const detail = await request.get(`/api/admin/applications/${view.id}`, {
      headers: { authorization: `Bearer ${staffToken}` },
    });
    const body = (await detail.json()) as TAdminApplicationDetail;
    expect(body.status).toBe('partly_approved');
    expect(body.travellers.map((t) => t.outcome)).toEqual(['approved', 'refused']);

    await test.step('one email per traveller: the approval with that PDF, the refusal', () =>
      expectDecisionEmails(view, 'did not grant'));

    await test.step('the status check shows both, and only the first one’s e-visa', async () => {
      const links = await expectPartlyApprovedStatus(page, view);
      const file = await request.get((await links.getAttribute('href')) ?? '');
      expect(file.status()).toBe(200);
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await expect(page.getByText('Refused', { exact: true })).toBeVisible();
      mkdirSync('/tmp/shots-status', { recursive: true });
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: `/tmp/shots-status/partly-approved-${width}.png`,
          fullPage: true,
        });
      }
    });
  });

  test('a new photo asked of traveller 2, sent through the emailed link; both submitted, then decided', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    expect(staffToken).not.toBe('');
    const { view } = await underReview(request, page, 2);
    await page.addInitScript((token) => sessionStorage.setItem('staffToken', token), staffToken);
    await page.goto(`/admin/applications/${view.id}`);
    const decisions = page.getByRole('region', { name: 'Decisions per traveller' });

    await test.step('staff ask traveller 2 for a new photo, with a preset reason', async () => {
      await decisions.getByRole('button', { name: 'Request changes from PersonB' }).click();
      const dialog = page.getByRole('dialog', { name: 'Changes for PersonB' });
      await expect(dialog.getByLabel('What to change')).toHaveValue('photo');
      await dialog
        .getByLabel('Reason')
        .selectOption({ label: 'Photo: the background must be plain and light.' });
      await dialog.getByRole('button', { name: 'Request these changes' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Action required').first()).toBeVisible();
      // Nobody decides while the traveller has the application.
      await expect(decisions.getByRole('button', { name: 'Approve PersonA' })).toHaveCount(0);
    });

    const changeEmail = await waitForEmail((m) => {
      const text = decodeQuotedPrintable(m);
      return text.includes(view.applicationNumber) && /\/fix#token=/.test(text);
    });
    const link = (decodeQuotedPrintable(changeEmail).match(
      /https?:\/\/[^\s"'<>]+\/fix#token=[\w-]+/,
    ) ?? [''])[0];
    expect(link).not.toBe('');

    await test.step('the traveller opens the link in a fresh browser and replaces the photo', async () => {
      const context = await browser.newContext();
      const traveller = await context.newPage();
      await traveller.goto(link);
      const photo = await photoJpeg(traveller, 'new-face.jpg');
      const input = traveller.getByLabel(
        /^New file — Photo: the background must be plain and light\./,
      );
      await expect(input).toHaveCount(1);
      // Exactly what was asked: no other upload, no field.
      await expect(traveller.locator('input')).toHaveCount(1);
      await input.setInputFiles(photo);
      await traveller.getByRole('button', { name: 'Send' }).click();
      await expect(traveller.getByRole('status')).toContainText('every change has been sent');
      await context.close();
    });

    await test.step('the application is back in the queue', async () => {
      const search = new URLSearchParams({ view: 'queue', q: view.applicationNumber });
      const queue = await request.get(`/api/admin/applications?${search.toString()}`, {
        headers: { authorization: `Bearer ${staffToken}` },
      });
      const items = ((await queue.json()) as { items: { id: string; status: string }[] }).items;
      expect(items.find((i) => i.id === view.id)?.status).toBe('under_review');
    });

    await page.reload();
    await test.step('staff record the government submission of both travellers', async () => {
      for (const [name, reference] of [
        ['PersonA', 'IND-2026/00451'],
        ['PersonB', 'IND-2026/00452'],
      ] as const) {
        await decisions
          .getByRole('button', { name: `Record government submission for ${name}` })
          .click();
        const dialog = page.getByRole('dialog', { name: `Government submission: ${name}` });
        await dialog.getByLabel('Government application id').fill(reference);
        await dialog.getByRole('button', { name: 'Record the submission' }).click();
        await expect(dialog).toBeHidden();
      }
      await expect(
        decisions.getByText(/Submitted to the government on .*IND-2026\/00452/),
      ).toBeVisible();
    });

    await test.step('approve traveller 1 with a PDF, refuse traveller 2', () =>
      approveFirstRefuseSecond(
        page,
        'person-a-2.pdf',
        'The authorities refused this e-Visa after the new photo.',
      ));

    await test.step('one decision email per traveller, the approval with its own PDF', () =>
      expectDecisionEmails(view, 'after the new photo'));

    await test.step('the status check shows both outcomes and only traveller 1’s e-visa', async () => {
      await expectPartlyApprovedStatus(page, view);
      await expect(page.getByText(/Submitted to the Indian authorities on/).first()).toBeVisible();
    });
  });
});
