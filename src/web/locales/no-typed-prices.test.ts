import { describe, expect, it } from 'vitest';

// The product decisions: one price table (src/domain/pricing.ts) feeds every page, so no amount may be
// typed into copy. This scans every locale file, the shell's and every namespace's, including
// namespaces other features are still filling, for anything that reads as a typed price.

// Every locale JSON below this folder, found afresh on each run (Vite's glob, as the app loads them).
const localeModules = import.meta.glob<unknown>('./**/*.json', { eager: true, import: 'default' });
const files = Object.keys(localeModules).map((file) => file.replace(/^\.\//, ''));

const DIGIT = '[0-9\u0660-\u0669\u06F0-\u06F9\u0966-\u096F]'; // Latin, Arabic-Indic, Persian, Devanagari
const DOLLAR_WORDS = 'dollars?|dolar\\p{L}*|डॉलर|डालर|دولارا?ت?';

/** Patterns that betray a typed price; `{{price}}` placeholders never match them. */
const typedPricePatterns: readonly RegExp[] = [
  new RegExp(`\\$\\s?${DIGIT}`, 'u'), // $69, $ 69
  new RegExp(`${DIGIT}\\s?\\$`, 'u'), // 69$
  new RegExp(`${DIGIT}\\s?(USD|US\\$)`, 'iu'), // 69 USD, 69USD
  new RegExp(`(USD|US\\$)\\s?${DIGIT}`, 'iu'), // USD 69
  /US\$/u,
  new RegExp(`${DIGIT}\\s?(${DOLLAR_WORDS})(?!\\p{L})`, 'iu'), // 69 dollars, 69 dolar, ٦٩ دولار
];

type Tree = { [key: string]: unknown };

function* strings(tree: unknown, prefix = ''): Generator<[string, string]> {
  if (typeof tree === 'string') yield [prefix, tree];
  else if (Array.isArray(tree))
    for (const [i, v] of tree.entries()) yield* strings(v, `${prefix}[${i}]`);
  else if (tree && typeof tree === 'object')
    for (const [k, v] of Object.entries(tree as Tree))
      yield* strings(v, prefix ? `${prefix}.${k}` : k);
}

function typedPrices(text: string): boolean {
  return typedPricePatterns.some((pattern) => pattern.test(text));
}

describe('locale files', () => {
  it('include the shell and every namespace in every translated language', () => {
    for (const language of ['en', 'tr', 'hi', 'ar']) {
      expect(files).toContain(`${language}.json`);
      for (const namespace of ['apply', 'payment', 'pages', 'legal']) {
        expect(files).toContain(`${namespace}/${language}.json`);
      }
    }
  });

  it('contain no typed prices: every amount comes from the price table', () => {
    const offences: string[] = [];
    for (const [module, tree] of Object.entries(localeModules)) {
      for (const [key, text] of strings(tree)) {
        // Keys are scanned too: a key such as "fee69" would be a typed price in disguise.
        if (typedPrices(text) || typedPrices(key)) offences.push(`${module}: ${key}: ${text}`);
      }
    }
    expect(offences).toEqual([]);
  });
});

describe('the typed-price detector', () => {
  it.each([
    'Only $69 per applicant',
    'Urgent +$ 79',
    '69$ hizmet ücreti',
    'Total: 119 USD',
    'USD 50 government fee',
    'US$ fees',
    'Costs 15 dollars',
    '20 dolar',
    '65 डॉलर',
    '٦٩ دولار',
    '$६९',
  ])('flags %j', (text) => {
    expect(typedPrices(text)).toBe(true);
  });

  it.each([
    'Only {{price}} per applicant',
    '+{{price}}',
    'All fees are in US dollars.',
    'Groups of up to 10 travellers',
    'Valid for 90 days',
    'We answer within 24 hours',
    'Liability is capped at GBP 100',
    'بالدولار الأمريكي',
  ])('accepts %j', (text) => {
    expect(typedPrices(text)).toBe(false);
  });
});
