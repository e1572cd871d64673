import { expect, test, useLanguage } from '../support/test';

// The price summary tells a screen reader what changed, with its label, once the change settles:
// 'Total for 2 applicants: $…', not a bare figure on every keystroke.

test('the total is announced with its label, once, after a change', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/apply/trip');
  const announcement = page.getByTestId('price-announcement');
  await expect(announcement).toHaveAttribute('role', 'status');
  await expect(announcement).toHaveText('');
  // The figure itself is no longer a live region of its own.
  await expect(page.locator('[aria-live]').filter({ hasText: /^\$\d/ })).toHaveCount(0);

  // With a visa chosen the amounts are the price itself, not 'from' the lowest one.
  await page.getByRole('combobox', { name: 'Visa type', exact: true }).selectOption('business');
  await expect(announcement).toHaveText(/^Total for 1 applicant: \$\d+$/);

  const texts: string[] = [];
  await page.exposeFunction('recordAnnouncement', (text: string) => texts.push(text));
  await announcement.evaluate((el) => {
    new MutationObserver(() =>
      (window as unknown as { recordAnnouncement: (t: string) => void }).recordAnnouncement(
        el.textContent ?? '',
      ),
    ).observe(el, { childList: true, characterData: true, subtree: true });
  });
  const more = page.getByRole('button', { name: 'One applicant more' });
  await more.click();
  await more.click();
  await expect(announcement).toHaveText(/^Total for 3 applicants: \$\d+$/);
  const total = await page.locator('dd').last().textContent();
  await expect(announcement).toHaveText(`Total for 3 applicants: ${total?.trim()}`);
  expect(texts.filter(Boolean)).toHaveLength(1);
});
