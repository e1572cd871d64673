import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';
import { migrateDatabase } from './migrate';

// Migration 0013 gives tourist applications made before the validity choice the 30-day
// e-Tourist visa and leaves the others without one (docs/decisions/0029-tourist-validity.md).
// The database is migrated to 0012, given rows as they were then, then migrated to the end.

const MIGRATION = '0013_tourist_validity';
let handle: TestDatabaseHandle;
let before: string;

beforeAll(async () => {
  before = await mkdtemp(path.join(tmpdir(), 'evisa-migrations-'));
  await cp(path.resolve('migrations'), before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalFile, JSON.stringify(journal));
  handle = await createTestDatabase({ migrate: false });
  await migrateDatabase(handle, { migrationsFolder: before });
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await rm(before, { recursive: true, force: true });
});

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
