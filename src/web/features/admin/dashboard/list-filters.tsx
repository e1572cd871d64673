import { useTranslation } from 'react-i18next';
import { adminSortFields } from '@/domain/schemas/admin';
import { applicationStatuses } from '@/domain/status';
import { processingTimes, visaTypes } from '@/domain/visa';
import { Button } from '@/web/components/ui/button';
import { inputClasses } from '@/web/components/ui/form-field';
import type { ListFilters } from './list-params';

export interface ListFiltersProps {
  filters: ListFilters;
  onChange: (change: Partial<ListFilters>) => void;
  onClear: () => void;
}

/** Status, visa type, processing time and the creation date range; sort for small screens. */
export function ListFilterControls({ filters, onChange, onClear }: ListFiltersProps) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const select = <K extends 'status' | 'visaType' | 'processingTime'>(
    key: K,
    values: readonly NonNullable<ListFilters[K]>[],
    label: (value: NonNullable<ListFilters[K]>) => string,
  ) => (
    <div>
      <label htmlFor={`admin-filter-${key}`} className="block text-sm font-semibold text-navy-950">
        {t(`list.filters.${key}`)}
      </label>
      <select
        id={`admin-filter-${key}`}
        value={filters[key] ?? ''}
        onChange={(event) =>
          onChange({ [key]: event.target.value || undefined } as Partial<ListFilters>)
        }
        className={inputClasses(false, 'mt-1 min-w-0')}
      >
        <option value="">{t('list.filters.any')}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {label(value)}
          </option>
        ))}
      </select>
    </div>
  );
  const date = (key: 'createdFrom' | 'createdTo') => (
    <div>
      <label htmlFor={`admin-filter-${key}`} className="block text-sm font-semibold text-navy-950">
        {t(`list.filters.${key}`)}
      </label>
      <input
        id={`admin-filter-${key}`}
        type="date"
        value={filters[key] ?? ''}
        min={key === 'createdTo' ? filters.createdFrom : undefined}
        max={key === 'createdFrom' ? filters.createdTo : undefined}
        onChange={(event) => onChange({ [key]: event.target.value || undefined })}
        className={inputClasses(false, 'mt-1 min-w-0')}
      />
    </div>
  );

  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('list.filters.heading')}</legend>
      {/* One column on the narrowest phones: two date fields side by side do not fit in 320 px. */}
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-5">
        {select('status', applicationStatuses, (s) => t(`status.${s}`))}
        {select('visaType', visaTypes, (v) => t(`visaType.${v}`))}
        {select('processingTime', processingTimes, (p) => t(`processing.${p}`))}
        {date('createdFrom')}
        {date('createdTo')}
        <div className="col-span-full flex flex-wrap items-center gap-x-6 gap-y-3">
          {(['mine', 'addOnsDue'] as const).map((key) => (
            <div key={key} className="flex items-center gap-2">
              <input
                id={`admin-filter-${key}`}
                type="checkbox"
                checked={filters[key]}
                onChange={(event) => onChange({ [key]: event.target.checked })}
                className="size-5 accent-navy-800"
              />
              <label
                htmlFor={`admin-filter-${key}`}
                className="text-sm font-semibold text-navy-950"
              >
                {t(`list.filters.${key}`)}
              </label>
            </div>
          ))}
        </div>
        <div className="col-span-full md:hidden">
          <label htmlFor="admin-sort" className="block text-sm font-semibold text-navy-950">
            {t('list.sortField')}
          </label>
          <select
            id="admin-sort"
            value={`${filters.sort}:${filters.order}`}
            onChange={(event) => {
              const [sort, order] = event.target.value.split(':') as [
                ListFilters['sort'],
                ListFilters['order'],
              ];
              onChange({ sort, order });
            }}
            className={inputClasses(false, 'mt-1 min-w-0')}
          >
            {adminSortFields.flatMap((field) =>
              (['desc', 'asc'] as const).map((order) => (
                <option key={`${field}:${order}`} value={`${field}:${order}`}>
                  {t(`list.columns.${field}`)} ({t(`list.order.${order}`)})
                </option>
              )),
            )}
          </select>
        </div>
      </div>
      <Button variant="ghost" className="mt-2 -ms-4" onClick={onClear}>
        {t('list.filters.clear')}
      </Button>
    </fieldset>
  );
}
