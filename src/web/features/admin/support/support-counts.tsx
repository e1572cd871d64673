import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { supportCountsQuery } from './support-queries';

/** The dashboard's line about the inbox: open and overdue conversations, and the way in. */
export function SupportCounts() {
  const { t } = useTranslation('admin', { useSuspense: true });
  const counts = useQuery(supportCountsQuery());
  if (!counts.data) return null;
  const { open, overdue } = counts.data;
  return (
    <section
      aria-labelledby="support-counts-title"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div>
        <h2 id="support-counts-title" className="text-lg font-bold text-navy-950">
          {t('support.title')}
        </h2>
        <p className="mt-1 text-slate-700">
          {t('support.counts.open', { count: open })}
          {overdue > 0 && (
            <>
              {' · '}
              <span className="font-semibold text-red-800">
                {t('support.counts.overdue', { count: overdue })}
              </span>
            </>
          )}
        </p>
      </div>
      <Link
        to="/admin/support"
        className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline underline-offset-4"
      >
        {t('support.counts.open_inbox')}
      </Link>
    </section>
  );
}
