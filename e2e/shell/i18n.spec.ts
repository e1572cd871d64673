import { expect, test } from '../support/test';

test.describe('languages', () => {
  test('switching to Arabic mirrors the page and survives a reload', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'necessary'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    await page.getByRole('button', { name: 'Language: English (EN)' }).first().click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /العربية/ })
      .click();

    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    // The layout really mirrors: the logo (start of the header) sits at the right edge.
    const header = page.locator('header').first();
    const logo = header.getByRole('link').first();
    const headerBox = await header.boundingBox();
    const logoBox = await logo.boundingBox();
    expect(headerBox && logoBox).toBeTruthy();
    expect(logoBox!.x).toBeGreaterThan(headerBox!.x + headerBox!.width / 2);

    await page.reload();
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: /العربية/ }).first()).toBeVisible();
  });

  test.describe('a Turkish browser', () => {
    test.use({ locale: 'tr-TR' });

    test('gets Turkish on its first visit', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByRole('link', { name: 'Başvuru Takibi' }).first()).toBeVisible();
    });
  });

  test.describe('a browser in a language we do not offer', () => {
    test.use({ locale: 'sw-KE' });

    test('gets English', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });

  test('a stored choice wins over the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'tr-TR' });
    const page = await context.newPage();
    await page.addInitScript(() => window.localStorage.setItem('preferredLanguage', 'hi'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await context.close();
  });
});
