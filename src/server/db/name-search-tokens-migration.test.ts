import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminApplicationsQuery } from '@/domain/schemas/admin';
import { listAdminApplications } from '@/server/services/admin/list-admin-applications';
import { migratedBefore } from '@/server/test-support/migrated-before';
import { insertApplication } from '@/server/test-support/payments';
import type { TestDatabaseHandle } from '@/server/test-support/test-database';
import { migrateDatabase } from './migrate';

// Migration 0030 fills the name search's token table from the travellers already there
// (docs/decisions/0051-name-search-tokens.md): the database is migrated to 0029, given
// travellers, then migrated to the end, and the staff search finds them by name.

let handle: TestDatabaseHandle;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ handle, close } = await migratedBefore('0030_name_search_tokens'));
}, 120_000);

afterAll(() => close?.());

const search = async (q: string) =>
  (
    await listAdminApplications({
      db: handle.db,
      query: ZAdminApplicationsQuery.parse({ q }),
      staffUserId: '00000000-0000-4000-8000-000000000000',
      now: new Date(),
    })
  ).items.map((item) => item.applicationNumber);

describe('migration 0030 (the name search tokens)', () => {
  it('indexes the travellers there before it, so the search finds them by name', async () => {
    // Travellers "Traveller0 Example" and "Traveller1 Example" each.
    const { application: first } = await insertApplication(handle.db);
    const { application: second } = await insertApplication(handle.db);

    await migrateDatabase(handle);
    const [tokens] = (
      await handle.db.execute<{ missing: number }>(
        sql`select count(*)::int as missing from applicants, unnest(name_index) as u(token)
          where not exists (select 1 from applicant_name_tokens t where t.token = u.token
            and t.application_id = applicants.application_id and t.applicant_id = applicants.id)`,
      )
    ).rows;
    expect(tokens!.missing).toBe(0);
    expect((await search('exam')).sort()).toEqual(
      [first.applicationNumber, second.applicationNumber].sort(),
    );
    expect(await search('traveller1 ex')).toHaveLength(2);
    expect(await search('traveller2')).toEqual([]);

    // And from then on, a new traveller is found too.
    const { application: third } = await insertApplication(handle.db);
    expect(await search('example')).toContain(third.applicationNumber);
  }, 120_000);
});
