import { expect, test, useLanguage } from '../support/test';
import { createApplicationViaApi, saveApplicantsViaApi } from '../support/applications-api';
import { createSubmittedApplication } from '../support/payment';
import { publicRoutes } from '../support/routes';
import { seedSession } from '../support/stored-session';

// WCAG 1.4.10 Reflow: at 320 CSS pixels wide (400% zoom of a 1280 px window) no page scrolls
// sideways, and the menu button (the only way into the navigation at that width) is on screen.

for (const language of ['en', 'ar'] as const) {
  test(`no route scrolls sideways at 320 px (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    await useLanguage(page, language);
    await page.setViewportSize({ width: 320, height: 640 });
    const wide: string[] = [];
    for (const path of publicRoutes) {
      await page.goto(path);
      await expect(page.locator('main').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wide.push(`${path}: ${width}px`);
      const menu = page
        .getByRole('button', { name: 'Open menu' })
        .or(page.getByRole('button', { name: /القائمة/ }));
      if (await menu.count()) {
        const box = await menu.first().boundingBox();
        if (!box || box.x < 0 || box.x + box.width > 320)
          wide.push(`${path}: menu button off screen`);
      }
    }
    expect(wide).toEqual([]);
  });
}

// The wizard's steps with an application in progress: two applicants' tabs, the agreement with
// its signature pad, the payment summary (a signed application), in both directions.
for (const language of ['en', 'ar'] as const) {
  test(`no wizard step scrolls sideways at 320 px (${language})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await useLanguage(page, language);
    await page.setViewportSize({ width: 320, height: 640 });
    const wide: string[] = [];
    const measure = async (path: string) => {
      await page.goto(path);
      await expect(page.locator('main').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wide.push(`${path}: ${width}px`);
    };
    const two = await createApplicationViaApi(request, { numberOfApplicants: 2 });
    await seedSession(page, two);
    await measure('/apply/trip');
    await measure('/apply/applicants');
    const one = await createApplicationViaApi(request);
    await saveApplicantsViaApi(request, one, 1);
    await seedSession(page, one);
    await measure('/apply/agreement');
    await seedSession(page, await createSubmittedApplication(request));
    await measure('/apply/payment');
    expect(wide).toEqual([]);
  });
}
