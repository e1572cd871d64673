import { expect, test, useLanguage } from '../support/test';
import { createApplicationViaApi, saveApplicantsViaApi } from '../support/applications-api';
import { seedSession } from '../support/stored-session';

// WCAG 2.2.1: an error toast stays until the applicant closes it, however long they take to read.

test('an error toast stays until it is closed', async ({ page, request }) => {
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
  // Past the 5 s that other toasts stay for, with the pointer elsewhere.
  await page.mouse.move(5, 300);
  await page.waitForTimeout(7_000);
  await expect(toast).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toHaveCount(0);
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
