import type { Page } from '@playwright/test';
import { applicantPanel } from '../support/wizard-forms';
import { createApplicationViaApi } from '../support/applications-api';
import { seedSession } from '../support/stored-session';
import { expect, test, useLanguage } from '../support/test';

// Step 2's lists agree with step 1: arriving by air offers only airports as the port of entry,
// by sea only the seaports open to e-Visa holders; every port is named as a traveller knows it;
// and the passport hint names both rules that are checked.

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

async function optionTexts(page: Page, label: string) {
  const select = page.locator(applicantPanel).getByRole('combobox', { name: label, exact: true });
  await expect(select).toBeVisible();
  // Without the bidi isolates the labels are wrapped in (they keep '(DEL)' whole in Arabic).
  return (await select.locator('option').allTextContents()).map((text) =>
    text.replace(/[\u2066-\u2069]/g, ''),
  );
}

test('air travel offers airports only; sea travel the e-Visa seaports only', async ({
  page,
  request,
}) => {
  const byAir = await createApplicationViaApi(request, {
    transportation: 'airports',
    portOfArrival: 'DEL',
  });
  await seedSession(page, byAir);
  await page.goto('/apply/applicants');
  const entry = await optionTexts(page, 'Port of entry');
  expect(entry).toContain('New Delhi (DEL)');
  expect(entry.filter((text) => /Port \(/.test(text))).toEqual([]); // no seaport
  expect(await page.locator(applicantPanel).getByRole('group', { name: 'Seaports' }).count()).toBe(
    0,
  );

  // Exit may be any check post, named properly: no internal ids such as '(wagah)'.
  const exit = await optionTexts(page, 'Port of exit');
  expect(exit).toContain('Attari-Wagah Integrated Check Post (Amritsar)');
  expect(exit.filter((text) => /\([a-z-]+\)$/.test(text))).toEqual([]);

  // Type-to-select works: no invisible character in front of the option text.
  const exitSelect = page.locator(applicantPanel).getByRole('combobox', { name: 'Port of exit' });
  await exitSelect.focus();
  await page.keyboard.type('Mumbai');
  await expect(exitSelect).toHaveValue('BOM');

  await expect(
    page.getByText(
      'At least 6 months from today, and at least 6 months after your arrival in India.',
    ),
  ).toBeVisible();
});

test('sea travel offers only the seaports where an e-Visa holder may arrive', async ({
  page,
  request,
}) => {
  const bySea = await createApplicationViaApi(request, {
    transportation: 'seaports',
    portOfArrival: 'INMAA',
  });
  await seedSession(page, bySea);
  await page.goto('/apply/applicants');
  const entry = (await optionTexts(page, 'Port of entry')).slice(1); // after 'Choose a port'
  expect(entry.length).toBe(5);
  expect(entry.some((text) => /\([A-Z]{3}\)$/.test(text))).toBe(false); // no airport
});
