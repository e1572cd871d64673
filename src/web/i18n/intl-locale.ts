// The web's entry to the domain's locale rule (shared with the emails' amounts).
export { intlLocale } from '@/domain/i18n/intl-locale';
