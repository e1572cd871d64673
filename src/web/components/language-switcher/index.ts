export { LanguageSwitcher, type LanguageSwitcherVariant } from './language-switcher';
