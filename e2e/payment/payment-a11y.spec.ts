import type { Page, TestInfo } from '@playwright/test';
import { expect, test, useLanguage } from '../support/test';
import { seriousViolations } from '../support/axe';
import {
  CARDS,
  createSubmittedApplication,
  payThroughApi,
  startCheckout,
} from '../support/payment';
import { seedSession, type ApiApplication } from '../support/stored-session';

// Zero serious or critical axe violations on the payment pages in English and Arabic, with a
// screenshot of each at phone and desktop size (in the test output) for a person to look at.

async function checkPage(page: Page, testInfo: TestInfo, name: string, testId?: string) {
  expect(await seriousViolations(page)).toEqual([]);
  for (const [label, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    // Nothing may stick out sideways (a horizontal scrollbar on a phone is a broken layout).
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} overflows sideways at ${label} size`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${label}.png`), fullPage: true });
    if (testId) {
      await page
        .getByTestId(testId)
        .screenshot({ path: testInfo.outputPath(`${name}-${label}-detail.png`) });
    }
  }
}

let paid: ApiApplication;
test.beforeAll(async ({ request }) => {
  paid = await createSubmittedApplication(request);
  const checkout = await startCheckout(request, paid);
  const res = await payThroughApi(request, checkout, CARDS.success);
  expect(res.ok()).toBe(true);
});

for (const language of ['en', 'ar'] as const) {
  test.describe(`payment pages (${language})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test('the payment step: pending, failed and cancelled', async ({ page, request }, testInfo) => {
      // Three states, each checked by axe and photographed at two widths: 20-30 s on two cores.
      test.setTimeout(90_000);
      const submitted = await createSubmittedApplication(request, language);
      await seedSession(page, submitted);
      await page.goto('/apply/payment');
      await expect(page.getByTestId('payment-total')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      // "2 × $69.00" has no letters to set its direction: it must still read left to right
      // on an Arabic page, not "$69.00 × 2".
      const quantity = page
        .getByTestId('payment-step')
        .getByText(/^\d+ × \$/)
        .first();
      expect(await quantity.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
      await checkPage(page, testInfo, 'step-pending', 'payment-step');

      await page.goto('/apply/payment?payment=error&ref=declined');
      await expect(page.getByTestId('payment-failed')).toBeVisible();
      await checkPage(page, testInfo, 'step-failed', 'payment-step');

      await page.goto('/apply/payment?payment=cancelled');
      await expect(page.getByTestId('payment-cancelled')).toBeVisible();
      await checkPage(page, testInfo, 'step-cancelled', 'payment-step');
    });

    test('the payment step once paid', async ({ page }, testInfo) => {
      await seedSession(page, paid);
      await page.goto('/apply/payment');
      await expect(page.getByTestId('payment-success')).toBeVisible();
      await checkPage(page, testInfo, 'step-paid', 'payment-step');
    });

    test('the result pages', async ({ page }, testInfo) => {
      await page.goto('/payment-error?ref=cs_test_a1B2c3D4e5F6g7H8i9J0');
      await expect(page.getByTestId('payment-reference')).toBeVisible();
      await checkPage(page, testInfo, 'payment-error');

      await seedSession(page, paid);
      await page.goto('/payment-success?ref=cs_test_a1B2c3D4e5F6g7H8i9J0');
      await expect(page.getByTestId('payment-reference')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: testInfo.outputPath('payment-success-phone.png') });
    });
  });
}

test('the sandbox gateway: card page, errors and the 3-D Secure challenge', async ({
  page,
  request,
}, testInfo) => {
  const application = await createSubmittedApplication(request);
  const checkout = await startCheckout(request, application);
  await page.goto(checkout.pathname);
  await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  await checkPage(page, testInfo, 'sandbox-card');

  await page.getByLabel('Card number').fill('5555 5555 5555 4444');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await checkPage(page, testInfo, 'sandbox-errors');

  await page.getByLabel('Card number').fill(CARDS.threeDs);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Jane Traveller');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: '3-D Secure authentication' })).toBeVisible();
  await checkPage(page, testInfo, 'sandbox-3ds');
});
