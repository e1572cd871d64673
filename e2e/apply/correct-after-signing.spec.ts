import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from '../support/test';
import {
  createApplicationViaApi,
  saveApplicantsViaApi,
  signAgreementViaApi,
} from '../support/applications-api';
import { drawSignature } from '../support/wizard-forms';
import { seedSession, type ApiApplication } from '../support/stored-session';
import { seriousViolations } from '../support/axe';

// A typo seen on the payment page: the applicant goes back, corrects it, and (when the agreement
// states what changed) signs again before paying (docs/decisions/0016-corrections-after-signing.md).

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

async function signedApplication(request: Parameters<typeof createApplicationViaApi>[0]) {
  const created = await createApplicationViaApi(request, { numberOfApplicants: 1 });
  await saveApplicantsViaApi(request, created, 1);
  await signAgreementViaApi(request, created);
  return created;
}

/** A signed application, open on the payment page, sent back to step 2 to correct a detail. */
async function correctFromPayment(
  page: Page,
  request: Parameters<typeof createApplicationViaApi>[0],
) {
  const created = await signedApplication(request);
  await seedSession(page, created);
  await page.goto('/apply/payment');
  await page.getByRole('button', { name: 'Correct your details' }).click();
  await expect(page).toHaveURL(/\/apply\/applicants$/);
  return created;
}

async function viewOf(
  request: Parameters<typeof createApplicationViaApi>[0],
  created: ApiApplication,
) {
  const res = await request.get(`/api/applications/${created.id}`, {
    headers: { authorization: `Bearer ${created.accessToken}` },
  });
  return (await res.json()) as {
    status: string;
    agreement: { signed: boolean; signerName: string | null };
    applicants: { details: Record<string, string> }[];
  };
}

test('a corrected name after signing asks for a new signature, then payment', async ({
  page,
  request,
}) => {
  const created = await correctFromPayment(page, request);
  await expect(page.getByRole('heading', { name: /You have signed the agreement/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Save and continue' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const lastName = page.getByRole('textbox', { name: 'Last name', exact: true });
  await lastName.fill('Correctedname');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/apply\/agreement$/);
  await expect(page.getByText('Please sign the agreement again').first()).toBeVisible();
  expect(await viewOf(request, created)).toMatchObject({
    status: 'draft',
    agreement: { signed: false },
  });
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await drawSignature(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/apply\/payment$/);
  const view = await viewOf(request, created);
  expect(view).toMatchObject({ status: 'submitted', agreement: { signed: true } });
  expect(view.applicants[0]?.details.lastName).toBe('Correctedname');
});

test('a corrected passport number keeps the signature and goes straight back to payment', async ({
  page,
  request,
}) => {
  const created = await correctFromPayment(page, request);
  const passport = page.getByRole('textbox', { name: 'Passport number', exact: true });
  await passport.fill('Z7654321');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/apply\/payment$/);
  const view = await viewOf(request, created);
  expect(view).toMatchObject({ status: 'submitted', agreement: { signed: true } });
  expect(view.applicants[0]?.details.passportNumber).toBe('Z7654321');
});
