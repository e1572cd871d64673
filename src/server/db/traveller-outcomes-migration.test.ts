import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedBefore } from '@/server/test-support/migrated-before';
import type { TestDatabaseHandle } from '@/server/test-support/test-database';
import { migrateDatabase } from './migrate';

// Migration 0016 gives every traveller of an application decided before per-traveller decisions
// that decision (docs/requirements/traveller-decisions.md): approved with the application's one
// e-visa PDF, or refused with its reason; undecided ones stay pending. The database is migrated
// to 0015, given rows as they were then, then migrated to the end.

let handle: TestDatabaseHandle;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ handle, close } = await migratedBefore('0016_traveller_outcomes'));
}, 120_000);

afterAll(() => close?.());

describe('migration 0016 (a decision per traveller)', () => {
  it('gives the travellers of decided applications their decision, and the e-visa to each', async () => {
    const insert = async (number: string, status: string, travellers: number, reason?: string) => {
      const { rows } = await handle.db.execute<{ id: string }>(sql`
        insert into applications (application_number, access_token_hash, status, visa_type,
          processing_time, transportation, port_of_arrival, email, phone, number_of_applicants,
          pricing, total_amount, decided_at, rejection_reason)
        values (${number}, ${'a'.repeat(64)}, ${status}, 'business', 'normal', 'airports', 'DEL',
          'traveller@example.com', '7700900123', ${travellers}, '{"totalAmount": 23800}'::jsonb,
          23800, ${status === 'under_review' ? null : '2026-11-01T10:00:00Z'}, ${reason ?? null})
        returning id`);
      const id = rows[0]!.id;
      for (let position = 0; position < travellers; position++)
        await handle.db.execute(sql`insert into applicants (application_id, position, first_name)
          values (${id}, ${position}, ${`T${position}`})`);
      return id;
    };
    const approved = await insert('EV2026MIGRATE1', 'approved', 3);
    await handle.db.execute(sql`insert into documents (application_id, kind, document_type,
      original_name, mime_type, size, sha256, storage_key)
      values (${approved}, 'evisa', 'evisa', 'family.pdf', 'application/pdf', 1234, 'x',
        'documents/family.pdf')`);
    const rejected = await insert('EV2026MIGRATE2', 'rejected', 2, 'Passport unreadable.');
    const waiting = await insert('EV2026MIGRATE3', 'under_review', 2);

    await migrateDatabase(handle);

    const travellers = async (id: string) =>
      (
        await handle.db.execute<Record<string, unknown>>(sql`select outcome, refusal_reason,
          evisa_storage_key, evisa_file_name, evisa_size, decided_at is not null as decided
          from applicants where application_id = ${id} order by position`)
      ).rows;
    const approvedRow = {
      outcome: 'approved',
      refusal_reason: null,
      evisa_storage_key: 'documents/family.pdf',
      evisa_file_name: 'family.pdf',
      evisa_size: 1234,
      decided: true,
    };
    expect(await travellers(approved)).toEqual([approvedRow, approvedRow, approvedRow]);
    const refusedRow = {
      outcome: 'refused',
      refusal_reason: 'Passport unreadable.',
      evisa_storage_key: null,
      evisa_file_name: null,
      evisa_size: null,
      decided: true,
    };
    expect(await travellers(rejected)).toEqual([refusedRow, refusedRow]);
    const pendingRow = {
      outcome: 'pending',
      refusal_reason: null,
      evisa_storage_key: null,
      evisa_file_name: null,
      evisa_size: null,
      decided: false,
    };
    expect(await travellers(waiting)).toEqual([pendingRow, pendingRow]);
  });
});
