import { describe, expect, it } from 'vitest';
import { addOnDeliveryBusinessDays } from '@/domain/add-ons';
import { languageCodes } from '@/domain/i18n';

// The optional extras are described where they are sold (step 1) and where they are listed with
// their prices (/requirements) in the same words, in every language, and both state the time
// they arrive in from the domain, never typed into the copy (docs/requirements/product-decisions.md).

type Tree = { [key: string]: string | Tree };
const locales = import.meta.glob<Tree>(
  ['../../locales/apply/*.json', '../../locales/pages/*.json'],
  {
    eager: true,
    import: 'default',
  },
);
const subtree = (namespace: string, language: string, path: string): Tree => {
  let node: string | Tree | undefined = locales[`../../locales/${namespace}/${language}.json`];
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') throw new Error(`${namespace}/${language}: no ${path}`);
  return node;
};

/** A plural key filled in for `count`, as i18next chooses the form. */
function plural(tree: Tree, key: string, language: string, count: number): string {
  const form =
    tree[`${key}_${new Intl.PluralRules(language).select(count)}`] ?? tree[`${key}_other`];
  if (typeof form !== 'string') throw new Error(`no ${key} for ${count} in ${language}`);
  return form.replace('{{count}}', String(count));
}

describe.each([...languageCodes])('the optional extras in %s', (language) => {
  for (const addOn of ['travelInsurance', 'travelEsim'] as const) {
    it(`describe ${addOn} in step 1 and on /requirements in the same words`, () => {
      const sold = subtree('apply', language, `trip.addOns.${addOn}`);
      const listed = subtree('pages', language, `requirements.addOns.${addOn}`);
      const { label: _label, ...described } = sold;
      expect(listed).toEqual(described);
    });

    it(`state the delivery time of ${addOn} from the domain`, () => {
      const sold = subtree('apply', language, `trip.addOns.${addOn}`);
      for (const [key, text] of Object.entries(sold)) {
        // Every figure is interpolated: the copy types no number of days.
        if (key.startsWith('delivery_')) expect(text, key).not.toMatch(/\d/);
      }
      const days = addOnDeliveryBusinessDays;
      const text = plural(sold, 'delivery', language, days);
      // Arabic says "two days" as a word; every other form shows the number.
      if (!(language === 'ar' && days === 2)) expect(text).toContain(String(days));
      expect(plural(sold, 'delivery', language, 5)).toContain('5');
    });
  }
});
