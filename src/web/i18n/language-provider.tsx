import { createContext, useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getLanguage, languages, type Language, type LanguageCode } from '@/domain/i18n';
import { changeLanguage, currentLanguage, i18n } from './i18n';

export interface LanguageContextValue {
  /** The chosen language code. */
  language: LanguageCode;
  /** The chosen language's entry (name, native name, flag, direction). */
  current: Language;
  languages: readonly Language[];
  setLanguage: (code: LanguageCode) => Promise<void>;
}

export const LanguageContext = createContext<LanguageContextValue | null>(null);

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** Provides i18next to react-i18next and the current language to useLanguage(). */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const setLanguage = useCallback((code: LanguageCode) => changeLanguage(code), []);
  const value = useMemo<LanguageContextValue>(
    () => ({ language, current: getLanguage(language), languages, setLanguage }),
    [language, setLanguage],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
    </I18nextProvider>
  );
}
