import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedBefore } from '@/server/test-support/migrated-before';
import type { TestDatabaseHandle } from '@/server/test-support/test-database';
import { migrateDatabase } from './migrate';

// Migration 0013 gives tourist applications made before the validity choice the 30-day
// e-Tourist visa and leaves the others without one (docs/decisions/0029-tourist-validity.md).
// The database is migrated to 0012, given rows as they were then, then migrated to the end.

let handle: TestDatabaseHandle;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ handle, close } = await migratedBefore('0013_tourist_validity'));
}, 120_000);

afterAll(() => close?.());

describe('migration 0013 (the e-Tourist visa validity)', () => {
  it('gives existing tourist applications the 30-day visa, keeps their price, and others none', async () => {
    const insert = (number: string, visaType: string) =>
      handle.db.execute(sql`
        insert into applications (application_number, access_token_hash, visa_type,
          processing_time, transportation, port_of_arrival, email, phone, number_of_applicants,
          pricing, total_amount)
        values (${number}, ${'a'.repeat(64)}, ${visaType}, 'normal', 'airports', 'DEL',
          'traveller@example.com', '7700900123', 2, '{"totalAmount": 23800}'::jsonb, 23800)`);
    await insert('EV2026MIGRATE1', 'tourist');
    await insert('EV2026MIGRATE2', 'business');

    await migrateDatabase(handle);

    const { rows } = await handle.db.execute<{
      application_number: string;
      tourist_validity: string | null;
      total_amount: number;
    }>(sql`select application_number, tourist_validity, total_amount from applications
      order by application_number`);
    expect(rows).toEqual([
      { application_number: 'EV2026MIGRATE1', tourist_validity: '30-days', total_amount: 23800 },
      { application_number: 'EV2026MIGRATE2', tourist_validity: null, total_amount: 23800 },
    ]);
  }, 120_000);
});
