import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguage, type LanguageCode } from '@/domain/i18n';
import { toast } from '@/web/components/ui/toast';
import { useLanguage } from '@/web/i18n';

/** Changes the language and tells the visitor when a translation cannot be downloaded. */
export function useChooseLanguage(): (code: LanguageCode) => void {
  const { setLanguage } = useLanguage();
  const { t } = useTranslation();
  return useCallback(
    (code: LanguageCode) => {
      setLanguage(code).catch((error: unknown) => {
        console.error('language change failed', code, error);
        toast({
          variant: 'destructive',
          title: t('language.loadErrorTitle'),
          description: t('language.loadError', { name: getLanguage(code).nativeName }),
        });
      });
    },
    [setLanguage, t],
  );
}

/** Language names in the interface language ("Turkish", "Türkçe", "तुर्की"), via Intl. */
export function localizedLanguageName(code: LanguageCode, uiLanguage: LanguageCode): string {
  try {
    return (
      new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? getLanguage(code).name
    );
  } catch {
    return getLanguage(code).name;
  }
}
