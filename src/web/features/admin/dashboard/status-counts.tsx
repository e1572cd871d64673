import { useTranslation } from 'react-i18next';
import { applicationStatuses, type ApplicationStatus } from '@/domain/status';
import { cn } from '@/web/lib/cn';
import { statusTone } from '@/web/components/ui/status-badge';
import type { ListFilters } from './list-params';

export interface StatusCountsProps {
  counts: Partial<Record<ApplicationStatus, number>> | undefined;
  /** The work queue's size and how many of it are overdue. */
  queue: { queued: number; overdue: number } | undefined;
  view: ListFilters['view'];
  selected: ApplicationStatus | undefined;
  onSelect: (change: Pick<ListFilters, 'view' | 'status'>) => void;
}

/**
 * The work queue (the dashboard's opening view) with its overdue count, then the counts per
 * status over all applications; each one filters the list to its status ('All': no filter).
 */
export function StatusCounts({ counts, queue, view, selected, onSelect }: StatusCountsProps) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const all = applicationStatuses.reduce((sum, status) => sum + (counts?.[status] ?? 0), 0);
  const queueSelected = view === 'queue' && !selected;
  const item = (status: ApplicationStatus | undefined, label: string, count: number) => (
    <li key={status ?? 'all'}>
      <button
        type="button"
        aria-pressed={!queueSelected && selected === status}
        onClick={() => onSelect({ view: 'all', status })}
        className={cn(
          'flex min-h-16 w-full flex-col items-start justify-center rounded-xl border px-3 py-2 text-start transition-colors',
          'hover:border-navy-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700',
          !queueSelected && selected === status
            ? 'border-navy-700 bg-navy-50 ring-1 ring-navy-700'
            : 'border-slate-200 bg-white',
        )}
      >
        <span className="flex items-center gap-2 text-sm font-semibold text-slate-700">
          {status && (
            <span
              aria-hidden="true"
              className={cn('size-2.5 rounded-full ring-1', statusTone[status])}
            />
          )}
          {label}
        </span>
        <span className="text-2xl font-bold text-navy-950 tabular-nums">
          {counts ? count : '–'}
        </span>
      </button>
    </li>
  );
  return (
    <nav aria-label={t('list.countsLabel')}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-8">
        <li>
          <button
            type="button"
            aria-pressed={queueSelected}
            onClick={() => onSelect({ view: 'queue', status: undefined })}
            className={cn(
              'flex min-h-16 w-full flex-col items-start justify-center rounded-xl border px-3 py-2 text-start transition-colors',
              'hover:border-navy-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700',
              queueSelected
                ? 'border-navy-700 bg-navy-50 ring-1 ring-navy-700'
                : 'border-slate-200 bg-white',
            )}
          >
            <span className="text-sm font-semibold text-slate-700">{t('list.queue')}</span>
            <span className="text-2xl font-bold text-navy-950 tabular-nums">
              {queue ? queue.queued : '–'}
            </span>
            {queue && queue.overdue > 0 && (
              <span className="text-sm font-semibold text-red-800">
                <span aria-hidden="true">⚠ </span>
                {t('list.overdueCount', { overdue: queue.overdue })}
              </span>
            )}
          </button>
        </li>
        {item(undefined, t('list.countsAll'), all)}
        {applicationStatuses.map((status) =>
          item(status, t(`status.${status}`), counts?.[status] ?? 0),
        )}
      </ul>
    </nav>
  );
}
