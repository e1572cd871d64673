import AxeBuilder from '@axe-core/playwright';
import { expect, test, useLanguage } from '../support/test';

// The toast region adds nothing to the focus order that lacks a role (axe focus-order-semantics,
// an experimental rule the audit ran): a keyboard user tabbing past a toast meets only the
// toast's own controls.

test('a showing toast puts no role-less element in the focus order', async ({ page }) => {
  await useLanguage(page, 'en', { consent: false });
  await page.goto('/');
  await page.getByRole('button', { name: 'Manage preferences' }).click();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Preferences saved').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).withRules(['focus-order-semantics']).analyze();
  expect(
    results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`)),
  ).toEqual([]);
});
