/**
 * Cookie consent as stored in the browser (specification sections 3 and 4). Pure: the storage is passed
 * in, so the rules are tested without a browser.
 */
import type { KeyValueStorage } from '@/web/lib/safe-storage';

const COOKIE_CONSENT_KEY = 'cookieConsent';
const COOKIE_PREFERENCES_KEY = 'cookiePreferences';
const COOKIES_ACCEPTED_KEY = 'cookiesAccepted';

/** The banner waits this long after load so it does not compete with the first paint. */
export const BANNER_DELAY_MS = 1000;

export type ConsentChoice = 'all' | 'necessary' | 'custom';

export interface CookiePreferences {
  /** Needed to run the site; cannot be switched off. */
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}

export type OptionalCookieCategory = Exclude<keyof CookiePreferences, 'necessary'>;

export const optionalCookieCategories: readonly OptionalCookieCategory[] = [
  'analytics',
  'marketing',
  'functional',
];

export interface StoredConsent {
  choice: ConsentChoice;
  preferences: CookiePreferences;
}

export const necessaryOnly: CookiePreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
};

export const allCookies: CookiePreferences = {
  necessary: true,
  analytics: true,
  marketing: true,
  functional: true,
};

function isChoice(value: unknown): value is ConsentChoice {
  return value === 'all' || value === 'necessary' || value === 'custom';
}

export function parsePreferences(raw: string | null): CookiePreferences | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (!optionalCookieCategories.every((category) => typeof record[category] === 'boolean')) {
      return null;
    }
    return {
      necessary: true,
      analytics: record.analytics === true,
      marketing: record.marketing === true,
      functional: record.functional === true,
    };
  } catch {
    return null;
  }
}

/** The visitor's stored consent, or null when we must ask (nothing stored, or unreadable). */
export function readConsent(storage: KeyValueStorage): StoredConsent | null {
  const choice = storage.getItem(COOKIE_CONSENT_KEY);
  if (!isChoice(choice)) return null;
  const preferences = parsePreferences(storage.getItem(COOKIE_PREFERENCES_KEY));
  if (preferences) return { choice, preferences };
  // 'all' and 'necessary' say what they mean; a custom choice we cannot read must be asked again.
  if (choice === 'all') return { choice, preferences: allCookies };
  if (choice === 'necessary') return { choice, preferences: necessaryOnly };
  return null;
}

function preferencesForChoice(
  choice: ConsentChoice,
  custom: Omit<CookiePreferences, 'necessary'> = necessaryOnly,
): CookiePreferences {
  if (choice === 'all') return allCookies;
  if (choice === 'necessary') return necessaryOnly;
  return {
    necessary: true,
    analytics: custom.analytics,
    marketing: custom.marketing,
    functional: custom.functional,
  };
}

/** Records a choice: consent, the four booleans and the legacy `cookiesAccepted` flag. */
export function saveConsent(
  storage: KeyValueStorage,
  choice: ConsentChoice,
  custom?: Omit<CookiePreferences, 'necessary'>,
): StoredConsent {
  const preferences = preferencesForChoice(choice, custom);
  storage.setItem(COOKIE_CONSENT_KEY, choice);
  storage.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify(preferences));
  storage.setItem(COOKIES_ACCEPTED_KEY, 'true');
  return { choice, preferences };
}
