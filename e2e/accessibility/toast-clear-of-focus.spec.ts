import type { Page } from '@playwright/test';
import { expect, test, useLanguage } from '../support/test';
import { seedSession } from '../support/stored-session';
import { createPaidApplication, executableAsPdf } from '../documents/documents-support';
import { APPLICATION_ID, APPLICATION_NUMBER, mockStaffApi } from '../admin/fixtures';

// WCAG 2.4.11 with a toast on screen (docs/requirements/accessibility.md, "Toasts"): tabbing
// through the documents step, the staff sign-in and the dashboard while an error toast shows, at
// 320x640 and at 200% zoom (1280x900 halved), no focused element is covered by any fixed or
// sticky element: its box is compared with each of theirs. Where the two meet, the focused
// element may be painted on top (the skip link over the header); anything else is a failure.
// The page's clock is paused once the toast shows, so a toast that closes on its own stays for
// the whole walk.

const viewports = [
  { width: 320, height: 640 },
  { width: 640, height: 450 },
];
const MAX_STOPS = 70;

interface Stop {
  covered: string | null;
  toastShown: boolean;
  placement: string;
  key: string;
}

/** The focused element now: what covers it, if anything, and where the toast is. */
function inspectFocus(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const describe = (element: Element) => {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      return `${element.tagName.toLowerCase()} "${name}"`;
    };
    const region = document.querySelector<HTMLElement>('ol[data-placement], [role=region] > ol');
    const toast = region?.querySelector('li');
    const toastShown =
      toast !== null && toast !== undefined && getComputedStyle(toast).visibility !== 'hidden';
    const placement = region?.dataset.placement ?? 'natural';
    const focused = document.activeElement;
    if (!focused || focused === document.body) {
      return { covered: null, toastShown, placement, key: 'body' };
    }
    const key = `${describe(focused)}@${focused.id}`;
    const box = focused.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return { covered: null, toastShown, placement, key };
    for (const other of document.querySelectorAll('body *')) {
      if (other === focused || other.contains(focused) || focused.contains(other)) continue;
      const style = getComputedStyle(other);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const r = other.getBoundingClientRect();
      const width = Math.min(r.right, box.right) - Math.max(r.left, box.left);
      const height = Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top);
      if (width <= 1 || height <= 1) continue;
      const hit = document.elementFromPoint(
        Math.max(r.left, box.left) + width / 2,
        Math.max(r.top, box.top) + height / 2,
      );
      if (hit && (hit === focused || focused.contains(hit))) continue;
      return {
        covered: `${describe(focused)} at ${Math.round(box.top)}–${Math.round(box.bottom)} under ${describe(other)} at ${Math.round(r.top)}–${Math.round(r.bottom)}`,
        toastShown,
        placement,
        key,
      };
    }
    return { covered: null, toastShown, placement, key };
  });
}

/** Tabs from the top of the page until focus comes round again (or MAX_STOPS). */
async function walk(page: Page): Promise<Stop[]> {
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const stops: Stop[] = [];
  for (let i = 0; i < MAX_STOPS; i++) {
    await page.keyboard.press('Tab');
    const stop = await inspectFocus(page);
    if (stops.length > 3 && stop.key === stops[0]?.key) break;
    stops.push(stop);
  }
  return stops;
}

/**
 * Stops the page's timers once the toast shows: a toast that closes on its own stays. The pause
 * lands two seconds ahead of the page's time as last read (the clock moves on while this call
 * travels; a target in the past is refused), well before the toast's five seconds are up.
 */
async function freezeClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 2_000);
}

/** The walk's findings, and proof that the toast showed and had to move out of the way. */
function expectClear(stops: Stop[], label: string) {
  expect(stops.length, label).toBeGreaterThan(5);
  expect(stops.filter((stop) => stop.covered).map((stop) => `${label}: ${stop.covered}`)).toEqual(
    [],
  );
  // The toast stayed on screen for most of the walk (it hides only when no edge is clear).
  expect(stops.filter((stop) => stop.toastShown).length, label).toBeGreaterThan(stops.length / 2);
}

test.describe('no toast covers the focused element', () => {
  test('the documents step with "Upload Failed" showing', async ({ page, request }) => {
    test.setTimeout(120_000);
    await useLanguage(page, 'en');
    await page.clock.install();
    await seedSession(page, await createPaidApplication(request, 2, 'en'));
    const moved: string[] = [];
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await page.goto('/apply/documents');
      await page
        .getByLabel(/^Choose file: Passport/)
        .first()
        .setInputFiles(executableAsPdf(`scan-${viewport.width}.pdf`));
      await expect(page.getByRole('region', { name: /Notification/ })).toContainText(
        'Upload Failed',
      );
      await freezeClock(page);
      const stops = await walk(page);
      expectClear(stops, `documents ${viewport.width}x${viewport.height}`);
      moved.push(...stops.filter((s) => s.placement !== 'natural').map((s) => s.key));
      await page.clock.resume();
    }
    // At 320 px the toast sits over the header; tabbing through the header moves it.
    expect(moved.length).toBeGreaterThan(0);
  });

  for (const language of ['en', 'ar'] as const) {
    test(`the staff sign-in with "Login Failed" showing (${language})`, async ({ page }) => {
      test.setTimeout(90_000);
      await useLanguage(page, language);
      await page.clock.install();
      for (const viewport of viewports) {
        await page.setViewportSize(viewport);
        await page.goto('/admin/login');
        await page.locator('#staff-username').fill('nobody-by-this-name');
        await page.locator('#staff-password').fill('not-the-password-1');
        await page.locator('#staff-password').press('Enter');
        await expect(page.locator('[aria-labelledby="error-summary-title"]')).toBeFocused();
        await expect(page.locator('ol[data-placement] li')).toBeVisible();
        await freezeClock(page);
        const stops = await walk(page);
        expectClear(stops, `sign-in ${language} ${viewport.width}x${viewport.height}`);
        if (viewport.width === 320) expect(stops.some((s) => s.placement === 'bottom')).toBe(true);
        await page.clock.resume();
      }
    });
  }

  test("the dashboard with a failed action's toast showing", async ({ page }) => {
    test.setTimeout(90_000);
    await useLanguage(page, 'en');
    await mockStaffApi(page);
    // The email is refused by the server: 'Failed to send email', which stays until dismissed.
    await page.route(`**/api/admin/applications/${APPLICATION_ID}/email`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await page.goto('/admin/dashboard');
      await page.getByRole('link', { name: APPLICATION_NUMBER }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: APPLICATION_NUMBER })).toBeVisible();
      await page.getByRole('button', { name: 'Send email', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Subject').fill('Your photo');
      await dialog.getByLabel('Message').fill('Please send a new photo.');
      await dialog.getByRole('button', { name: 'Send email' }).click();
      await expect(page.locator('ol[data-placement] li')).toBeVisible();
      // Cancel, not Escape: Escape closes the newest layer first, which is the toast.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await page.goBack();
      await expect(page.getByRole('link', { name: APPLICATION_NUMBER }).first()).toBeVisible();
      await expect(page.locator('ol[data-placement] li')).toBeVisible();
      const stops = await walk(page);
      expectClear(stops, `dashboard ${viewport.width}x${viewport.height}`);
      await page.getByRole('button', { name: 'Dismiss notification' }).click();
    }
  });
});
