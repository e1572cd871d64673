import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '@/web/components/ui/icons';
import { useHydrated } from '@/web/lib/use-hydrated';
import { formatIndiaTime, msUntilNextMinute } from './india-time';

export const CLOCK_REFRESH_MS = 60_000;

/** Re-renders every 60 s, on the minute. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let interval: number | undefined;
    const timeout = window.setTimeout(() => {
      setNow(new Date());
      interval = window.setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    }, msUntilNextMinute(Date.now()));
    return () => {
      window.clearTimeout(timeout);
      window.clearInterval(interval);
    };
  }, []);
  return now;
}

/** The current time and date in India, in the visitor's language. */
export function IndiaClock() {
  const { t, i18n } = useTranslation('pages', { useSuspense: true });
  const now = useMinuteClock();
  // The prerendered page was built at another moment: its clock stays blank (same height) until
  // the browser's time is known.
  const known = useHydrated();
  const { time, date, dateTime } = known
    ? formatIndiaTime(now, i18n.language)
    : { time: '\u00a0', date: '\u00a0', dateTime: undefined };
  return (
    <section
      aria-labelledby="india-clock-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-navy-900/5"
    >
      <h2
        id="india-clock-title"
        className="flex items-center gap-2 text-sm font-semibold text-navy-700"
      >
        <ClockIcon className="size-4" />
        {t('home.clock.title')}
      </h2>
      <p className="mt-3">
        <time dateTime={dateTime} className="block">
          <span className="block text-4xl font-bold tracking-tight text-navy-950 tabular-nums sm:text-5xl">
            {time}
          </span>
          <span className="mt-1 block text-lg text-slate-700">{date}</span>
        </time>
      </p>
      <p className="mt-3 text-sm font-medium text-slate-700">{t('home.clock.zone')}</p>
      <p className="mt-4 border-t border-slate-100 pt-4 text-sm text-slate-600">
        {t('home.clock.note')}
      </p>
    </section>
  );
}
