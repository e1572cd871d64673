import { formatUsd } from '@/domain/pricing';
import { i18n } from '@/web/i18n/i18n';
import { intlLocale } from '@/web/i18n/intl-locale';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A price in US dollars as the visitor's language writes it: '$1,396' in English, '1.396 $' in
 * German, '1 396 $' in French and Russian. Whole dollars show no cents. English and Arabic keep
 * the site's '$1,396' (formatUsd), Arabic with Latin digits like every figure on the site
 * (intl-locale.ts), where Intl would write '‏1,396 US$'.
 */
export function formatPrice(cents: number, language: string = i18n.language): string {
  if (!language || language === 'en' || language === 'ar') return formatUsd(cents);
  const digits = cents % 100 === 0 ? 0 : 2;
  const key = `${language}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format.format(cents / 100);
}
