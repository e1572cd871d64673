import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { formatDay } from '@/domain/i18n/format-date';
import { expectedBy } from '@/domain/processing-time';
import { seriousViolations } from '../support/axe';
import {
  CARDS,
  createSubmittedApplication,
  payThroughApi,
  startCheckout,
} from '../support/payment';
import type { ApiApplication } from '../support/stored-session';
import { expect, test, useLanguage } from '../support/test';

// The applicant's status check (/check-status) and the bilingual tracking page (/visa-form),
// against applications made through the API. The status check is limited to 10 look-ups per
// 10 minutes per address, and every test here comes from 127.0.0.1: keep look-ups few.
// Approved applications (the e-visa button) are covered by the staff dashboard's journey.

const EMAIL = 'traveller@example.com'; // the API fixtures' address
const SHOTS = '/tmp/shots-status';
mkdirSync(SHOTS, { recursive: true });

let submitted: ApiApplication;
let paid: ApiApplication;
test.beforeAll(async ({ request }) => {
  submitted = await createSubmittedApplication(request);
  paid = await createSubmittedApplication(request, 'ar');
  const res = await payThroughApi(request, await startCheckout(request, paid), CARDS.success);
  expect(res.ok()).toBe(true);
});

/** Where the page moved focus to (a result heading or the error). */
const focused = (page: Page) => page.locator(':focus');

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function check(
  page: Page,
  labels: { email: RegExp; number: RegExp; submit: RegExp },
  email: string,
  number: string,
) {
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.number).fill(number);
  await page.getByRole('button', { name: labels.submit }).click();
}

const en = { email: /^Email address/, number: /^Application number/, submit: /^Check Status$/ };
const ar = { email: /^البريد الإلكتروني/, number: /^رقم الطلب/, submit: /^تحقق من الحالة$/ };

test('en: the status check shows the label, the stage and the facts', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/check-status');
  // Nothing filled in: the error summary (focused, 'Error: ' in the title) names both fields, and
  // each field says the specification's message.
  await page.getByRole('button', { name: en.submit }).click();
  const summary = page.locator('[aria-labelledby="error-summary-title"]');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Email address: Please fill in all required fields',
    'Application number: Please fill in all required fields',
  ]);
  await expect(page.getByLabel(en.email)).toHaveAccessibleDescription(
    'Please fill in all required fields',
  );
  await expect(page).toHaveTitle(/^Error: /);

  // The expected-by date as if the documents were complete now (normal speed: the fixtures'),
  // read before and after the look-up so a noon cut-off in between cannot make it flaky.
  const before = expectedBy(new Date(), 'normal');
  await check(page, en, ` ${EMAIL.toUpperCase()} `, submitted.applicationNumber.toLowerCase());
  const after = expectedBy(new Date(), 'normal');
  const expectedDays = [...new Set([before, after])].map((day) => formatDay(day, 'en'));
  await expect(page.getByTestId('delivery-note')).toHaveText(
    new RegExp(
      `^If every passport and photo is uploaded today, your e-Visa is expected by (${expectedDays.join('|')})\\. The processing time starts once all documents are in\\.$`,
    ),
  );
  await expect(focused(page)).toHaveText(
    new RegExp(`^Application .?${submitted.applicationNumber}`),
  );
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  const progress = page.getByRole('list', { name: 'Progress' });
  await expect(progress.getByRole('listitem')).toHaveText([
    // The circles' step numbers are hidden from assistive technology but are text too.
    /Received \(completed\)$/,
    /Payment completed \(not yet reached\)$/,
    /Review \(not yet reached\)$/,
    /e-Visa ready \(not yet reached\)$/,
  ]);
  await expect(page.getByText('Tourist e-Visa')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download your e-Visa' })).toHaveCount(0);
  // Not paid: no receipt yet.
  await expect(page.getByRole('heading', { name: 'Receipts and credit notes' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'check-status-en');
});

test('en: the wrong email gets the not-found text, on /status-check too', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/status-check');
  await check(page, en, 'someone.else@example.com', submitted.applicationNumber);
  const summary = page.locator('[aria-labelledby="error-summary-title"]');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(
    'Application not found. Please check your email and application number.',
  );
  await expect(page).toHaveTitle(/^Error: /);
  expect(await seriousViolations(page)).toEqual([]);
});

test('ar: the status check reads right to left with the Arabic label', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.goto('/check-status');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await check(page, ar, EMAIL, paid.applicationNumber);
  await expect(
    page.getByRole('heading', { name: new RegExp(paid.applicationNumber) }),
  ).toBeFocused();
  await expect(page.getByText('تم استلام الدفع', { exact: true })).toBeVisible();
  const stages = page.getByRole('list', { name: 'مراحل الطلب' }).getByRole('listitem');
  await expect(stages.nth(1)).toContainText('(مكتملة)');
  await expect(stages.nth(2)).toContainText('(لم تبدأ بعد)');
  // The payment's receipt, with a signed link that downloads its PDF without any token.
  const receipts = page.getByRole('region', { name: 'الإيصالات وإشعارات الدائن' });
  await expect(receipts.getByText(/^إيصال/)).toBeVisible();
  const link = receipts.getByRole('link', { name: /^تنزيل \u2066?\d{4}-\d{6}\u2069?$/ });
  const pdf = await page.request.get((await link.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'check-status-ar');
});

for (const language of ['en', 'ar'] as const) {
  test(`${language}: /visa-form tracks by number in Turkish and English`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/visa-form');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Başvuru Takibi');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Application Tracking');
    const search = page.getByRole('button', { name: /Ara.*Search/ });
    const input = page.getByLabel(/Başvuru numarası/);
    // An empty search says what is missing (the error summary, in both languages, takes focus
    // and links to the field, which carries the same words), and the title starts 'Error: '.
    await input.fill('   ');
    await search.click();
    const summary = page.locator('[aria-labelledby="tracking-problem-title"]');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(
      /Başvuru numarasını girin\s*Enter the application number/,
    );
    await expect(input).toHaveAccessibleDescription(
      /Başvuru numarasını girin\s*Enter the application number/,
    );
    // The page's title is in the interface language: 'Error: ' or 'خطأ: '.
    await expect(page).toHaveTitle(language === 'ar' ? /^خطأ: / : /^Error: /);
    await summary.getByRole('link').click();
    await expect(input).toBeFocused();

    if (language === 'en') {
      await input.fill('EV2026ZZZZZZZZ');
      await search.click();
      await expect(summary).toBeFocused();
      await expect(summary).toContainText(/Başvuru bulunamadı\s*Application not found/);
    }
    await input.fill(` ${paid.applicationNumber.toLowerCase()} `);
    await search.click();
    await expect(focused(page)).toContainText(paid.applicationNumber);
    await expect(focused(page)).toContainText('Başvuru');
    await expect(summary).toHaveCount(0);
    await expect(page).not.toHaveTitle(/^(Error|خطأ): /);
    await expect(page.getByText('Ödeme Alındı / Payment Received')).toBeVisible();
    // Each language of a stage and of its state is marked as such.
    const stage = page.getByRole('listitem').filter({ hasText: 'Ödeme tamamlandı' });
    await expect(stage).toContainText('(tamamlandı / completed)');
    await expect(stage.locator('[lang="en"]', { hasText: 'completed' })).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `visa-form-${language}`);
  });
}
