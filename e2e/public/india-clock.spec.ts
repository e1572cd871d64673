import { expect, test, useLanguage } from '../support/test';

// The home page's clock shows India's time (UTC+05:30) whatever the visitor's own time zone.

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** India's wall-clock time at an instant, by arithmetic rather than by time-zone data. */
function indiaTime(instantMs: number) {
  const shifted = new Date(instantMs + (5 * 60 + 30) * 60_000);
  const hours = shifted.getUTCHours();
  const minutes = String(shifted.getUTCMinutes()).padStart(2, '0');
  return {
    time: `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`,
    date: `${weekdays[shifted.getUTCDay()]}, ${months[shifted.getUTCMonth()]} ${shifted.getUTCDate()}, ${shifted.getUTCFullYear()}`,
  };
}

const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ').trim();

for (const timezoneId of ['America/Los_Angeles', 'Asia/Tokyo']) {
  test(`shows India's time to a visitor in ${timezoneId}`, async ({ browser }) => {
    const context = await browser.newContext({ timezoneId, locale: 'en-US' });
    const page = await context.newPage();
    await useLanguage(page, 'en');
    const before = Date.now();
    await page.goto('/');
    const clock = page.getByRole('region', { name: 'Time in India' });
    await expect(clock).toBeVisible();
    await expect(clock).toContainText('India Standard Time (UTC+05:30)');

    // The browser really is in that zone, and its own time is not India's.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      timezoneId,
    );
    const time = clock.locator('time');
    // The prerendered clock is blank until the browser's time is known (just after hydration).
    await expect(time.locator('span').first()).toHaveText(/\d/);
    const shown = {
      time: plain(await time.locator('span').first().innerText()),
      date: plain(await time.locator('span').nth(1).innerText()),
    };
    const after = Date.now();
    // The minute may turn over while the page loads: either side of it is right.
    expect([indiaTime(before), indiaTime(after)]).toContainEqual(shown);

    const browserLocal = await page.evaluate(() =>
      new Date().toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }),
    );
    expect(plain(browserLocal)).not.toBe(shown.time);
    await context.close();
  });
}

test('turns over every minute', async ({ page }) => {
  await useLanguage(page, 'en');
  // 05:29:50 in India.
  await page.clock.install({ time: new Date('2026-01-01T23:59:50Z') });
  await page.goto('/');
  const clock = page.getByRole('region', { name: 'Time in India' });
  await expect(clock.locator('time')).toHaveAttribute('datetime', '2026-01-02T05:29+05:30');
  await expect(clock).toContainText('Friday, January 2, 2026');
  await page.clock.runFor(10_000);
  await expect(clock.locator('time')).toHaveAttribute('datetime', '2026-01-02T05:30+05:30');
  await page.clock.runFor(60_000);
  await expect(clock.locator('time')).toHaveAttribute('datetime', '2026-01-02T05:31+05:30');
  expect(plain(await clock.locator('time span').first().innerText())).toBe('5:31 AM');
});

test('speaks the visitor’s language', async ({ page }) => {
  await useLanguage(page, 'tr');
  await page.clock.install({ time: new Date('2026-06-15T09:05:00Z') });
  await page.goto('/');
  const clock = page.getByRole('region', { name: "Hindistan'da saat" });
  await expect(clock).toContainText('14:35');
  await expect(clock).toContainText('15 Haziran 2026 Pazartesi');
});
