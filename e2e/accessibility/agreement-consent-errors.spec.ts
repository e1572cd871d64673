import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, useLanguage } from '../support/test';
import { createApplicationViaApi, saveApplicantsViaApi } from '../support/applications-api';
import { seedSession } from '../support/stored-session';
import { seriousViolations } from '../support/axe';

// An unticked agreement box on submit says what is wrong, in text tied to the box (WCAG 3.3.1).

/** Step 3 of an application whose one applicant is complete, in English. */
async function openAgreement(page: Page, request: APIRequestContext) {
  await useLanguage(page, 'en');
  const created = await createApplicationViaApi(request);
  await saveApplicantsViaApi(request, created, 1);
  await seedSession(page, created);
  await page.goto('/apply/agreement');
}

test('each unticked consent box gets its own message, announced with it', async ({
  page,
  request,
}) => {
  await openAgreement(page, request);
  await page.getByRole('button', { name: 'Submit Application' }).click();

  const privacy = page.getByRole('checkbox', { name: /Privacy Policy/ });
  const terms = page.getByRole('checkbox', { name: /Terms of Service/ });
  await expect(privacy).toHaveAttribute('aria-invalid', 'true');
  await expect(privacy).toHaveAccessibleDescription('Tick the box to accept the Privacy Policy');
  await expect(terms).toHaveAccessibleDescription('Tick the box to accept the Terms of Service');
  expect(await seriousViolations(page)).toEqual([]);

  await privacy.check();
  await expect(privacy).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Tick the box to accept the Privacy Policy')).toHaveCount(0);
  await expect(terms).toHaveAccessibleDescription('Tick the box to accept the Terms of Service');
});

test('the signature hint and clause 9 name the typed signature, not only drawing', async ({
  page,
  request,
}) => {
  await openAgreement(page, request);
  await expect(page.locator('#signature-hint')).toContainText('Sign with my typed name');
  await expect(
    page.getByText(/^By signing, whether you draw your signature or choose/),
  ).toContainText('“Sign with my typed name”');
  await expect(page.getByRole('button', { name: 'Sign with my typed name' })).toBeVisible();
});
