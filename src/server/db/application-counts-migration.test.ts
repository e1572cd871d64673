import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApplicationCounts } from '@/server/services/admin/application-counts';
import { migratedBefore } from '@/server/test-support/migrated-before';
import { insertApplication } from '@/server/test-support/payments';
import type { TestDatabaseHandle } from '@/server/test-support/test-database';
import { migrateDatabase } from './migrate';

// Migration 0028 starts the status counts from the applications already there
// (docs/decisions/0050-status-counts.md): the database is migrated to 0027, given applications,
// then migrated to the end, and the counts it keeps from then on add to that start.

let handle: TestDatabaseHandle;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ handle, close } = await migratedBefore('0028_application_counts'));
}, 120_000);

afterAll(() => close?.());

describe('migration 0028 (the status counts)', () => {
  it('counts the applications there before it, anonymised apart, then follows new ones', async () => {
    await insertApplication(handle.db, { status: 'paid', withApplicants: false });
    await insertApplication(handle.db, { status: 'paid', withApplicants: false });
    await insertApplication(handle.db, {
      status: 'rejected',
      anonymisedAt: new Date(),
      withApplicants: false,
    });

    await migrateDatabase(handle);
    const counts = async () =>
      (await readApplicationCounts(handle.db)).map(({ status, anonymised, total }) => ({
        status,
        anonymised,
        total,
      }));
    expect(await counts()).toEqual(
      expect.arrayContaining([
        { status: 'paid', anonymised: false, total: 2 },
        { status: 'rejected', anonymised: true, total: 1 },
      ]),
    );
    expect(await counts()).toHaveLength(2);

    await insertApplication(handle.db, { status: 'paid', withApplicants: false });
    expect(await counts()).toContainEqual({ status: 'paid', anonymised: false, total: 3 });
  }, 120_000);
});
