import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { inputClasses } from '@/web/components/ui/form-field';
import { pageCount } from './list-params';

export interface ListPaginationProps {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

const pageSizes = [10, 25, 50, 100];

export function ListPagination({ total, page, pageSize, onPage, onPageSize }: ListPaginationProps) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const pages = pageCount(total, pageSize);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={t('list.pagination.label')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-slate-700 tabular-nums" aria-live="polite">
        {t('list.showing', { from, to, total })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="admin-page-size" className="text-sm font-semibold text-navy-950">
          {t('list.pagination.pageSize')}
        </label>
        <div className="w-24">
          <select
            id="admin-page-size"
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value))}
            className={inputClasses(false)}
          >
            {(pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize]).map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" inactive={page <= 1} onClick={() => onPage(page - 1)}>
          {t('list.pagination.previous')}
        </Button>
        <span className="px-1 text-sm text-slate-700 tabular-nums">
          {t('list.pagination.page', { page, pages })}
        </span>
        <Button variant="secondary" inactive={page >= pages} onClick={() => onPage(page + 1)}>
          {t('list.pagination.next')}
        </Button>
      </div>
    </nav>
  );
}
