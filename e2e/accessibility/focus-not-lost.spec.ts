import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from '../support/test';
import { createApplicationViaApi } from '../support/applications-api';
import { fillApplicant, person, applicantPanel } from '../support/wizard-forms';
import { seedSession } from '../support/stored-session';

// WCAG 2.4.3: when what had focus goes away (a dialog closes, the cookie sheet is answered, the
// next applicant's form replaces this one), focus moves somewhere sensible, never to <body>.

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()}:${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`;
  });

test('closing the cookie preferences returns focus to the button that opened them', async ({
  page,
}) => {
  await useLanguage(page, 'en', { consent: false });
  await page.goto('/');
  const manage = page.getByRole('button', { name: 'Manage preferences' });
  await manage.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Cookie preferences' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(manage).toBeFocused();

  await manage.click();
  await page.getByRole('dialog').getByRole('button', { name: /Close/ }).click();
  await expect(manage).toBeFocused();
});

test("answering the cookie sheet moves focus to the page's main content", async ({ page }) => {
  await useLanguage(page, 'en', { consent: false });
  await page.goto('/');
  await page.getByRole('button', { name: 'Accept all' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#cookie-banner-title')).toHaveCount(0);
  await expect(page.locator('main')).toBeFocused();
  expect(await focused(page)).not.toBe('body');
});

test("moving to another page puts focus on its heading, a wizard step's on the step's", async ({
  page,
  request,
}) => {
  await useLanguage(page, 'en');
  await page.goto('/');
  // A public page from the footer's link: its h1.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Track Status' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // A wizard step, reached by saving the one before: the step's heading, which names it.
  await seedSession(page, await createApplicationViaApi(request, { numberOfApplicants: 1 }));
  await page.goto('/apply/trip');
  await page.getByRole('button', { name: 'Continue to applicant details' }).click();
  await expect(page).toHaveURL(/\/apply\/applicants/);
  await expect(page.locator('#apply-step-title')).toBeFocused();
  expect(await focused(page)).toMatch(/^h2:/);
});

test("'Next: applicant 2' moves focus to applicant 2's heading", async ({ page, request }) => {
  test.setTimeout(60_000);
  await useLanguage(page, 'en');
  await seedSession(page, await createApplicationViaApi(request, { numberOfApplicants: 2 }));
  await page.goto('/apply/applicants');
  await fillApplicant(page.locator(applicantPanel), person(0));
  await page.getByRole('button', { name: 'Next: applicant 2' }).click();
  await expect(page.getByRole('heading', { name: 'Applicant 2 of 2' })).toBeFocused();
});

test('with the mobile menu open, Tab stays in the menu and the header', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  const outside: string[] = [];
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    const inHeader = await page.evaluate(
      () => document.activeElement === document.body || !!document.activeElement?.closest('header'),
    );
    if (!inHeader) outside.push(await focused(page));
  }
  expect(outside).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.locator('main')).not.toHaveAttribute('inert');
});
