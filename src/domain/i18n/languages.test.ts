import { describe, expect, it } from 'vitest';
import {
  getLanguage,
  isLanguageCode,
  languageCodes,
  languages,
  resolveLanguage,
} from '@/domain/i18n/languages';

describe('languages', () => {
  it('offers the ten interface languages in order', () => {
    expect(languageCodes).toEqual(['en', 'tr', 'ar', 'hi', 'es', 'fr', 'de', 'zh', 'ja', 'ru']);
    expect(languages.map((l) => l.code)).toEqual(languageCodes);
  });

  it('has its own translation for every one of the ten languages', () => {
    const translated = languages.filter((l) => l.translated).map((l) => l.code);
    expect(translated.sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'hi', 'ja', 'ru', 'tr', 'zh']);
  });

  it('writes Arabic right to left and everything else left to right', () => {
    expect(getLanguage('ar').dir).toBe('rtl');
    expect(languages.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar']);
  });

  it('gives every language a name, a native name and a flag', () => {
    for (const language of languages) {
      expect(language.name).not.toBe('');
      expect(language.nativeName).not.toBe('');
      expect(language.flag).toMatch(/^\p{Regional_Indicator}{2}$/u);
    }
  });

  it('recognises only our codes', () => {
    expect(isLanguageCode('hi')).toBe(true);
    expect(isLanguageCode('HI')).toBe(false);
    expect(isLanguageCode('pt')).toBe(false);
    expect(isLanguageCode(null)).toBe(false);
  });
});

describe('resolveLanguage', () => {
  it('prefers a valid stored choice over the browser', () => {
    expect(resolveLanguage('ar', ['tr-TR', 'en'])).toBe('ar');
  });

  it('ignores an unknown stored value and uses the browser', () => {
    expect(resolveLanguage('klingon', ['hi-IN'])).toBe('hi');
    expect(resolveLanguage('', ['de'])).toBe('de');
  });

  it('matches the primary subtag of the first browser language we offer', () => {
    expect(resolveLanguage(null, ['tr-TR'])).toBe('tr');
    expect(resolveLanguage(null, ['pt-BR', 'zh-Hant-TW', 'en-US'])).toBe('zh');
    expect(resolveLanguage(null, ['ES_mx'])).toBe('es');
  });

  it('falls back to English', () => {
    expect(resolveLanguage(null, [])).toBe('en');
    expect(resolveLanguage(null, ['pt-BR', 'nl'])).toBe('en');
  });
});
