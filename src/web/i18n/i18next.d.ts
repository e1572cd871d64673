import 'i18next';
import type en from '@/web/locales/en.json';

// English is the source of truth: every t('key') is checked against it at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    returnNull: false;
  }
}
