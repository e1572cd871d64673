import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test, useLanguage } from '../support/test';
import {
  APPLICATION_ID,
  APPLICATION_NUMBER,
  MINIMAL_PDF,
  mockStaffApi,
  PASSPORT_NUMBER,
  PNG_1PX,
} from './fixtures';

// The dashboard against a mocked staff API (e2e/admin/fixtures.ts): what the pages ask the
// server for and what they do with the answers. Sign-in itself is login.spec.ts's business.

const SHOTS = '/tmp/shots-admin';
const listCalls = (mock: { requests: { url: () => string }[] }) =>
  mock.requests
    .map((r) => new URL(r.url()))
    .filter((u) => u.pathname === '/api/admin/applications');

async function openDetail(page: Page) {
  await page.goto(`/admin/applications/${APPLICATION_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: APPLICATION_NUMBER })).toBeVisible();
}

test.describe('staff dashboard (mocked API)', () => {
  test('searches by passport number, filters by a count, sorts, and keeps it in the URL', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    const mock = await mockStaffApi(page);
    await page.goto('/admin/dashboard');
    await expect(page.getByText('Signed in as e2e-admin')).toBeVisible();
    await expect(page.getByRole('button', { name: /Under review\s*9/ })).toBeVisible();
    await expect(page.getByText('1–25 of 57')).toBeVisible();
    // It opens on the work queue: its tile pressed with the overdue count, the due column, the
    // overdue row marked in words.
    await expect(
      page.getByRole('button', { name: /Work queue\s*9\s*.*Overdue: 2/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('columnheader', { name: 'Due by' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(APPLICATION_NUMBER) })).toContainText(
      'Overdue',
    );
    expect(listCalls(mock).at(-1)?.search).toBe('?view=queue');

    await page.getByLabel('Search').fill(PASSPORT_NUMBER);
    await expect(page).toHaveURL(new RegExp(`\\?q=${PASSPORT_NUMBER}$`));
    await expect(page.getByText('1–1 of 1')).toBeVisible();
    const searched = listCalls(mock).at(-1);
    expect(searched?.search).toBe(`?q=${PASSPORT_NUMBER}&view=queue`);
    expect(mock.requests.at(-1)?.headers().authorization).toMatch(/^Bearer /);

    // A reload keeps the search; a count filters by its status and goes back to page 1.
    await page.reload();
    await expect(page.getByLabel('Search')).toHaveValue(PASSPORT_NUMBER);
    await page.getByRole('button', { name: /Under review\s*9/ }).click();
    await expect(page.getByRole('button', { name: /Under review\s*9/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The address changes first; the list's request follows a moment later.
    await expect
      .poll(() => listCalls(mock).at(-1)?.search)
      .toBe(`?view=all&q=${PASSPORT_NUMBER}&status=under_review`);
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('under_review');

    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(page.getByLabel('Search')).toHaveValue('');
    // Clearing goes back to the queue, whose order is fixed: 'All' sorts by any column.
    await page.getByRole('button', { name: /^All\s*\d+/ }).click();
    await page.getByLabel('Visa type').selectOption('business');
    await page.getByLabel('Created from').fill('2026-11-01');
    await page.getByRole('button', { name: /^Application/ }).click();
    await expect(page).toHaveURL(/sort=applicationNumber/);
    await expect
      .poll(() => Object.fromEntries(listCalls(mock).at(-1)?.searchParams ?? []))
      .toEqual({
        view: 'all',
        visaType: 'business',
        createdFrom: '2026-11-01',
        sort: 'applicationNumber',
      });
    await expect(page.getByRole('columnheader', { name: /Application/ }).first()).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // The new order is said once, in a status message (aria-sort is read only on the header).
    await expect(page.getByRole('status').filter({ hasText: 'Sorted by' })).toHaveText(
      /^Sorted by Application[^,]*, descending$/,
    );

    // Back undoes the sort (history), and the row opens the detail.
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await page.getByRole('link', { name: APPLICATION_NUMBER }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/applications/${APPLICATION_ID}$`));
    await page.getByRole('link', { name: 'Back to the applications' }).click();
    await expect(page).toHaveURL(
      /\/admin\/dashboard\?view=all&visaType=business&createdFrom=2026-11-01$/,
    );
  });

  test('a 401 shows the login with Session expired; other failures name the status', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await mockStaffApi(page);
    await page.route('**/api/admin/applications?**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
    );
    await page.goto('/admin/dashboard?status=paid');
    await expect(page.getByRole('alert')).toContainText('HTTP error! status: 500');

    await page.route('**/api/admin/applications?**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"message":"Session expired"}',
      }),
    );
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText('Session expired', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('staffToken'))).toBeNull();
  });

  test('the detail shows every applicant, previews documents and downloads them', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    const mock = await mockStaffApi(page);
    await openDetail(page);
    await expect(page.getByText('First name(s)').first()).toBeVisible();
    await expect(page.getByText(PASSPORT_NUMBER)).toBeVisible();
    await expect(page.getByText('Signed by Jane Doe on', { exact: false })).toBeVisible();
    await expect(page.getByText(/^Email “\W?documents-received\W?”: \W?sent\W?$/)).toBeVisible();
    await expect(page.getByText(/by \W?e2e-admin/)).toBeVisible();

    // An image previews in a dialog from a blob URL fetched with the token.
    await page.getByRole('button', { name: 'Preview jane-photo.png' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview jane-photo.png' });
    const image = dialog.getByRole('img', { name: 'jane-photo.png' });
    await expect(image).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    const fetched = mock.requests.at(-1);
    expect(fetched?.url()).toMatch(
      /\/api\/documents\/doc_photo_0\/download\?variant=original&disposition=inline$/,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A PDF opens in a new tab, again from a blob.
    const popup = page.waitForEvent('popup');
    await page
      .getByRole('button', { name: 'Preview jane-passport.pdf (opens in a new tab)' })
      .click();
    await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);

    const single = page.waitForEvent('download');
    await page
      .getByRole('button', { name: 'Download the prepared copy of jane-photo.png' })
      .click();
    expect((await single).suggestedFilename()).toBe('jane-photo-prepared.jpg');
    expect(mock.requests.at(-1)?.url()).toMatch(/variant=prepared&disposition=attachment$/);

    const zip = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download all' }).click();
    const saved = await zip;
    expect(saved.suggestedFilename()).toBe(`application-${APPLICATION_NUMBER}-documents.zip`);
    await expect(page.getByText('Download Started', { exact: true })).toBeVisible();
    expect(mock.requests.at(-1)?.headers().authorization).toMatch(/^Bearer /);

    await page.route(`**/api/admin/applications/${APPLICATION_ID}/download-all`, (route) =>
      route.fulfill({ status: 503, body: '' }),
    );
    await page.getByRole('button', { name: 'Download all' }).click();
    await expect(
      page.getByText('Failed to download documents. Please try again.', { exact: true }),
    ).toBeVisible();
  });

  test('approves with a PDF after checking the file, as multipart eVisaDocument', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    const mock = await mockStaffApi(page);
    await openDetail(page);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Approve application ${APPLICATION_NUMBER}` });
    const file = dialog.getByLabel('E-visa document');
    await file.setInputFiles({ name: 'visa.pdf', mimeType: 'application/pdf', buffer: PNG_1PX });
    await expect(
      dialog.getByText('Please select a PDF file for the e-visa document.'),
    ).toBeVisible();
    await file.setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([MINIMAL_PDF, Buffer.alloc(5 * 1024 * 1024)]),
    });
    await expect(dialog.getByText('File size must be less than 5MB.')).toBeVisible();
    const before = mock.requests.length;
    await dialog.getByRole('button', { name: 'Approve and send the e-visa' }).click();
    expect(mock.requests.slice(before).some((r) => r.method() === 'POST')).toBe(false);

    await file.setInputFiles({
      name: 'e-visa.pdf',
      mimeType: 'application/pdf',
      buffer: MINIMAL_PDF,
    });
    const approve = page.waitForRequest((r) => r.url().endsWith('/approve'));
    await dialog.getByRole('button', { name: 'Approve and send the e-visa' }).click();
    const request = await approve;
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = request.postDataBuffer()?.toString('latin1') ?? '';
    expect(body).toContain('name="eVisaDocument"; filename="e-visa.pdf"');
    expect(body).toContain('%PDF-1.4');
    await expect(page.getByText('Application Approved', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    await expect(
      page.getByText('Approve and reject are possible while the application is under review.'),
    ).toBeVisible();
    // The list is fetched again after the action.
    expect(
      mock.requests.filter((r) => r.url().endsWith(`/applications/${APPLICATION_ID}`)).length,
    ).toBeGreaterThan(1);
  });

  test('rejects with a reason and a refund choice, showing the amounts', async ({ page }) => {
    await useLanguage(page, 'en');
    await mockStaffApi(page);
    await openDetail(page);
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Reject application ${APPLICATION_NUMBER}` });
    await expect(dialog.getByText('$268', { exact: false })).toBeVisible();
    await expect(dialog.getByText('$130', { exact: false })).toBeVisible();
    await dialog.getByLabel('Reason for the rejection').fill('Too short');
    await dialog.getByRole('button', { name: 'Reject the application' }).click();
    await expect(dialog.getByText('Please give a reason of at least 10 characters.')).toBeVisible();

    const reason = 'The passport scan is unreadable; please apply again with a clear scan.';
    await dialog.getByLabel('Reason for the rejection').fill(reason);
    await dialog.getByRole('radio', { name: /keeping the service fee/ }).check();
    const reject = page.waitForRequest((r) => r.url().endsWith('/reject'));
    await dialog.getByRole('button', { name: 'Reject the application' }).click();
    const request = await reject;
    expect(request.postDataJSON()).toEqual({ reason, refund: 'keepServiceFee' });
    expect(request.headers()['content-type']).toBe('application/json');
    await expect(page.getByText('Application Rejected', { exact: true })).toBeVisible();
    await expect(page.getByText(reason)).toBeVisible();
  });

  test('emails the customer at the address on record', async ({ page }) => {
    await useLanguage(page, 'en');
    await mockStaffApi(page);
    await openDetail(page);
    await page.getByRole('button', { name: 'Send email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email the customer' });
    await expect(dialog).toContainText('jane.doe@example.com');
    await dialog.getByLabel('Subject').fill('Your photo');
    await dialog.getByLabel('Message').fill('Please send a photo with a white background.');
    const send = page.waitForRequest((r) => r.url().endsWith('/email'));
    await dialog.getByRole('button', { name: 'Send email' }).click();
    expect((await send).postDataJSON()).toEqual({
      subject: 'Your photo',
      message: 'Please send a photo with a white background.',
    });
    await expect(page.getByText('Email Sent', { exact: true })).toBeVisible();
  });

  test('every filter fits a 320 px phone, whole', async ({ page }) => {
    await useLanguage(page, 'en');
    await mockStaffApi(page);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('link', { name: APPLICATION_NUMBER }).first()).toBeVisible();
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[id^="admin-filter-"], #admin-sort')]
        .filter((control) => {
          const box = control.getBoundingClientRect();
          const frame = control.closest('fieldset')?.getBoundingClientRect();
          return (
            !frame ||
            box.left < frame.left - 1 ||
            box.right > frame.right + 1 ||
            control.scrollWidth > control.clientWidth + 1
          );
        })
        .map((control) => control.id),
    );
    expect(clipped).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });

  for (const language of ['en', 'ar'] as const) {
    test(`list and detail are axe-clean and fit 390 px in ${language}`, async ({ page }) => {
      test.slow(); // four axe runs and full-page screenshots at two widths
      mkdirSync(SHOTS, { recursive: true });
      await useLanguage(page, language);
      await mockStaffApi(page);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/admin/dashboard');
        await expect(page.getByRole('link', { name: APPLICATION_NUMBER })).toBeVisible();
        if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        expect(await seriousViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        await page.screenshot({ path: `${SHOTS}/list-${language}-${width}.png`, fullPage: true });

        await page.getByRole('link', { name: APPLICATION_NUMBER }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: APPLICATION_NUMBER }),
        ).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        await page.screenshot({ path: `${SHOTS}/detail-${language}-${width}.png`, fullPage: true });
      }
      await page
        .getByRole('button', { name: language === 'ar' ? 'رفض' : 'Reject', exact: true })
        .click();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/reject-${language}-390.png` });
    });
  }
});
