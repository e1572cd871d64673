import { describe, expect, it } from 'vitest';
import { languages } from '@/domain/i18n/languages';
import { mayMatchEnglish } from '@/domain/test-support/same-as-english';
import { mailLocales } from './index';

/** Dotted keys of a nested string tree. */
function flatten(tree: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [k, v] of flatten(value as object, dotted)) out.set(k, v);
    } else out.set(dotted, value);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Like scripts/check-translations.ts for the web locales: what a translation lacks or gets wrong. */
function translationProblems(reference: object, candidate: object): string[] {
  const english = flatten(reference);
  const translated = flatten(candidate);
  const problems: string[] = [];
  for (const [key, source] of english) {
    const value = translated.get(key);
    if (typeof value !== 'string' || value.trim() === '') problems.push(`${key}: missing`);
    else if (placeholders(value).join() !== placeholders(String(source)).join()) {
      problems.push(`${key}: placeholders differ`);
    }
  }
  for (const key of translated.keys())
    if (!english.has(key)) problems.push(`${key}: not in English`);
  return problems;
}

const translations = (Object.keys(mailLocales) as (keyof typeof mailLocales)[]).filter(
  (language) => language !== 'en',
);

describe('email translations', () => {
  it('cover every translated interface language', () => {
    const interfaceLanguages = languages.filter((l) => l.translated).map((l) => l.code);
    expect(Object.keys(mailLocales).sort()).toEqual([...interfaceLanguages].sort());
  });

  for (const language of translations) {
    it(`${language} has every English key with the same placeholders`, () => {
      expect(translationProblems(mailLocales.en, mailLocales[language])).toEqual([]);
    });
  }

  it('catches a missing key and a dropped placeholder', () => {
    const { en } = mailLocales;
    const broken = structuredClone(mailLocales.tr) as Record<string, Record<string, unknown>>;
    delete broken.resumeLink?.ignore;
    (broken.resumeLink as Record<string, string>).subject = 'Başvurunuza devam edin';
    expect(translationProblems(en, broken)).toEqual([
      'resumeLink.subject: placeholders differ',
      'resumeLink.ignore: missing',
    ]);
  });

  it('translates rather than copies English', () => {
    for (const language of translations) {
      const english = flatten(mailLocales.en);
      const same = [...flatten(mailLocales[language])].filter(
        ([key, value]) => value === english.get(key) && !mayMatchEnglish(String(value)),
      );
      expect(same.map(([key]) => key)).toEqual([]);
    }
  });
});
