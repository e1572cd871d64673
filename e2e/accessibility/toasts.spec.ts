import { expect, test, useLanguage } from '../support/test';
import { createApplicationViaApi, saveApplicantsViaApi } from '../support/applications-api';
import { seedSession } from '../support/stored-session';

// WCAG 2.2.1: an error toast whose words the page does not show stays until the applicant closes
// it, however long they take to read; one the page shows too (an error summary) closes on its own.

test('an error toast the page does not repeat stays until it is closed', async ({ page }) => {
  await useLanguage(page, 'en');
  // A stored application the server does not know: the wizard starts over, saying why in a toast.
  await seedSession(page, {
    id: '00000000-0000-4000-8000-000000000000',
    applicationNumber: 'EV-0000-0000',
    accessToken: 'x'.repeat(43),
  });
  await page.goto('/apply/applicants');
  const toast = page
    .getByRole('region', { name: /Notification/ })
    .getByText('Saved application not found');
  await expect(toast).toBeVisible();
  // Past the 5 s that other toasts stay for, with the pointer elsewhere.
  await page.mouse.move(5, 300);
  await page.waitForTimeout(7_000);
  await expect(toast).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toHaveCount(0);
});

test('an error toast the page shows too closes on its own', async ({ page, request }) => {
  await useLanguage(page, 'en');
  const created = await createApplicationViaApi(request);
  await saveApplicantsViaApi(request, created, 1);
  await seedSession(page, created);
  await page.goto('/apply/agreement');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const toast = page
    .getByRole('region', { name: /Notification/ })
    .getByText('Legal Agreement Required');
  await expect(toast).toBeVisible();
  // The error summary, which has focus, says what the toast says.
  await expect(page.locator('[aria-labelledby="error-summary-title"]')).toBeFocused();
  await page.mouse.move(5, 300);
  await expect(toast).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator('[aria-labelledby="error-summary-title"]')).toBeVisible();
});

test("the step-2 save's confirmation stays on the next step's page", async ({ page, request }) => {
  await useLanguage(page, 'en');
  const created = await createApplicationViaApi(request, { numberOfApplicants: 2 });
  await saveApplicantsViaApi(request, created, 2);
  await seedSession(page, created);
  await page.goto('/apply/agreement');
  await expect(page.getByText('Details saved for 2 applicants.')).toBeVisible();
  await page.waitForTimeout(6_000);
  await expect(page.getByText('Details saved for 2 applicants.')).toBeVisible();
});

const SAVED = 'Preferences saved';

test('a confirmation toast stays while the pointer rests on it', async ({ page }) => {
  await useLanguage(page, 'en', { consent: false });
  await page.goto('/');
  await page.getByRole('button', { name: 'Manage preferences' }).click();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  const toast = page.getByRole('region', { name: /Notification/ }).getByText(SAVED);
  await expect(toast).toBeVisible();
  await toast.hover();
  await page.waitForTimeout(7_000);
  await expect(toast).toBeVisible();
  await page.mouse.move(5, 5);
  await expect(toast).toHaveCount(0, { timeout: 10_000 });
});
