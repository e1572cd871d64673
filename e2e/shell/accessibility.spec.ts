import AxeBuilder from '@axe-core/playwright';
import { publicRoutes } from '../support/routes';
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
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        const blocking = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
        expect(blocking).toEqual([]);
      });
    }
  });
}
