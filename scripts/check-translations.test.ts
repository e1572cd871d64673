import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  checkAllLocales,
  checkLocaleDirectory,
  compareLocale,
  placeholdersOf,
  translatedLanguages,
  type LocaleTree,
} from './check-translations';

const english = {
  nav: { home: 'Home', apply: 'Apply' },
  footer: { copyright: '© {{year}} India e-Visa Online' },
};

describe('compareLocale', () => {
  it('passes a complete translation', () => {
    const turkish = {
      nav: { home: 'Ana Sayfa', apply: 'Başvur' },
      footer: { copyright: '© {{year}} India e-Visa Online' },
    };
    expect(compareLocale('tr', english, turkish)).toEqual([]);
  });

  it('fails a translation missing a key', () => {
    const turkish = { nav: { home: 'Ana Sayfa' }, footer: { copyright: '© {{year}}' } };
    expect(compareLocale('tr', english, turkish)).toEqual([
      { language: 'tr', key: 'nav.apply', kind: 'missing' },
    ]);
  });

  it('fails an empty value and a whole missing section', () => {
    const hindi = { nav: { home: ' ', apply: 'आवेदन' } };
    expect(compareLocale('hi', english, hindi).map((p) => [p.key, p.kind])).toEqual([
      ['nav.home', 'empty'],
      ['footer.copyright', 'missing'],
    ]);
  });

  it('fails a renamed or dropped placeholder', () => {
    const arabic = { nav: { home: 'الرئيسية', apply: 'قدّم' }, footer: { copyright: '© {{yaer}}' } };
    const [problem] = compareLocale('ar', english, arabic);
    expect(problem).toMatchObject({ key: 'footer.copyright', kind: 'placeholders' });
  });

  it('asks for every plural form the language uses', () => {
    const source = { items_one: '{{count}} item', items_other: '{{count}} items' };
    const turkish = { items_one: '{{count}} öğe', items_other: '{{count}} öğe' };
    expect(compareLocale('tr', source, turkish)).toEqual([]);
    const arabic = { items_one: '{{count}} عنصر', items_other: '{{count}} عنصر' };
    expect(
      compareLocale('ar', source, arabic)
        .map((p) => p.key)
        .sort(),
    ).toEqual(['items_few', 'items_many', 'items_two', 'items_zero']);
  });

  it('reports a form English has and the language uses, and not one the language lacks', () => {
    const source = { items_one: '{{count}} item', items_other: '{{count}} items' };
    expect(compareLocale('de', source, { items_other: '{{count}} Dinge' })).toEqual([
      { language: 'de', key: 'items_one', kind: 'plural', detail: "de needs the 'one' form" },
    ]);
    expect(compareLocale('ja', source, { items_other: '{{count}} 件' })).toEqual([]);
    expect(compareLocale('ja', source, {}).map((p) => p.key)).toEqual(['items_other']);
  });
});

describe('English left behind', () => {
  it('fails a string kept in English, but not the brand, codes or words spelled alike', () => {
    const source = {
      brand: 'India e-Visa Online',
      title: '{{page}} | {{site}}',
      total: 'Total',
      fee: 'Fees in USD',
      apply: 'Apply now',
    };
    const spanish = { ...source, fee: 'Tasas en USD' };
    expect(compareLocale('es', source, spanish)).toEqual([
      { language: 'es', key: 'apply', kind: 'english', detail: 'Apply now' },
    ]);
    expect(compareLocale('es', source, { ...spanish, apply: 'Solicitar ahora' })).toEqual([]);
  });
});

describe('placeholdersOf', () => {
  it('lists each placeholder once, ignoring formats', () => {
    expect(placeholdersOf('{{a}} and {{ b }} and {{a}} at {{when, datetime}}')).toEqual([
      'a',
      'b',
      'when',
    ]);
  });
});

describe('the real locale files', () => {
  const dir = fileURLToPath(new URL('../src/web/locales', import.meta.url));

  it('are complete in all ten languages', () => {
    expect([...translatedLanguages].sort()).toEqual([
      'ar',
      'de',
      'es',
      'fr',
      'hi',
      'ja',
      'ru',
      'tr',
      'zh',
    ]);
    const { problems, keyCount } = checkAllLocales(dir);
    expect(problems).toEqual([]);
    expect(keyCount).toBeGreaterThan(1500);
  });

  it('fail when one string of a real translation is removed', () => {
    const read = (code: string) =>
      JSON.parse(readFileSync(path.join(dir, 'apply', `${code}.json`), 'utf8')) as LocaleTree;
    const german = read('de');
    delete (german.trip as LocaleTree).title;
    expect(compareLocale('de', read('en'), german)).toEqual([
      { language: 'de', key: 'trip.title', kind: 'missing' },
    ]);
  });
});

describe('checkAllLocales', () => {
  it('checks feature namespaces too and names the namespace of a missing key', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'locales-'));
    writeFileSync(path.join(root, 'en.json'), JSON.stringify({ a: 'A' }));
    for (const code of translatedLanguages) {
      writeFileSync(path.join(root, `${code}.json`), JSON.stringify({ a: 'Ä' }));
    }
    mkdirSync(path.join(root, 'legal'));
    writeFileSync(path.join(root, 'legal', 'en.json'), JSON.stringify({ x: { y: 'Y' } }));
    for (const code of translatedLanguages.filter((c) => c !== 'ar')) {
      writeFileSync(path.join(root, 'legal', `${code}.json`), JSON.stringify({ x: { y: 'Ÿ' } }));
    }
    writeFileSync(path.join(root, 'legal', 'ar.json'), JSON.stringify({ x: {} }));
    const { problems } = checkAllLocales(root);
    expect(problems).toEqual([{ language: 'ar', key: 'legal:x.y', kind: 'missing' }]);
    expect(checkLocaleDirectory(root).problems).toEqual([]);
  });
});
