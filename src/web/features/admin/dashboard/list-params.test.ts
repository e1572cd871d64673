import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminListViews, adminSortFields } from '@/domain/schemas/admin';
import { applicationStatuses } from '@/domain/status';
import { processingTimes, visaTypes } from '@/domain/visa';
import {
  apiSearchFromFilters,
  defaultFilters,
  filtersFromSearch,
  pageCount,
  searchFromFilters,
  withChange,
  withSort,
  type ListFilters,
} from './list-params';

const filtersArb: fc.Arbitrary<ListFilters> = fc.record({
  view: fc.constantFrom(...adminListViews),
  mine: fc.boolean(),
  addOnsDue: fc.boolean(),
  q: fc.option(
    fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() === s && s !== ''),
    { nil: undefined },
  ),
  status: fc.option(fc.constantFrom(...applicationStatuses), { nil: undefined }),
  visaType: fc.option(fc.constantFrom(...visaTypes), { nil: undefined }),
  processingTime: fc.option(fc.constantFrom(...processingTimes), { nil: undefined }),
  createdFrom: fc.option(fc.constantFrom('2026-01-01', '2026-11-23'), { nil: undefined }),
  createdTo: fc.option(fc.constantFrom('2026-02-28', '2026-12-31'), { nil: undefined }),
  sort: fc.constantFrom(...adminSortFields),
  order: fc.constantFrom('asc' as const, 'desc' as const),
  page: fc.integer({ min: 1, max: 500 }),
  pageSize: fc.integer({ min: 1, max: 100 }),
});

const strip = (f: ListFilters) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined));

describe('list state in the URL', () => {
  it('reads back every state it writes', () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        const search = new URLSearchParams(searchFromFilters(filters).toString());
        expect(strip(filtersFromSearch(search))).toEqual(strip(filters));
      }),
    );
  });

  it('writes nothing for the defaults and only what differs otherwise', () => {
    expect(searchFromFilters(defaultFilters).toString()).toBe('');
    expect(
      searchFromFilters({ ...defaultFilters, q: 'P1234567', status: 'under_review' }).toString(),
    ).toBe('q=P1234567&status=under_review');
  });

  it('opens on the work queue, and always names the view to the API', () => {
    expect(filtersFromSearch(new URLSearchParams('')).view).toBe('queue');
    expect(apiSearchFromFilters(defaultFilters).toString()).toBe('view=queue');
    const all = filtersFromSearch(new URLSearchParams('view=all&mine=true'));
    expect([all.view, all.mine]).toEqual(['all', true]);
    expect(searchFromFilters(all).toString()).toBe('view=all&mine=true');
    expect(apiSearchFromFilters(all).get('view')).toBe('all');
  });

  it('ignores values that do not fit instead of failing', () => {
    const filters = filtersFromSearch(
      new URLSearchParams(
        'status=lost&page=-3&pageSize=1000&sort=email&createdFrom=23/11/2026&q=%20',
      ),
    );
    expect(strip(filters)).toEqual(strip(defaultFilters));
  });

  it('starts again at page 1 on any change but paging', () => {
    const on3 = { ...defaultFilters, page: 3 };
    expect(withChange(on3, { status: 'paid' }).page).toBe(1);
    expect(withChange(on3, { page: 4 }).page).toBe(4);
  });

  it('leaves the work queue for all applications when a status is chosen', () => {
    expect(defaultFilters.view).toBe('queue');
    expect(withChange(defaultFilters, { status: 'paid' }).view).toBe('all');
    expect(withChange(defaultFilters, { visaType: 'business' }).view).toBe('queue');
    // Extras are owed from payment, before the queue: their filter looks at all applications.
    expect(withChange(defaultFilters, { addOnsDue: true }).view).toBe('all');
    expect(withChange(defaultFilters, { addOnsDue: false }).view).toBe('queue');
    expect(withChange(defaultFilters, { view: 'queue', status: undefined }).view).toBe('queue');
  });

  it('sorts a new column descending and flips the same column', () => {
    const byNumber = withSort(defaultFilters, 'applicationNumber');
    expect([byNumber.sort, byNumber.order]).toEqual(['applicationNumber', 'desc']);
    expect(withSort(byNumber, 'applicationNumber').order).toBe('asc');
    expect(withSort(withSort(byNumber, 'applicationNumber'), 'applicationNumber').order).toBe(
      'desc',
    );
  });

  it('counts pages, with one page for an empty result', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
