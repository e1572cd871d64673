import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminApplicationsQuery } from '@/domain/schemas/admin';
import type { Database } from '@/server/db';
import { applicationWith } from '@/server/test-support/admin-dashboard';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';
import { resolveSearch } from './application-search';
import { listAdminApplications, listQueries } from './list-admin-applications';

// A search resolved before the list is planned (docs/decisions/0051-name-search-tokens.md):
// up to 200 matches it hands over their ids, beyond that the lookups that found anything. Both
// must give the list and its total exactly what the search rules say, with and without filters.

let handle: TestDatabaseHandle;
let db: Database;
/** Applications with a traveller named Ana Common: more than a search hands over by id. */
const COMMON = 1_150;
/** Every third is paid, the rest under review; every tenth has a second Common, Bo. */
const expectedPaid = Math.ceil(COMMON / 3);
let rare = '';

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  // Two written as the service writes them, then copied in bulk (names stay sealed, and their
  // blind indexes, which the search reads, come along).
  const ana = await applicationWith(db, [
    { firstName: 'Ana', lastName: 'Common', passportNumber: 'P1' },
  ]);
  const bo = await applicationWith(db, [
    { firstName: 'Bo', lastName: 'Common', passportNumber: 'Q1' },
  ]);
  await db.execute(sql`insert into applications
    select (jsonb_populate_record(a, jsonb_build_object(
      'id', gen_random_uuid(),
      'application_number', 'EV2026CMN' || lpad(g::text, 5, '0'),
      'status', case when g % 3 = 0 then 'paid' else 'under_review' end,
      'created_at', timestamptz '2026-01-01' + g * interval '1 minute'))).*
    from applications a, generate_series(0, ${COMMON - 1}) g where a.id = ${ana.id}`);
  await db.execute(sql`insert into applicants
    select (jsonb_populate_record(p, jsonb_build_object('id', gen_random_uuid(),
      'application_id', c.id, 'position', t.position))).*
    from applications c
    cross join lateral (select ${ana.id}::uuid as template, 0 as position
      union all select ${bo.id}::uuid, 1 where right(c.application_number, 1) = '0') t
    join applicants p on p.application_id = t.template
    where c.application_number like 'EV2026CMN%'`);
  await db.execute(sql`delete from applications where id in (${ana.id}, ${bo.id})`);
  rare = 'EV2026CMN00007';
}, 120_000);
afterAll(() => handle.close());

const list = (query: Record<string, unknown>) =>
  listAdminApplications({
    db,
    query: ZAdminApplicationsQuery.parse(query),
    staffUserId: '00000000-0000-4000-8000-000000000000',
    now: new Date('2026-03-20T00:00:00Z'),
  });

/** The copies' numbers that pass a test of their index, newest (highest) first. */
const numbered = (test: (g: number) => boolean) =>
  Array.from({ length: COMMON }, (_, g) => g)
    .filter(test)
    .reverse()
    .map((g) => `EV2026CMN${String(g).padStart(5, '0')}`);

/** Every page of a query's results. */
async function everything(query: Record<string, unknown>) {
  const numbers: string[] = [];
  for (let page = 1; ; page += 1) {
    const result = await list({ ...query, page, pageSize: 100 });
    numbers.push(...result.items.map((item) => item.applicationNumber));
    if (result.items.length < 100) return { numbers, total: result.total };
  }
}

describe('a search resolved before the list is planned', () => {
  it('hands over a few matches by id and keeps the lookups for many', async () => {
    expect((await resolveSearch(db, 'EV2026CMN0000'))?.kind).toBe('few');
    expect((await resolveSearch(db, 'common'))?.kind).toBe('many');
    expect(await resolveSearch(db, '  ')).toBeUndefined();
    expect(await resolveSearch(db, 'x')).toEqual({ kind: 'few', ids: [] });
  });

  it('lists and counts many matches exactly, each application once, newest first', async () => {
    const { numbers, total } = await everything({ q: 'common' });
    expect(total).toBe(COMMON);
    expect(new Set(numbers).size).toBe(COMMON);
    // Newest first across every page: the first pages walk that order, the later ones collect.
    expect(numbers).toEqual(numbered((g) => g >= 0));
  });

  it('counts many matches with a filter as the filter says', async () => {
    const { numbers, total } = await everything({ q: 'Common', status: 'paid' });
    expect(total).toBe(expectedPaid);
    expect(numbers).toEqual(numbered((g) => g % 3 === 0));
    const { total: queued } = await everything({ q: 'common', view: 'queue' });
    expect(queued).toBe(COMMON - expectedPaid);
  });

  it('narrows many matches by a second word, and finds a few by id', async () => {
    expect((await everything({ q: 'bo common' })).total).toBe(Math.ceil(COMMON / 10));
    expect((await everything({ q: 'an comm' })).total).toBe(COMMON);
    expect(await everything({ q: rare.slice(0, 13) })).toEqual({
      numbers: expect.arrayContaining([rare]) as unknown,
      total: 10,
    });
    expect(await everything({ q: 'nobody' })).toEqual({ numbers: [], total: 0 });
  });

  it('gives the same pages whether it walks the order or collects the matches', async () => {
    for (const raw of [
      { q: 'common' },
      { q: 'common', status: 'paid', sort: 'applicationNumber', order: 'asc' },
    ]) {
      for (const page of [1, 4, 7]) {
        const query = ZAdminApplicationsQuery.parse({ ...raw, page, pageSize: 50 });
        const caller = {
          staffUserId: '00000000-0000-4000-8000-000000000000',
          now: new Date(),
          search: await resolveSearch(db, query.q),
        };
        expect(caller.search?.kind).toBe('many');
        const ids = async (walk: boolean) =>
          (await listQueries(db, query, { ...caller, walk }).page).map(
            (row) => row.applicationNumber,
          );
        const walked = await ids(true);
        expect(walked).toHaveLength(50);
        expect(await ids(false)).toEqual(walked);
      }
    }
  });
});
