import { ar } from './ar';
import { de } from './de';
import { es } from './es';
import { en, type MailMessages } from './en';
import { fr } from './fr';
import { hi } from './hi';
import { ja } from './ja';
import { ru } from './ru';
import { tr } from './tr';
import { zh } from './zh';

export type { MailMessages };

/** The languages emails are written in (every interface language once it is translated). */
export const mailLocales = { en, tr, hi, ar, es, fr, de, zh, ja, ru } as const satisfies Record<
  string,
  MailMessages
>;
export type MailLanguage = keyof typeof mailLocales;

export function mailLanguageFor(language: string): MailLanguage {
  return Object.hasOwn(mailLocales, language) ? (language as MailLanguage) : 'en';
}

/** Fills {{name}} placeholders. A missing value is a bug in a template, so it throws. */
export function interpolate(text: string, values: Record<string, unknown> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(`no value for {{${name}}}`);
    }
    return String(value);
  });
}
