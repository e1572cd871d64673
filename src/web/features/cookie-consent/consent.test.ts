import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '@/web/lib/safe-storage';
import { allCookies, necessaryOnly, parsePreferences, readConsent, saveConsent } from './consent';

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('readConsent', () => {
  it('asks when nothing is stored', () => {
    expect(readConsent(memoryStorage())).toBeNull();
  });

  it('asks when the stored choice is unknown, even if cookiesAccepted is set', () => {
    expect(
      readConsent(memoryStorage({ cookieConsent: 'yes', cookiesAccepted: 'true' })),
    ).toBeNull();
  });

  it('reads a stored custom choice with its preferences', () => {
    const storage = memoryStorage({
      cookieConsent: 'custom',
      cookiePreferences: JSON.stringify({
        necessary: true,
        analytics: true,
        marketing: false,
        functional: true,
      }),
    });
    expect(readConsent(storage)).toEqual({
      choice: 'custom',
      preferences: { necessary: true, analytics: true, marketing: false, functional: true },
    });
  });

  it('derives preferences for all/necessary when they are missing, and asks again for custom', () => {
    expect(readConsent(memoryStorage({ cookieConsent: 'all' }))?.preferences).toEqual(allCookies);
    expect(readConsent(memoryStorage({ cookieConsent: 'necessary' }))?.preferences).toEqual(
      necessaryOnly,
    );
    expect(
      readConsent(memoryStorage({ cookieConsent: 'custom', cookiePreferences: '{oops' })),
    ).toBeNull();
  });
});

describe('saveConsent', () => {
  it('accept all stores every key', () => {
    const storage = memoryStorage();
    saveConsent(storage, 'all');
    expect(Object.fromEntries(storage.data)).toEqual({
      cookieConsent: 'all',
      cookiePreferences: JSON.stringify(allCookies),
      cookiesAccepted: 'true',
    });
  });

  it('only necessary (and Continue) store necessary cookies only', () => {
    const storage = memoryStorage();
    expect(saveConsent(storage, 'necessary').preferences).toEqual(necessaryOnly);
    expect(readConsent(storage)).toEqual({ choice: 'necessary', preferences: necessaryOnly });
  });

  it('a custom choice keeps necessary cookies on whatever it is given', () => {
    const storage = memoryStorage();
    saveConsent(storage, 'custom', { analytics: false, marketing: true, functional: false });
    expect(readConsent(storage)?.preferences).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
      functional: false,
    });
  });
});

describe('parsePreferences', () => {
  it('rejects values that are not the four booleans', () => {
    expect(parsePreferences(null)).toBeNull();
    expect(parsePreferences('null')).toBeNull();
    expect(parsePreferences('{"analytics":"yes","marketing":false,"functional":false}')).toBeNull();
  });

  it('forces necessary on', () => {
    expect(
      parsePreferences(
        '{"necessary":false,"analytics":false,"marketing":false,"functional":false}',
      ),
    ).toEqual(necessaryOnly);
  });
});
