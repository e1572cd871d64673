import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { AlertIcon } from '@/web/components/ui/icons';
import { applicationsQueryOptions } from '../api/admin-applications-query';
import { httpErrorText } from '../lib/staff-errors';
import { ApplicationsTable } from './applications-table';
import { ListFilterControls } from './list-filters';
import { ListPagination } from './list-pagination';
import {
  apiSearchFromFilters,
  defaultFilters,
  filtersFromSearch,
  searchFromFilters,
  withChange,
  withSort,
  type ListFilters,
} from './list-params';
import { ListSearch } from './list-search';
import { StatusCounts } from './status-counts';

/** Call 8 with the URL's search, filters, sort and page. */
export function ApplicationsList() {
  const { t } = useTranslation('admin', { useSuspense: true });
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const query = apiSearchFromFilters(filters).toString();
  const list = useQuery(applicationsQueryOptions(query));
  const sortNews = useSortAnnouncement(filters);

  const apply = useCallback(
    (next: ListFilters, replace = false) => setParams(searchFromFilters(next), { replace }),
    [setParams],
  );
  const change = (partial: Partial<ListFilters>) => apply(withChange(filters, partial));
  // Typing replaces the history entry, so Back leaves the list instead of undoing letters.
  const onSearch = useCallback(
    (q: string) => apply(withChange(filtersFromSearch(params), { q: q || undefined }), true),
    [apply, params],
  );

  const data = list.data;
  return (
    <section aria-labelledby="admin-list-heading" className="grid gap-6">
      <h1 id="admin-list-heading" className="text-2xl font-bold text-navy-950">
        {t('list.heading')}
      </h1>
      <StatusCounts
        counts={data?.counts}
        queue={data ? { queued: data.queued, overdue: data.overdue } : undefined}
        view={filters.view}
        selected={filters.status}
        onSelect={change}
      />
      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        <ListSearch value={filters.q ?? ''} onSearch={onSearch} />
        <ListFilterControls
          filters={filters}
          onChange={change}
          onClear={() => apply({ ...defaultFilters, pageSize: filters.pageSize })}
        />
      </div>
      {/* A new order is said (the column headers' aria-sort is read only on arriving there). */}
      <p role="status" className="sr-only">
        {sortNews}
      </p>
      <div aria-busy={list.isFetching} className="min-w-0">
        {list.isPending ? (
          <p role="status" className="py-8 text-center text-slate-700">
            {t('list.loading')}
          </p>
        ) : list.isError && !data ? (
          <div
            role="alert"
            className="flex flex-wrap items-start gap-3 rounded-2xl border border-red-300 bg-red-50 p-4"
          >
            <AlertIcon className="mt-0.5 text-red-800" />
            <div className="flex-1">
              <p className="font-semibold text-navy-950">{t('list.error')}</p>
              <p className="mt-1 text-slate-800">{httpErrorText(t, list.error)}</p>
            </div>
            <Button variant="secondary" onClick={() => void list.refetch()}>
              {t('list.retry')}
            </Button>
          </div>
        ) : data && data.items.length === 0 ? (
          <div
            role="status"
            className="rounded-2xl border border-dashed border-slate-300 p-8 text-center"
          >
            <p className="font-semibold text-navy-950">{t('list.empty')}</p>
            <p className="mt-1 text-slate-700">{t('list.emptyHint')}</p>
          </div>
        ) : data ? (
          <>
            <ApplicationsTable
              items={data.items}
              filters={filters}
              onSort={(field) => apply(withSort(filters, field))}
            />
            <ListPagination
              total={data.total}
              page={filters.page}
              pageSize={filters.pageSize}
              onPage={(page) => change({ page })}
              onPageSize={(pageSize) => change({ pageSize })}
            />
          </>
        ) : null}
      </div>
    </section>
  );
}

/** 'Sorted by Created, descending' after the staff member changes the order; nothing before. */
function useSortAnnouncement(filters: ListFilters): string {
  const { t } = useTranslation('admin', { useSuspense: true });
  const [news, setNews] = useState('');
  const previous = useRef(`${filters.sort}:${filters.order}`);
  const { sort, order } = filters;
  useEffect(() => {
    const now = `${sort}:${order}`;
    if (previous.current === now) return;
    previous.current = now;
    setNews(
      t('list.sortedBy', { column: t(`list.columns.${sort}`), order: t(`list.order.${order}`) }),
    );
  }, [sort, order, t]);
  return news;
}
