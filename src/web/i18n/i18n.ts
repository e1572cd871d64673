import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  defaultLanguage,
  getLanguage,
  languageCodes,
  PREFERRED_LANGUAGE_KEY,
  type LanguageCode,
} from '@/domain/i18n';
import { formatDay } from '@/domain/i18n/format-date';
import { siteWords } from '@/domain/site-words';
import en from '@/web/locales/en.json';
import { safeStorage } from '@/web/lib/safe-storage';
import { site } from '@/web/lib/site';
import { applyDocumentLanguage } from './document-language';

// English ships with the home page; every other translation loads when it is needed: the
// shell's words (src/web/locales/<language>.json) when a language is chosen, and each feature
// namespace (src/web/locales/<namespace>/<language>.json) with the pages that use it, in every
// language including English, so long copy (legal pages, the wizard) never weighs on the home
// page. Use namespaces with `useTranslation('<namespace>', { useSuspense: true })`.
//
// The browser build fetches them as JSON from the build's locale folder (its URL below, set by
// vite.config.ts: scripts/vite/locale-files.ts); dev and the prerender, which runs in Node,
// import them as modules.
declare const __LOCALES_URL_BASE__: string;
type Words = Record<string, unknown>;
const modules =
  __LOCALES_URL_BASE__ === ''
    ? import.meta.glob<{ default: Words }>(['../locales/*.json', '../locales/*/*.json'])
    : undefined;

/** One translation file: 'de' or 'apply/de'. Missing (an untranslated language): no words. */
async function loadWords(file: string): Promise<Words> {
  if (modules) {
    const load = modules[`../locales/${file}.json`];
    return load ? (await load()).default : {};
  }
  const response = await fetch(`${__LOCALES_URL_BASE__}/${file}.json`);
  if (response.status === 404) return {};
  if (!response.ok) throw new Error(`translations ${file}: HTTP ${response.status}`);
  return (await response.json()) as Words;
}

async function loadNamespace(language: string, namespace: string) {
  return loadWords(namespace === 'translation' ? language : `${namespace}/${language}`);
}

/**
 * i18next's loader: each namespace's words from loadNamespace. Written out, as small as it is:
 * a backend package weighed 0.6 KB on the first page (docs/decisions/0022-first-page-javascript.md).
 * Languages are limited to supportedLngs and namespaces are named in code, never by a visitor.
 */
const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadNamespace(language, namespace).then(
      (words) => callback(null, words as never),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18n: I18n = i18next.createInstance();

/**
 * Pseudo-localisation, for tests that look for text typed into components: with
 * `localStorage['i18n.pseudo'] = '1'` every translated string is accented, lengthened by a third
 * and wrapped in ⟦ ⟧, so anything on the page without the brackets did not come through i18n.
 * Off for everyone else; it changes nothing but how strings look.
 */
const PSEUDO_KEY = 'i18n.pseudo';
const accents: Record<string, string> = Object.fromEntries(
  [...'aeiouyAEIOUYcnCN'].map((c, i) => [c, [...'áéíóúýÁÉÍÓÚÝçñÇÑ'][i] ?? c]),
);
function pseudoLocalise(text: string): string {
  const accented = text.replace(/[aeiouyAEIOUYcnCN]/g, (c) => accents[c] ?? c);
  return `⟦${accented}${'~'.repeat(Math.ceil(text.length / 3))}⟧`;
}
const pseudo = {
  type: 'postProcessor' as const,
  name: 'pseudo',
  process: (value: unknown) => (typeof value === 'string' ? pseudoLocalise(value) : value),
};

async function ensureLoaded(code: LanguageCode): Promise<void> {
  if (code === defaultLanguage || i18n.hasResourceBundle(code, 'translation')) return;
  i18n.addResourceBundle(code, 'translation', await loadWords(code), true, true);
}

/** Loads the language's translation (if it has one) and switches to it. */
async function switchTo(code: LanguageCode): Promise<void> {
  if (getLanguage(code).translated) await ensureLoaded(code);
  await i18n.changeLanguage(code);
}

/** Whether pseudo-localisation is on in this browser (see PSEUDO_KEY). */
export const pseudoLocalisationOn = () => safeStorage.getItem(PSEUDO_KEY) === '1';

export async function initI18n(initial: LanguageCode): Promise<I18n> {
  await configure(pseudoLocalisationOn());
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

/**
 * English only, with no browser around: the build's prerender (src/web/entry-prerender.tsx)
 * renders the public pages to HTML with it.
 */
export async function initPrerenderI18n(): Promise<I18n> {
  await configure(false);
  return i18n;
}

/**
 * What every string may name of the agency, in the interface language (src/domain/site-words.ts):
 * i18next's default values, refreshed when the language changes.
 */
const siteNow = {};
const refreshSiteWords = () => Object.assign(siteNow, siteWords(site(), currentLanguage()));

async function configure(pseudoOn: boolean): Promise<void> {
  await i18n
    .use(backend)
    .use(initReactI18next)
    .use(pseudo)
    .init({
      postProcess: pseudoOn ? ['pseudo'] : false,
      resources: { en: { translation: en } },
      ns: ['translation'],
      defaultNS: 'translation',
      lng: defaultLanguage,
      fallbackLng: defaultLanguage,
      supportedLngs: languageCodes,
      // Only English is bundled; the rest are added by ensureLoaded, and untranslated languages
      // fall back to English per key.
      partialBundledLanguages: true,
      interpolation: { escapeValue: false, defaultVariables: siteNow },
      react: { useSuspense: false },
      returnNull: false,
    });
  refreshSiteWords();
  i18n.on('languageChanged', refreshSiteWords);
  // `{{expectedBy, day}}`: a 'YYYY-MM-DD' param as a day in the language ('Thu 3 Dec'), the
  // same words the server's English uses (src/domain/errors/problem.ts).
  i18n.services.formatter?.add('day', (value: unknown, language: string | undefined) =>
    formatDay(String(value), language ?? defaultLanguage),
  );
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

/** Loads feature namespaces ahead of the first render (before hydrating a prerendered page). */
export async function preloadNamespaces(namespaces: readonly string[]): Promise<void> {
  await i18n.loadNamespaces([...namespaces]);
}

/** The namespaces the render so far has used (the prerender writes them into the page). */
export const usedNamespaces = (): string[] => i18n.reportNamespaces?.getUsedNamespaces() ?? [];

/**
 * Starts a new record of used namespaces: the prerender renders one page after another in one
 * process, and each page must name only its own (main.tsx loads them before hydrating).
 */
export function forgetUsedNamespaces(): void {
  const used = new Set<string>();
  i18n.reportNamespaces = {
    addUsedNamespaces: (namespaces) => {
      for (const namespace of typeof namespaces === 'string' ? [namespaces] : namespaces) {
        used.add(namespace);
      }
    },
    getUsedNamespaces: () => [...used],
  };
}
