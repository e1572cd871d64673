import { intlLocale } from '@/domain/i18n/intl-locale';

/** '850 KB', '2.4 MB' in the visitor's language (1 KB = 1024 bytes, as the 10 MB limit is). */
export function formatFileSize(bytes: number, language: string): string {
  const kb = bytes / 1024;
  const [value, unit] =
    kb < 1024 ? [Math.max(1, Math.round(kb)), 'kilobyte'] : [kb / 1024, 'megabyte'];
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
