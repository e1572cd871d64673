import type { Page } from '@playwright/test';
import { createApplicationViaApi, saveApplicantsViaApi } from '../support/applications-api';
import { allViolations } from '../support/axe';
import { publicRoutes } from '../support/routes';
import { seedSession } from '../support/stored-session';
import { expect, test, useLanguage } from '../support/test';

// The audit's bar: axe (WCAG 2.0-2.2 A and AA, and best practice) finds nothing at all, of any
// impact, on every route and in the error state of every form, in English and Arabic. (This
// replaced a spec that checked every route again, one test each, for serious violations only.)

async function settled(page: Page) {
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`axe finds nothing (${language})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test('on every route', async ({ page }) => {
      test.setTimeout(240_000);
      const found: string[] = [];
      for (const path of publicRoutes) {
        await page.goto(path);
        await settled(page);
        // Each route has its page heading and speaks the chosen language.
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        await expect(page.locator('html'), path).toHaveAttribute('lang', language);
        for (const line of await allViolations(page)) found.push(`${path}: ${line}`);
      }
      expect(found).toEqual([]);
    });

    test('in the error state of every form', async ({ page, request }) => {
      test.setTimeout(180_000);
      const found: string[] = [];
      const check = async (name: string) => {
        await expect(page.locator('[aria-labelledby="error-summary-title"]')).toBeFocused();
        for (const line of await allViolations(page)) found.push(`${name}: ${line}`);
      };
      const submit = (page: Page) => page.locator('main form button[type="submit"]').first();

      await page.goto('/apply/trip');
      await settled(page);
      await submit(page).click();
      await check('step 1');

      const created = await createApplicationViaApi(request, { numberOfApplicants: 2 });
      await seedSession(page, created);
      await page.goto('/apply/applicants');
      await settled(page);
      await submit(page).click();
      await check('step 2');

      const signing = await createApplicationViaApi(request);
      await saveApplicantsViaApi(request, signing, 1);
      await seedSession(page, signing);
      await page.goto('/apply/agreement');
      await settled(page);
      await submit(page).click();
      await check('agreement');

      await page.goto('/support');
      await settled(page);
      await submit(page).click();
      await check('support');

      await page.goto('/admin/login');
      await settled(page);
      await submit(page).click();
      await check('staff sign-in');
      expect(found).toEqual([]);
    });
  });
}
