/**
 * The locale Intl formats numbers, dates and lists with: the interface language, except that
 * Arabic keeps Latin digits, as prices, dates and application numbers are written across the
 * site (and on passports and the e-visa itself).
 */
export function intlLocale(language: string): string {
  return language === 'ar' ? 'ar-u-nu-latn' : language;
}
