import type { Page } from '@playwright/test';
import { createApplicationViaApi, saveApplicantsViaApi } from '../support/applications-api';
import { createSubmittedApplication } from '../support/payment';
import { seedSession } from '../support/stored-session';
import { expect, test, useLanguage } from '../support/test';

// Pseudo-localisation: every string that comes through i18n is accented and wrapped in ⟦ ⟧
// (src/web/i18n/i18n.ts), so a word left outside the brackets was typed into a component and
// would stay English in every language.

const pages = [
  '/',
  '/apply/trip',
  '/visa-types',
  '/requirements',
  '/processing',
  '/support',
  '/check-status',
  '/privacy-policy',
];

/** Words that are not translations: the brand, codes, and 'English' as English's own name. */
const notText = new Set(['India', 'e-Visa', 'Online', 'EN', 'USD', 'UTC', 'IST', 'English']);

/**
 * The page's visible text, less what is not ours to translate: names in their own language
 * (`lang` differs from the page's), dates (`<time>`) and Intl's names (`data-l10n="intl"`).
 */
async function untranslated(page: Page): Promise<string[]> {
  let text = await page.evaluate(() => {
    const pageLanguage = document.documentElement.lang;
    const skip = (element: Element | null) =>
      element?.closest(`time, [data-l10n="intl"], [lang]:not([lang="${pageLanguage}"])`);
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || skip(parent) || parent.closest('script, style, noscript')) continue;
      // The selected option of a list is what shows; the other options are checked by
      // their own pages.
      const option = parent.closest('option');
      if (option && !(option as HTMLOptionElement).selected) continue;
      if (!option && !parent.checkVisibility()) continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ');
  });
  // Innermost first: a translated string can carry another (a label inside a sentence).
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  return [...new Set(text.match(/[A-Za-z][A-Za-z-]+/g) ?? [])].filter((word) => !notText.has(word));
}

test('every word on the public pages comes through i18n', async ({ page }) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'en');
  await page.addInitScript(() => window.localStorage.setItem('i18n.pseudo', '1'));
  const found: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('⟦');
    await page.waitForLoadState('networkidle');
    for (const word of await untranslated(page)) found.push(`${path}: ${word}`);
  }
  expect(found).toEqual([]);
});

test('every word of the wizard comes through i18n: two applicants, the agreement, payment', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'en');
  await page.addInitScript(() => window.localStorage.setItem('i18n.pseudo', '1'));
  const found: string[] = [];
  const check = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('⟦');
    await page.waitForLoadState('networkidle');
    for (const word of await untranslated(page)) found.push(`${path}: ${word}`);
  };
  await seedSession(page, await createApplicationViaApi(request, { numberOfApplicants: 2 }));
  await check('/apply/applicants');
  await page.locator('main form button[type="submit"]').click();
  for (const word of await untranslated(page)) found.push(`step 2 with errors: ${word}`);
  const signing = await createApplicationViaApi(request);
  await saveApplicantsViaApi(request, signing, 1);
  await seedSession(page, signing);
  await check('/apply/agreement');
  await seedSession(page, await createSubmittedApplication(request));
  await check('/apply/payment');
  expect(found).toEqual([]);
});
