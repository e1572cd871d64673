import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { TAdminApplicationRow } from '@/domain/schemas/admin';
import { useLanguage } from '@/web/i18n';
import { Ltr } from '@/web/lib/bidi';
import { cn } from '@/web/lib/cn';
import { formatDateTime, formatDueDay, formatMoney } from '../lib/format';
import type { ListFilters } from './list-params';
import { StatusBadge } from './status-badge';

type SortField = ListFilters['sort'];
const sortable = new Set<string>(['applicationNumber', 'status', 'createdAt', 'updatedAt']);

export interface ApplicationsTableProps {
  items: TAdminApplicationRow[];
  filters: ListFilters;
  onSort: (field: SortField) => void;
}

/** The due day; an overdue one also says so in words and with an icon, not colour alone. */
function DueDate({ row, language }: { row: TAdminApplicationRow; language: string }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  if (!row.dueAt) return <span>—</span>;
  return (
    <span className={cn(row.overdue && 'font-semibold text-red-800')}>
      {formatDueDay(row.dueAt, language)}
      {row.overdue && (
        <span className="ms-2 inline-flex items-center gap-1 rounded bg-red-50 px-1.5 text-sm ring-1 ring-red-300">
          <span aria-hidden="true">⚠</span>
          {t('list.overdue')}
        </span>
      )}
    </span>
  );
}

const detailPath = (id: string) => `/admin/applications/${encodeURIComponent(id)}`;

/** A table from medium screens up; a list of cards below (no page-wide horizontal scroll). */
export function ApplicationsTable({ items, filters, onSort }: ApplicationsTableProps) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const { language } = useLanguage();
  const { search } = useLocation();
  const linkState = { listSearch: search };
  const columns = [
    'applicationNumber',
    'leadName',
    'status',
    'dueAt',
    'assignedTo',
    'visaType',
    'processingTime',
    'numberOfApplicants',
    'totalAmount',
    'createdAt',
  ] as const;
  // The work queue has one order (the due date); its headers do not sort.
  const queue = filters.view === 'queue';

  const header = (column: (typeof columns)[number]) => {
    const label = t(`list.columns.${column}`);
    if (queue || !sortable.has(column)) {
      return (
        <th key={column} scope="col" className="px-3 py-2 text-start font-semibold">
          {label}
        </th>
      );
    }
    const active = filters.sort === column;
    return (
      <th
        key={column}
        scope="col"
        aria-sort={active ? (filters.order === 'asc' ? 'ascending' : 'descending') : undefined}
        className="px-1 py-1 text-start font-semibold"
      >
        <button
          type="button"
          onClick={() => onSort(column as SortField)}
          className="inline-flex min-h-11 items-center gap-1 rounded px-2 hover:bg-navy-50 focus-visible:outline-2 focus-visible:outline-navy-700"
        >
          {label}
          <span aria-hidden="true" className={active ? 'text-navy-800' : 'text-slate-500'}>
            {active ? (filters.order === 'asc' ? '▲' : '▼') : '↕'}
          </span>
        </button>
      </th>
    );
  };

  /** The application number, opening its detail (the list is restored on the way back). */
  const detailLink = (row: TAdminApplicationRow, className: string) => (
    <Link to={detailPath(row.id)} state={linkState} className={cn('text-navy-800', className)}>
      <Ltr>{row.applicationNumber}</Ltr>
    </Link>
  );

  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 md:block">
        <table className="w-full min-w-[56rem] border-collapse bg-white text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>{columns.map(header)}</tr>
          </thead>
          <tbody>
            {items.map((row) => (
              <tr key={row.id} className="border-t border-slate-200 hover:bg-slate-50">
                <td className="px-3 py-2 font-semibold">
                  {detailLink(row, 'underline-offset-2 hover:underline')}
                </td>
                <td className="px-3 py-2">
                  <span className="block text-navy-950">{row.leadName || t('list.noName')}</span>
                  <Ltr className="block text-slate-600">{row.email}</Ltr>
                </td>
                <td className="px-3 py-2">
                  <StatusBadge status={row.status} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <DueDate row={row} language={language} />
                </td>
                <td className="px-3 py-2">{row.assignedTo?.username ?? '—'}</td>
                <td className="px-3 py-2">{t(`visaType.${row.visaType}`)}</td>
                <td className="px-3 py-2">{t(`processing.${row.processingTime}`)}</td>
                <td className="px-3 py-2 tabular-nums">{row.numberOfApplicants}</td>
                <td className="px-3 py-2 tabular-nums">{formatMoney(row.totalAmount, language)}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {formatDateTime(row.createdAt, language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden">
        {items.map((row) => (
          <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              {detailLink(row, 'font-semibold underline underline-offset-2')}
              <StatusBadge status={row.status} />
            </div>
            <p className="mt-2 text-navy-950">{row.leadName || t('list.noName')}</p>
            <Ltr as="p" className="text-sm break-all text-slate-600">
              {row.email}
            </Ltr>
            <p className="mt-2 text-sm text-slate-700">
              {t(`visaType.${row.visaType}`)} · {t(`processing.${row.processingTime}`)} ·{' '}
              {row.numberOfApplicants} · {formatMoney(row.totalAmount, language)}
            </p>
            {row.dueAt && (
              <p className="mt-2 text-sm">
                {t('list.columns.dueAt')}: <DueDate row={row} language={language} />
              </p>
            )}
            {row.assignedTo && (
              <p className="text-sm text-slate-700">
                {t('list.columns.assignedTo')}: {row.assignedTo.username}
              </p>
            )}
            <p className="text-sm text-slate-600">{formatDateTime(row.createdAt, language)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
