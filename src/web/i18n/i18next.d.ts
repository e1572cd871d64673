import 'i18next';
import type en from '@/web/locales/en.json';
import type adminEn from '@/web/locales/admin/en.json';
import type applyEn from '@/web/locales/apply/en.json';
import type cookiesEn from '@/web/locales/cookies/en.json';
import type errorsEn from '@/web/locales/errors/en.json';
import type legalEn from '@/web/locales/legal/en.json';
import type pagesEn from '@/web/locales/pages/en.json';
import type paymentEn from '@/web/locales/payment/en.json';
import type statusEn from '@/web/locales/status/en.json';

// English is the source of truth: every t('key') is checked against it at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      apply: typeof applyEn;
      payment: typeof paymentEn;
      pages: typeof pagesEn;
      legal: typeof legalEn;
      admin: typeof adminEn;
      status: typeof statusEn;
      cookies: typeof cookiesEn;
      errors: typeof errorsEn;
    };
    returnNull: false;
  }
}
