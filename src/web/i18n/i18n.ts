import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  defaultLanguage,
  getLanguage,
  languageCodes,
  PREFERRED_LANGUAGE_KEY,
  type LanguageCode,
} from '@/domain/i18n';
import en from '@/web/locales/en.json';
import { safeStorage } from '@/web/lib/safe-storage';
import { applyDocumentLanguage } from './document-language';

type Translation = typeof en;

// English ships with the home page; the other translations load only when chosen.
const loaders: Partial<Record<LanguageCode, () => Promise<{ default: Translation }>>> = {
  tr: () => import('@/web/locales/tr.json'),
  hi: () => import('@/web/locales/hi.json'),
  ar: () => import('@/web/locales/ar.json'),
};

/**
 * Feature namespaces (src/web/locales/<namespace>/<language>.json) load with the pages that use
 * them, in every language including English, so long copy (legal pages, the wizard) never
 * weighs on the home page. Use them with `useTranslation('<namespace>', { useSuspense: true })`.
 */
const namespaceLoaders = import.meta.glob<{ default: Record<string, unknown> }>(
  '../locales/*/*.json',
);

export const featureNamespaces = ['apply', 'payment', 'pages', 'legal', 'admin', 'status'] as const;
export type FeatureNamespace = (typeof featureNamespaces)[number];

async function loadNamespace(language: string, namespace: string) {
  if (namespace === 'translation') {
    const load = loaders[language as LanguageCode];
    return load ? (await load()).default : {};
  }
  const load = namespaceLoaders[`../locales/${namespace}/${language}.json`];
  // Untranslated languages have no file: i18next falls back to English per key.
  return load ? (await load()).default : {};
}

export const i18n: I18n = i18next.createInstance();

async function ensureLoaded(code: LanguageCode): Promise<void> {
  const load = loaders[code];
  if (!load || i18n.hasResourceBundle(code, 'translation')) return;
  const bundle = await load();
  i18n.addResourceBundle(code, 'translation', bundle.default, true, true);
}

/** Loads the language's translation (if it has one) and switches to it. */
async function switchTo(code: LanguageCode): Promise<void> {
  if (getLanguage(code).translated) await ensureLoaded(code);
  await i18n.changeLanguage(code);
}

export async function initI18n(initial: LanguageCode): Promise<I18n> {
  await i18n
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      resources: { en: { translation: en } },
      ns: ['translation'],
      defaultNS: 'translation',
      lng: defaultLanguage,
      fallbackLng: defaultLanguage,
      supportedLngs: languageCodes,
      // Only English is bundled; the rest are added by ensureLoaded, and untranslated languages
      // fall back to English per key.
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
  try {
    await switchTo(initial);
  } catch (error) {
    // A translation that fails to load must not keep the site from starting: stay in English.
    console.error('could not load the translation', initial, error);
  }
  applyDocumentLanguage(currentLanguage());
  i18n.on('languageChanged', () => applyDocumentLanguage(currentLanguage()));
  return i18n;
}

/** The chosen language (for untranslated languages the text itself is English). */
export function currentLanguage(): LanguageCode {
  return languageCodes.find((code) => code === i18n.language) ?? defaultLanguage;
}

let latestRequest = 0;

/** Changes the interface language and remembers the choice. The last request wins. */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  const request = ++latestRequest;
  if (getLanguage(code).translated) await ensureLoaded(code);
  if (request !== latestRequest) return;
  safeStorage.setItem(PREFERRED_LANGUAGE_KEY, code);
  await i18n.changeLanguage(code);
}
