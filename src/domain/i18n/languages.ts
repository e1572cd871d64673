/** The interface languages. A translated one has every string of its own; an untranslated one
 * (none today, but a language being added) falls back to English per key. */
export type TextDirection = 'ltr' | 'rtl';

export const languageCodes = ['en', 'tr', 'ar', 'hi', 'es', 'fr', 'de', 'zh', 'ja', 'ru'] as const;

export type LanguageCode = (typeof languageCodes)[number];

export interface Language {
  code: LanguageCode;
  /** English name, for logs and staff views. */
  name: string;
  /** The name in the language itself, as a speaker would look for it. */
  nativeName: string;
  flag: string;
  dir: TextDirection;
  /** True when the interface has its own translation; false means English text per key. */
  translated: boolean;
}

export const languages: readonly Language[] = [
  { code: 'en', name: 'English', nativeName: 'English', flag: '🇬🇧', dir: 'ltr', translated: true },
  { code: 'tr', name: 'Turkish', nativeName: 'Türkçe', flag: '🇹🇷', dir: 'ltr', translated: true },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', flag: '🇸🇦', dir: 'rtl', translated: true },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', flag: '🇮🇳', dir: 'ltr', translated: true },
  { code: 'es', name: 'Spanish', nativeName: 'Español', flag: '🇪🇸', dir: 'ltr', translated: true },
  { code: 'fr', name: 'French', nativeName: 'Français', flag: '🇫🇷', dir: 'ltr', translated: true },
  { code: 'de', name: 'German', nativeName: 'Deutsch', flag: '🇩🇪', dir: 'ltr', translated: true },
  { code: 'zh', name: 'Chinese', nativeName: '中文', flag: '🇨🇳', dir: 'ltr', translated: true },
  { code: 'ja', name: 'Japanese', nativeName: '日本語', flag: '🇯🇵', dir: 'ltr', translated: true },
  { code: 'ru', name: 'Russian', nativeName: 'Русский', flag: '🇷🇺', dir: 'ltr', translated: true },
];

export const defaultLanguage: LanguageCode = 'en';

/** localStorage key holding the visitor's explicit choice. */
export const PREFERRED_LANGUAGE_KEY = 'preferredLanguage';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}

const byCode = new Map(languages.map((language) => [language.code, language]));

export function getLanguage(code: LanguageCode): Language {
  const language = byCode.get(code);
  if (!language) throw new Error(`no language entry for '${code}'`);
  return language;
}

/**
 * The interface language: the stored preference when it is one of ours, else the first browser
 * language whose primary subtag we offer ('tr-TR' -> 'tr'), else English.
 */
export function resolveLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
): LanguageCode {
  if (isLanguageCode(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLanguageCode(primary)) return primary;
  }
  return defaultLanguage;
}
