import type { Page } from '@playwright/test';
import { mockStaffApi } from '../admin/fixtures';
import { expect, test, useLanguage } from '../support/test';

// WCAG 1.4.11: the border that shows where a text field or a select is must reach 3:1 against
// what is behind it, in every state it has (docs/requirements/accessibility.md, "Contrast"):
// at rest, under the pointer, focused, invalid and disabled. Measured in the browser: every
// colour is drawn on a canvas and read back as sRGB (the palette is oklch), the background is
// the nearest opaque one behind the control, and the ratio is WCAG's.

const MINIMUM = 3;
const CONTROLS =
  'input:not([type=hidden]):not([type=file]):not([type=checkbox]):not([type=radio]), select, textarea';

interface Measure {
  control: string;
  state: string;
  ratio: number;
}

/** The contrast of each visible control's border against its background, in `state`. */
async function measure(page: Page, state: string, only?: string): Promise<Measure[]> {
  return page.evaluate(
    ({ selector, state }) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
      const rgba = (colour: string) => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = colour;
        ctx.fillRect(0, 0, 1, 1);
        return [...ctx.getImageData(0, 0, 1, 1).data];
      };
      const luminance = ([r, g, b]: number[]) => {
        const [lr, lg, lb] = [r, g, b].map((v) => {
          const c = (v ?? 0) / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * (lr ?? 0) + 0.7152 * (lg ?? 0) + 0.0722 * (lb ?? 0);
      };
      const backgroundOf = (element: Element) => {
        for (let node = element.parentElement; node; node = node.parentElement) {
          const colour = rgba(getComputedStyle(node).backgroundColor);
          if ((colour[3] ?? 0) === 255) return colour;
        }
        return [255, 255, 255, 255];
      };
      const name = (el: Element) =>
        el.getAttribute('aria-label') ??
        (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent?.trim() : null) ??
        el.getAttribute('name') ??
        el.tagName.toLowerCase();
      return [...document.querySelectorAll(selector)]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 4 && box.height > 4 && getComputedStyle(el).visibility !== 'hidden';
        })
        .map((el) => {
          const border = rgba(getComputedStyle(el).borderTopColor);
          const [a, b] = [luminance(border), luminance(backgroundOf(el))];
          const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
          return { control: name(el) ?? '', state, ratio: Math.round(ratio * 100) / 100 };
        });
    },
    { selector: only ?? CONTROLS, state },
  );
}

/** At rest, under the pointer and focused, control by control. */
async function everyState(page: Page): Promise<Measure[]> {
  const found = [...(await measure(page, 'at rest'))];
  const controls = page.locator(CONTROLS);
  for (let i = 0; i < (await controls.count()); i += 1) {
    const control = controls.nth(i);
    if (!(await control.isVisible())) continue;
    const id = `contrast-probe-${i}`;
    await control.evaluate((el, id) => el.setAttribute('data-probe', id), id);
    await control.hover();
    found.push(...(await measure(page, 'hover', `[data-probe="${id}"]`)));
    await control.focus();
    found.push(...(await measure(page, 'focus', `[data-probe="${id}"]`)));
  }
  await page.mouse.move(0, 0);
  return found;
}

const below = (all: Measure[]) => all.filter((m) => m.ratio < MINIMUM);

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('the trip step, the status check and the contact form: every state', async ({ page }) => {
  test.setTimeout(90_000);
  const all: Measure[] = [];
  for (const path of ['/apply/trip', '/check-status', '/support']) {
    await page.goto(path);
    all.push(...(await everyState(page)));
  }
  // Invalid: the status check sent empty marks both fields.
  await page.goto('/check-status');
  await page.getByRole('button', { name: /^Check Status$/ }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  all.push(...(await measure(page, 'invalid', '[aria-invalid="true"]')));
  expect(all.length).toBeGreaterThan(10);
  expect(below(all)).toEqual([]);
});

test('staff sign-in and the dashboard filters: every state, and disabled', async ({ page }) => {
  test.setTimeout(90_000);
  const all: Measure[] = [];
  await page.goto('/admin/login');
  all.push(...(await everyState(page)));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  all.push(...(await measure(page, 'invalid', '[aria-invalid="true"]')));
  // Disabled, as every field of a form being sent is.
  await page
    .locator(CONTROLS)
    .first()
    .evaluate((el) => el.setAttribute('disabled', ''));
  all.push(...(await measure(page, 'disabled', `${CONTROLS.split(',')[0]}[disabled]`)));

  await mockStaffApi(page);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  all.push(...(await everyState(page)));
  expect(all.filter((m) => m.state === 'disabled')).toHaveLength(1);
  expect(below(all)).toEqual([]);
});
