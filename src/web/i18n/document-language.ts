import { getLanguage, type LanguageCode } from '@/domain/i18n';
import { loadLanguageFont } from './cjk-fonts';

/** Sets <html lang> and <html dir> so screen readers, fonts and the layout follow the language. */
export function applyDocumentLanguage(code: LanguageCode): void {
  const root = document.documentElement;
  root.lang = code;
  root.dir = getLanguage(code).dir;
  loadLanguageFont(code);
}
