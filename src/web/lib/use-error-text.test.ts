import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue, fieldMessage, problemOf } from '@/domain/errors';
import { languageCodes } from '@/domain/i18n';
import { ApiError, errorFromBody } from './api-client';
import { errorText, errorTranslationsOf } from './use-error-text';

// The words a page shows for a refusal come from the code and its params, in the visitor's
// language; the server's English is only a fallback for a code this version does not know.

const files = import.meta.glob<{ default: Record<string, string | object> }>(
  '../locales/errors/*.json',
  {
    eager: true,
  },
);
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'tr',
    fallbackLng: 'en',
    ns: ['translation', 'errors'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(
      languageCodes.map((code) => [
        code,
        {
          translation: files[`../locales/${code}.json`]?.default ?? {},
          errors: files[`../locales/errors/${code}.json`]?.default ?? {},
        },
      ]),
    ),
  });
});
const words = () => errorTranslationsOf(i18n);
/** The namespace's own text, in the current language. */
const text = (key: string, params = {}) => words().say(key, params);
const answer = (status: number, body: unknown) => errorFromBody(status, JSON.stringify(body));

describe('errorText', () => {
  afterEach(() => i18n.changeLanguage('tr'));

  it('says a refusal in the visitor’s language, filled with its params', () => {
    const refusal = answer(413, problemOf('document.too_large', { name: 'tarama.pdf', maxMb: 10 }));
    expect(errorText(words(), refusal)).toBe(
      text('document.too_large', { name: 'tarama.pdf', maxMb: 10 }),
    );
    expect(errorText(words(), refusal)).toContain('tarama.pdf');
    expect(errorText(words(), refusal)).not.toContain('too large');
  });

  it('gives every language its own words for the same refusal', async () => {
    const refusal = answer(409, problemOf('payment.already_paid'));
    const texts = new Set<string>();
    for (const code of languageCodes) {
      await i18n.changeLanguage(code);
      texts.add(errorText(words(), refusal) ?? '');
    }
    expect(texts.size).toBe(languageCodes.length);
  });

  it('is unchanged when the server’s English is reworded', () => {
    const entry: { message: string } = errorCatalogue['document.too_many_files'];
    const before = answer(409, problemOf('document.too_many_files', { max: 2 }));
    const original = entry.message;
    try {
      entry.message = 'You already have {{max}} files here; remove one first.';
      const after = answer(409, problemOf('document.too_many_files', { max: 2 }));
      expect(after.serverMessage).toBe('You already have 2 files here; remove one first.');
      expect(after.serverMessage).not.toBe(before.serverMessage);
      expect(errorText(words(), after)).toBe(errorText(words(), before));
      expect(errorText(words(), after)).toBe(text('document.too_many_files', { max: 2 }));
    } finally {
      entry.message = original;
    }
  });

  it('reads a shared schema’s field message as a code with params', () => {
    expect(errorText(words(), fieldMessage('validation.too_long', { max: 500 }))).toBe(
      text('validation.too_long', { max: 500 }),
    );
    expect(errorText(words(), { code: 'support.name_required' })).toBe(
      text('support.name_required'),
    );
  });

  it('uses the plural form the language needs', async () => {
    await i18n.changeLanguage('ru');
    const few = answer(400, problemOf('application.too_many_drafts', { count: 3 }));
    const many = answer(400, problemOf('application.too_many_drafts', { count: 5 }));
    expect(errorText(words(), few)).toContain('3');
    expect(errorText(words(), few)).not.toBe(errorText(words(), many)?.replace('5', '3'));
  });

  it('falls back sensibly for what has no code of ours', () => {
    expect(errorText(words(), new ApiError(0, 'Failed to fetch'))).toBe(
      i18n.t('errors.network', { ns: 'translation' }),
    );
    expect(errorText(words(), errorFromBody(502, '<html>Bad gateway</html>'))).toBe(
      i18n.t('errors.server', { ns: 'translation' }),
    );
    // A code a newer server knows and this page does not: the server's English.
    expect(
      errorText(words(), answer(409, { code: 'future.rule', message: 'A newer rule said no.' })),
    ).toBe('A newer rule said no.');
    expect(errorText(words(), 'Plain words from somewhere')).toBe('Plain words from somewhere');
    expect(errorText(words(), undefined)).toBeUndefined();
  });
});
