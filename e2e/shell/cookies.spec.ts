import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const stored = (page: Page) =>
  page.evaluate(() => ({
    consent: window.localStorage.getItem('cookieConsent'),
    preferences: JSON.parse(window.localStorage.getItem('cookiePreferences') ?? 'null') as unknown,
    accepted: window.localStorage.getItem('cookiesAccepted'),
  }));

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });

test.describe('cookie banner', () => {
  test('asks a first-time visitor, stores "accept all" and does not ask again', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page)).toEqual({
      consent: 'all',
      preferences: { necessary: true, analytics: true, marketing: true, functional: true },
      accepted: 'true',
    });
    await page.reload();
    await page.waitForTimeout(1500); // the banner would appear after its 1 s delay
    await expect(banner(page)).toBeHidden();
  });

  test('"only necessary" stores every optional category off', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Only necessary' }).click();
    expect(await stored(page)).toMatchObject({
      consent: 'necessary',
      preferences: { necessary: true, analytics: false, marketing: false, functional: false },
    });
  });

  test('custom preferences are saved and shown again from the footer', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Manage preferences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(dialog.getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: /Analytics/ }).click();
    await dialog.getByRole('button', { name: 'Save preferences' }).click();
    await expect(dialog).toBeHidden();
    expect(await stored(page)).toMatchObject({
      consent: 'custom',
      preferences: { necessary: true, analytics: true, marketing: false, functional: false },
    });

    await page.reload();
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const again = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(again.getByRole('checkbox', { name: /Analytics/ })).toBeChecked();
    await expect(again.getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked();
  });

  test('the banner does not cover the footer: the page reserves room for it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footerLink = page.getByRole('contentinfo').getByRole('link').last();
    const bannerBox = await banner(page).boundingBox();
    const linkBox = await footerLink.boundingBox();
    expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(bannerBox!.y + 1);
  });

  test('the chat button stays above the banner on a phone, and returns down once answered', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const chat = page.getByRole('button', { name: 'Chat with support' });
    await expect(chat).toBeVisible();
    await expect
      .poll(async () => {
        const bannerBox = await banner(page).boundingBox();
        const chatBox = await chat.boundingBox();
        return chatBox!.y + chatBox!.height <= bannerBox!.y;
      })
      .toBe(true);
    await chat.click(); // reachable: not under the sheet
    await expect(page.getByRole('dialog', { name: 'Support chat' })).toBeVisible();
    await page.keyboard.press('Escape');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    const chatBox = await chat.boundingBox();
    expect(844 - (chatBox!.y + chatBox!.height)).toBeLessThanOrEqual(24);
  });
});
