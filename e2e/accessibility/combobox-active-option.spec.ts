import { expect, test, useLanguage } from '../support/test';

// The searchable lists' active option (the one Enter would choose) must be visible by more than a
// faint tint: its indicator needs at least 3:1 against the list's white (WCAG 1.4.11, 2.4.7).

function luminance(rgb: string) {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? [])
    .slice(0, 3)
    .map(Number)
    .map((c) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return ((x ?? 0) + 0.05) / ((y ?? 0) + 0.05);
};

test('the active option of a searchable list has an indicator of at least 3:1', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await page.goto('/apply/trip');
  const combobox = page.getByRole('combobox', { name: 'Country code', exact: true }).first();
  await combobox.click();
  await combobox.press('ArrowDown');
  const active = page.locator(`[id="${await combobox.getAttribute('aria-activedescendant')}"]`);
  await expect(active).toBeVisible();
  const style = await active.evaluate((el) => {
    const s = getComputedStyle(el);
    return { outline: s.outlineColor, width: parseFloat(s.outlineWidth), style: s.outlineStyle };
  });
  expect(style.style).not.toBe('none');
  expect(style.width).toBeGreaterThanOrEqual(2);
  expect(contrast(style.outline, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);
});
