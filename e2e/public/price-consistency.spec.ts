import { defaultPriceTable, formatUsd } from '@/domain/pricing';
import { calculatePrice, governmentFees } from '@/domain/test-support/default-prices';
import { maxApplicants, minApplicants, processingTimes } from '@/domain/visa';
import { expect, test, useLanguage } from '../support/test';

// The product decisions: one price table feeds every page, so the site can never disagree with itself.
// Every money amount any public page shows must be a figure the price table produces.

/**
 * The figures the price table stands behind: each unit price (service fee per tier, government
 * fee, processing surcharges, add-ons) and what one applicant or a whole group pays in total
 * for every choice. Line subtotals (say, 4 x eSIM) are left out on purpose: they would let
 * almost any round number through.
 */
function derivableCents(): Set<number> {
  const cents = new Set<number>([0, ...governmentFees().map((fee) => fee.cents)]);
  for (const tier of defaultPriceTable.serviceFeeTiersCents) cents.add(tier.cents);
  for (const fee of Object.values(defaultPriceTable.processingFeeCents)) cents.add(fee);
  cents.add(defaultPriceTable.travelInsuranceCents);
  cents.add(defaultPriceTable.travelEsimCents);
  // Every visa the site sells: each e-Tourist validity, and the other visa types.
  const visas = governmentFees().map(({ touristValidity }) => ({
    visaType: touristValidity ? ('tourist' as const) : ('business' as const),
    touristValidity,
  }));
  for (const visa of visas) {
    for (let n = minApplicants; n <= maxApplicants; n++) {
      for (const processingTime of processingTimes) {
        for (const travelInsurance of [false, true]) {
          for (const travelEsim of [false, true]) {
            const price = calculatePrice(
              { ...visa, numberOfApplicants: n, processingTime, travelInsurance, travelEsim },
              defaultPriceTable,
            );
            cents.add(price.perApplicant.total).add(price.totalAmount);
          }
        }
      }
    }
  }
  return cents;
}

const pages = [
  '/',
  '/visa-types',
  '/requirements',
  '/processing',
  '/support',
  '/apply',
  '/privacy-policy',
  '/terms-of-service',
  '/terms-conditions',
  '/security-policy',
  '/refund-policy',
];

/** '$1,234.50', 'US$ 69', '69 USD', '69.00 USD' -> cents. */
function moneyAmounts(text: string): { shown: string; cents: number }[] {
  const found: { shown: string; cents: number }[] = [];
  const number = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?`;
  const patterns = [
    new RegExp(String.raw`(?:US)?\$\s?${number}`, 'g'),
    new RegExp(String.raw`${number}\s?(?:USD|US\$|\$)`, 'g'),
    new RegExp(String.raw`USD\s?${number}`, 'g'),
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const dollars = Number((match[1] ?? '').replace(/,/g, ''));
      found.push({ shown: match[0], cents: dollars * 100 + Number(match[2] ?? 0) });
    }
  }
  return found;
}

test('the check would catch the figures the specification quotes elsewhere', () => {
  const allowed = derivableCents();
  // The chat's 59 and the payment screen's default total 155. (The old step-1 form's base 80
  // and surcharges 109 and 189, and the legal pages' eSIM 25, are real prices now that the
  // e-Tourist visa's government fee depends on its validity: 80 and 25 are the 5-year and
  // 30-day fees, 109 one applicant's 1-year visa, 189 a group's 30-day visa at super urgent.)
  for (const dollars of [59, 155]) expect(allowed.has(dollars * 100)).toBe(false);
  expect(moneyAmounts('Only $1,234.50 or 69 USD, US$ 15, USD 20')).toEqual([
    { shown: '$1,234.50', cents: 123450 },
    { shown: 'US$ 15', cents: 1500 },
    { shown: '69 USD', cents: 6900 },
    { shown: 'USD 20', cents: 2000 },
  ]);
});

test('every amount on every public page comes from the price table', async ({ page }) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'en');
  const allowed = derivableCents();
  const offences: string[] = [];
  const seen = new Map<string, number>();

  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const texts = [await page.locator('body').innerText()];
    // Collapsed answers (accordions) are not in the page until opened: open each in turn.
    const disclosures = page.locator('main button[aria-expanded]');
    for (let i = 0; i < (await disclosures.count()); i++) {
      const trigger = disclosures.nth(i);
      if ((await trigger.getAttribute('aria-expanded')) === 'false') await trigger.click();
      texts.push(await page.locator('main').innerText());
    }
    const amounts = texts.flatMap(moneyAmounts);
    seen.set(path, amounts.length);
    for (const { shown, cents } of amounts) {
      if (!allowed.has(cents)) offences.push(`${path}: ${shown}`);
    }
  }

  expect([...new Set(offences)]).toEqual([]);
  // Guard against a vacuous pass: the pages that list prices were really read.
  for (const path of ['/visa-types', '/requirements', '/processing', '/support']) {
    expect(seen.get(path), path).toBeGreaterThan(0);
  }
  const requirements = await (async () => {
    await page.goto('/requirements');
    return page.getByRole('table', { name: 'Fees per applicant' }).innerText();
  })();
  for (const tier of defaultPriceTable.serviceFeeTiersCents) {
    expect(requirements).toContain(formatUsd(tier.cents));
  }
});
