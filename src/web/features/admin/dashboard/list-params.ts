import { ZAdminApplicationsQuery, type TAdminApplicationsQuery } from '@/domain/schemas/admin';

// The list's state lives in the page URL (search, filters, sort, page), so a reload, the Back
// button and a shared link show the same list. The same string is sent to call 8.

export type ListFilters = TAdminApplicationsQuery;
const shape = ZAdminApplicationsQuery.shape;
const keys = Object.keys(shape) as (keyof ListFilters)[];
/** The dashboard opens on the work queue (the API's own default view is 'all'). */
export const defaultFilters: ListFilters = { ...ZAdminApplicationsQuery.parse({}), view: 'queue' };

/** Reads the URL leniently: a value that does not fit (hand-edited, stale) is ignored. */
export function filtersFromSearch(search: URLSearchParams): ListFilters {
  const filters: Record<string, unknown> = { ...defaultFilters };
  for (const key of keys) {
    const raw = search.get(key);
    if (raw === null || raw.trim() === '') continue;
    const parsed = shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  return filters as ListFilters;
}

/** Only what differs from the defaults, in a fixed order, so equal states give equal strings. */
export function searchFromFilters(filters: ListFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of keys) {
    const value = filters[key];
    if (value === undefined || value === '' || value === defaultFilters[key]) continue;
    search.set(key, String(value));
  }
  return search;
}

/** What call 8 is sent: the URL's state, with the view always named. */
export function apiSearchFromFilters(filters: ListFilters): URLSearchParams {
  const search = searchFromFilters(filters);
  search.set('view', filters.view);
  return search;
}

/**
 * A change to the filters; anything but a page change starts again at page 1, as the old page
 * number may not exist in the new result. Choosing a status, or the extras still to send, leaves
 * the work queue for all applications (the queue holds only its own statuses, and extras are
 * owed from payment), unless the change names the view.
 */
export function withChange(filters: ListFilters, change: Partial<ListFilters>): ListFilters {
  const next = { ...filters, ...change };
  if (change.status !== undefined && !('view' in change)) next.view = 'all';
  // Extras are owed from payment, before the application reaches the queue (add-ons.md).
  if (change.addOnsDue === true && !('view' in change)) next.view = 'all';
  if (!('page' in change)) next.page = 1;
  return next;
}

/** Clicking a column header: a new column sorts descending, the same one flips. */
export function withSort(filters: ListFilters, sort: ListFilters['sort']): ListFilters {
  const order = filters.sort === sort && filters.order === 'desc' ? 'asc' : 'desc';
  return withChange(filters, { sort, order });
}

export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));
