export { initI18n, changeLanguage } from './i18n';
export { applyDocumentLanguage } from './document-language';
export { LanguageProvider } from './language-provider';
export { useLanguage } from './use-language';
