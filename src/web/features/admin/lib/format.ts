import { formatMoney as formatAmount } from '@/domain/money';
import { findCountry } from '@/domain/reference/countries';
import { findPort } from '@/domain/reference/ports';
import { intlLocale } from '@/web/i18n/intl-locale';
import { isolateLtr } from '@/web/lib/bidi';

// Dates, times, money and reference names in the interface language (Arabic with Latin digits).

export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** A calendar day ('2026-11-23') as written in the language, without shifting time zones. */
export function formatDay(day: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * A due instant (the end of a UK day, exclusive: the next day's midnight in London) as the day it
 * ends, the day the customer is promised: '2026-12-03T00:00:00Z' is 2 Dec, not "3 Dec, 00:00".
 */
export function formatDueDay(iso: string, language: string): string {
  const end = new Date(iso).getTime();
  if (Number.isNaN(end)) return iso;
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeZone: 'Europe/London',
  }).format(new Date(end - 1));
}

/** An amount as the whole site writes it ('$238', '238 $'), kept left to right in Arabic. */
export function formatMoney(cents: number, language: string, currency = 'USD'): string {
  return isolateLtr(formatAmount(cents, currency, language));
}

export function countryName(code: string, language: string): string {
  const country = findCountry(code);
  if (!country) return code;
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([intlLocale(language), 'en'], { type: 'region' }).of(country.id);
  } catch {
    name = undefined;
  }
  return `${name ?? country.name} (${country.id})`;
}

export function portName(code: string): string {
  const port = findPort(code);
  return port ? `${port.city}: ${port.name} (${port.code})` : code;
}
