import { createApplicationViaApi } from '../support/applications-api';
import { seedSession } from '../support/stored-session';
import { expect, test, useLanguage } from '../support/test';

// 'Apply Now' on a visa type and 'Choose This Option' on the processing page carry the choice
// into step 1; an application in progress with another answer is asked, not overwritten.

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('a new applicant arrives on step 1 with the visa type and the processing time chosen', async ({
  page,
}) => {
  await page.goto('/visa-types');
  await page.getByRole('link', { name: 'Apply Now – Business e-Visa' }).click();
  await expect(page).toHaveURL(/\/apply\/trip/);
  await expect(page.getByRole('combobox', { name: 'Visa type' })).toHaveValue('business');

  await page.goto('/processing');
  await page.getByRole('link', { name: /Choose This Option – Urgent/ }).click();
  await expect(page).toHaveURL(/\/apply\/trip/);
  await expect(page.getByRole('radio', { name: /^Urgent/ })).toBeChecked();
  // The first choice was kept while the second was added (the draft of step 1 holds both).
  await expect(page.getByRole('combobox', { name: 'Visa type' })).toHaveValue('business');
});

test('an application in progress with another visa type is asked which to keep', async ({
  page,
  request,
}) => {
  const created = await createApplicationViaApi(request, { visaType: 'tourist' });
  await seedSession(page, created);

  await page.goto('/apply/trip?visaType=medical');
  const question = page.getByRole('region', { name: 'You chose Medical e-Visa' });
  await expect(question).toContainText('Your application in progress says Tourist e-Visa.');
  // Nothing changes until the applicant answers.
  const visaType = page.getByRole('combobox', { name: 'Visa type' });
  await expect(visaType).toHaveValue('tourist');
  await question.getByRole('button', { name: 'Keep Tourist e-Visa' }).click();
  await expect(question).toBeHidden();
  await expect(visaType).toHaveValue('tourist');
  await expect(page).toHaveURL(/\/apply\/trip$/);

  await page.goto('/apply/trip?visaType=medical');
  await page.getByRole('button', { name: 'Use Medical e-Visa' }).click();
  await expect(visaType).toHaveValue('medical');
  await expect(page.getByRole('region', { name: /You chose/ })).toBeHidden();
});
