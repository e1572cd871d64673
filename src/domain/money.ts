import { intlLocale } from './i18n/intl-locale';

// One way to write an amount, for the pages, the emails, the agreement and the payment page.

export interface MoneyOptions {
  /**
   * Always show the cents ('$238.00'), as a payment gateway does. By default a whole amount shows
   * none ('$238') and any other shows two ('$69.50').
   */
  alwaysCents?: boolean;
}

const formats = new Map<string, Intl.NumberFormat>();

export type CurrencyDisplay = 'narrowSymbol' | 'symbol' | 'code';
let currencyDisplay: CurrencyDisplay = 'narrowSymbol';

/**
 * How every amount in this process names its currency, from the site configuration
 * (src/domain/site-config.ts): set once at start by the server and by the browser's app.
 */
export function setCurrencyDisplay(display: CurrencyDisplay): void {
  currencyDisplay = display;
}

/**
 * The locale an amount is written in: the language's, except that English and Arabic write
 * '$1,396' (Arabic with Latin digits, like every figure on the site, where Intl would write
 * '‏1,396 US$').
 */
const moneyLocale = (language: string) =>
  !language || language === 'ar' ? 'en' : intlLocale(language);

/**
 * `cents` of `currency` as `language` writes it: '$1,396' in English, '1.396 $' in German,
 * '1 396 $' in French, '$1.396' in Turkish.
 */
export function formatMoney(
  cents: number,
  currency: string,
  language: string,
  { alwaysCents = false }: MoneyOptions = {},
): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Amount must be whole cents, got ${cents}`);
  const digits = alwaysCents || cents % 100 !== 0 ? 2 : 0;
  const code = currency.toUpperCase();
  const locale = moneyLocale(language);
  const key = `${locale}:${code}:${digits}:${currencyDisplay}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: code,
        currencyDisplay,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    } catch {
      // Not a currency code Intl accepts: the number and the code as given.
      return `${(cents / 100).toFixed(digits)} ${code}`;
    }
    formats.set(key, format);
  }
  return format.format(cents / 100);
}
