export {
  initI18n,
  initPrerenderI18n,
  preloadNamespaces,
  pseudoLocalisationOn,
  usedNamespaces,
  forgetUsedNamespaces,
} from './i18n';
export { applyDocumentLanguage } from './document-language';
export { LanguageProvider } from './language-provider';
export { useLanguage } from './use-language';
