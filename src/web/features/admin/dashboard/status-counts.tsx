import { useTranslation } from 'react-i18next';
import { applicationStatuses, type ApplicationStatus } from '@/domain/status';
import { cn } from '@/web/lib/cn';
import { statusTone } from '@/web/components/ui/status-badge';

export interface StatusCountsProps {
  counts: Partial<Record<ApplicationStatus, number>> | undefined;
  selected: ApplicationStatus | undefined;
  onSelect: (status: ApplicationStatus | undefined) => void;
}

/** The counts per status over all applications; each one filters the list to its status. */
export function StatusCounts({ counts, selected, onSelect }: StatusCountsProps) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const all = applicationStatuses.reduce((sum, status) => sum + (counts?.[status] ?? 0), 0);
  const item = (status: ApplicationStatus | undefined, label: string, count: number) => (
    <li key={status ?? 'all'}>
      <button
        type="button"
        aria-pressed={selected === status}
        onClick={() => onSelect(status)}
        className={cn(
          'flex min-h-16 w-full flex-col items-start justify-center rounded-xl border px-3 py-2 text-start transition-colors',
          'hover:border-navy-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700',
          selected === status
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
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {item(undefined, t('list.countsAll'), all)}
        {applicationStatuses.map((status) =>
          item(status, t(`status.${status}`), counts?.[status] ?? 0),
        )}
      </ul>
    </nav>
  );
}
