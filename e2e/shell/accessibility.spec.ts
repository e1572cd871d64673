import { publicRoutes } from '../support/routes';
import { seriousViolations } from '../support/axe';
import { expect, test, useLanguage } from '../support/test';

// Zero serious or critical violations on every public route, in English and in Arabic (RTL).
for (const language of ['en', 'ar'] as const) {
  test.describe(`accessibility (${language})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    for (const path of publicRoutes) {
      test(`${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
