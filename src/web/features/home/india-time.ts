// The home page's clock shows the time in India whatever the visitor's own time zone
// (specification section 2). India has one zone and no daylight saving: UTC+05:30 all year.
import { intlLocale } from '@/web/i18n/intl-locale';

const INDIA_TIME_ZONE = 'Asia/Kolkata';
const INDIA_OFFSET_MINUTES = 5 * 60 + 30;

export interface IndiaTime {
  time: string;
  date: string;
  /** For <time dateTime>: the local time in India with its offset, e.g. 2026-05-01T15:45+05:30. */
  dateTime: string;
}

export function formatIndiaTime(now: Date, language: string): IndiaTime {
  const locale = intlLocale(language);
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: INDIA_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }).format(now);
  const date = new Intl.DateTimeFormat(locale, {
    timeZone: INDIA_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(now);
  const shifted = new Date(now.getTime() + INDIA_OFFSET_MINUTES * 60_000);
  return { time, date, dateTime: `${shifted.toISOString().slice(0, 16)}+05:30` };
}

/** Milliseconds until the next full minute, so the clock turns over when the minute does. */
export function msUntilNextMinute(nowMs: number): number {
  return 60_000 - (nowMs % 60_000);
}
