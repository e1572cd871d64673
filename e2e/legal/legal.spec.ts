import type { Locator, Page } from '@playwright/test';
import { liabilityMinimum } from '@/domain/liability';
import { formatMoney } from '@/domain/money';
import { defaultPriceTable, formatUsd } from '@/domain/pricing';
import { governmentFees } from '@/domain/test-support/default-prices';
import { refundTerms } from '@/domain/refund-policy';
import { seriousViolations } from '../support/axe';
import { expect, test, useLanguage } from '../support/test';
import { legalPages } from '../support/legal-pages';

const OFFSET = 120;
const TOLERANCE = 4;

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Waits until the section's top has settled on the offset line below the header. */
async function expectSectionAtOffset(page: Page, id: string) {
  const section = page.locator(`[id="${id}"]`);
  await expect
    .poll(async () => Math.abs(((await section.boundingBox())?.y ?? -1000) - OFFSET), {
      message: `#${id} should land ${OFFSET}px from the top`,
      timeout: 5_000,
    })
    .toBeLessThanOrEqual(TOLERANCE);
}

function contents(page: Page) {
  return page.getByRole('navigation', { name: 'Contents' });
}

/**
 * Clicks a link in the contents sidebar. Bringing it into view can scroll the page, which moves
 * the highlight and with it the contents list; a pointer resting on the list keeps the list
 * still, as a person's does, so the click lands on the link that was aimed at.
 */
async function follow(link: Locator) {
  await link.hover();
  await link.click();
}

test.describe('legal pages on a desktop', () => {
  test.use({ viewport: desktop });
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  for (const legal of legalPages) {
    test(`${legal.path}: every contents link brings its section to the offset line`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      // The first page scrolls smoothly, as most visitors see it; the others as visitors who
      // asked for reduced motion see them (at once), which lands on the same line and spares
      // each of their many links the animation's wait.
      if (legal !== legalPages[0]) await page.emulateMedia({ reducedMotion: 'reduce' });
      await openPage(page, legal.path);
      await expect(page).toHaveTitle(`${legal.title} | India e-Visa Online`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);

      const links = contents(page).getByRole('link');
      const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(legal.anchors.map((id) => `#${id}`));

      // Backwards as well as forwards would double the time; jumping from the end to the start
      // first proves that links scroll up as well as down.
      const order = [legal.anchors.at(-1)!, ...legal.anchors];
      for (const id of order) {
        const link = contents(page).locator(`a[href="#${id}"]`);
        await follow(link);
        await expectSectionAtOffset(page, id);
        await expect(link).toHaveAttribute('aria-current', 'location');
        await expect(contents(page).locator('[aria-current]')).toHaveCount(1);
        expect(new URL(page.url()).hash).toBe(`#${id}`);
        // The section's heading takes focus, so the keyboard continues from the section.
        await expect(page.locator(`[id="${id}"] :is(h2, h3)`).first()).toBeFocused();
      }
    });

    test(`${legal.path}: a direct link to an anchor lands on its section`, async ({ page }) => {
      // A section near the start, one in the middle and the last (which needs the runway).
      const { anchors } = legal;
      const targets = [1, Math.floor(anchors.length / 2), anchors.length - 1].map(
        (index) => anchors[index] ?? '',
      );
      for (const id of targets) {
        await page.goto(`${legal.path}#${id}`);
        await expectSectionAtOffset(page, id);
        await expect(contents(page).locator(`a[href="#${id}"]`)).toHaveAttribute(
          'aria-current',
          'location',
        );
      }
    });
  }

  test('the sidebar stays in view while the page scrolls', async ({ page }) => {
    await openPage(page, '/privacy-policy');
    await page.mouse.wheel(0, 4000);
    await expect(contents(page).getByRole('link', { name: 'Introduction' })).toBeInViewport();
  });

  test('Back to Home goes home', async ({ page }) => {
    await openPage(page, '/refund-policy');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Contents' })).toHaveCount(0);
  });

  test('Back returns to the previous section', async ({ page }) => {
    await openPage(page, '/security-policy');
    await follow(contents(page).getByRole('link', { name: 'Staff access' }));
    await expectSectionAtOffset(page, 'staff');
    await follow(contents(page).getByRole('link', { name: 'Force majeure' }));
    await expectSectionAtOffset(page, 'force-majeure');
    await page.goBack();
    await expect(page).toHaveURL(/#staff$/);
    await expectSectionAtOffset(page, 'staff');
  });

  test('dates, fees and figures come from their single sources', async ({ page }) => {
    await openPage(page, '/privacy-policy');
    await expect(page.locator('time')).toHaveText('26 November 2026');
    await expect(page.locator('time')).toHaveAttribute('datetime', '2026-11-26');

    await openPage(page, '/refund-policy');
    await expect(page.locator('time')).toHaveText('26 November 2026');
    const fees = page.getByRole('table', { name: 'Fees per applicant, in US dollars' });
    for (const tier of defaultPriceTable.serviceFeeTiersCents) {
      await expect(fees).toContainText(formatUsd(tier.cents));
    }
    // One row per Tourist e-Visa validity, then the other visa types' fee.
    const governmentRows = fees.getByRole('row', { name: /Government of India e-Visa fee/ });
    await expect(governmentRows).toHaveCount(governmentFees().length);
    for (const [i, { cents }] of governmentFees().entries()) {
      await expect(governmentRows.nth(i).getByRole('cell').first()).toHaveText(formatUsd(cents));
    }
    await expect(governmentRows.first()).toContainText('Tourist e-Visa, 30 days');
    await expect(governmentRows.last()).toContainText('Business, Medical and Conference e-Visas');
    await expect(fees.getByRole('row', { name: /Urgent processing/ }).first()).toContainText(
      `+${formatUsd(defaultPriceTable.processingFeeCents.urgent)}`,
    );
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([
      'Service fees are non-refundable',
      'Government fees: refundable in specific cases',
      'Optional services: case by case',
    ]);

    const { requestWindowDays, arrivalBusinessDays: arrival } = refundTerms;
    await expect(page.locator('#timeframes')).toContainText(
      `${requestWindowDays} days after the decision on your application`,
    );
    await expect(page.locator('#timeframes')).toContainText(
      `Within ${arrival.min} to ${arrival.max} business days of our approval`,
    );

    await openPage(page, '/terms-of-service');
    const liability = formatMoney(liabilityMinimum.pence, liabilityMinimum.currency, 'en');
    await expect(page.locator('#limitation')).toContainText(
      `limited to the greater of ${liability} and the amount you paid us`,
    );
    // The product has no subscriptions, promo codes or referrals, so the terms do not describe them.
    for (const id of ['subscriptions', 'promo-codes', 'referrals']) {
      await expect(page.locator(`[id="${id}"]`)).toHaveCount(0);
    }
    await expect(page.locator('article')).not.toContainText(/promo|referr|subscription|gift card/i);
  });

  test('each page has its own description for search results', async ({ page }) => {
    const descriptions = new Set<string>();
    for (const legal of legalPages) {
      await openPage(page, legal.path);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(60);
      descriptions.add(description ?? '');
    }
    expect(descriptions.size).toBe(legalPages.length);
  });
});

test.describe('legal pages on a phone', () => {
  test.use({ viewport: phone });
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test('the contents fold into a bar that opens, jumps and closes', async ({ page }) => {
    await openPage(page, '/privacy-policy');
    const toggle = contents(page).getByRole('button', { name: /Contents/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(contents(page).getByRole('link')).toHaveCount(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await contents(page).getByRole('link', { name: 'Your rights' }).click();
    await expectSectionAtOffset(page, 'your-rights');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toContainText('Your rights');
    expect(new URL(page.url()).hash).toBe('#your-rights');

    // The bar stays on screen below the header while the page scrolls.
    await expect(toggle).toBeInViewport();
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('a direct link to the last section lands on it', async ({ page }) => {
    await page.goto('/refund-policy#contact');
    await expectSectionAtOffset(page, 'contact');
  });
});

test.describe('Arabic', () => {
  test.use({ viewport: desktop });
  test.beforeEach(async ({ page }) => useLanguage(page, 'ar'));

  test('the page reads right to left with the contents on the right', async ({ page }) => {
    await openPage(page, '/privacy-policy');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle(/^سياسة الخصوصية \| /);
    await expect(page.locator('time')).toContainText('نوفمبر');
    const nav = page.getByRole('navigation', { name: 'المحتويات' });
    const navBox = await nav.boundingBox();
    const articleBox = await page.locator('article').boundingBox();
    expect(navBox && articleBox).toBeTruthy();
    expect(navBox!.x).toBeGreaterThan(articleBox!.x + articleBox!.width);

    const link = nav.locator('a[href="#data-retention"]');
    await link.click();
    await expectSectionAtOffset(page, 'data-retention');
    await expect(link).toHaveAttribute('aria-current', 'location');
  });
});

for (const language of ['en', 'ar'] as const) {
  test.describe(`accessibility of the legal pages (${language})`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    for (const legal of legalPages) {
      for (const [width, viewport] of Object.entries({ desktop, phone })) {
        test(`${legal.path} on a ${width}`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await openPage(page, legal.path);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          expect(await seriousViolations(page)).toEqual([]);
        });
      }
    }
  });
}
