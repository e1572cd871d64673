import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationSearch } from '@/server/services/admin/application-search';
import { sealLegacyRows } from '@/server/services/storage/encryption/seal-legacy-rows';
import { migratedBefore } from '@/server/test-support/migrated-before';
import type { TestDatabaseHandle } from '@/server/test-support/test-database';
import { migrateDatabase } from './migrate';
import { applicants, applications, emailOutbox } from './schema';

// Migration 0020 turns the JSON columns that get sealed into text and copies the travel dates
// out of the traveller's form; the server then seals what is in clear
// (docs/decisions/0039-sealed-columns.md). The database is migrated to 0019, given rows as they
// were then, migrated to the end and sealed.

let handle: TestDatabaseHandle;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ handle, close } = await migratedBefore('0020_sealed_columns'));
}, 120_000);

afterAll(() => close?.());

describe('migration 0020 (sealed columns)', () => {
  it('keeps every value, copies the travel dates out, and the server then seals them', async () => {
    const [app] = (
      await handle.db.execute<{ id: string }>(sql`
        insert into applications (application_number, access_token_hash, visa_type,
          tourist_validity, processing_time, transportation, port_of_arrival, email, phone,
          number_of_applicants, pricing, total_amount)
        values ('EV2026MIGRATE3', ${'a'.repeat(64)}, 'business', null, 'normal', 'airports',
          'DEL', 'ada@example.com', '7700900123', 2, '{"totalAmount": 23800}'::jsonb, 23800)
        returning id`)
    ).rows;
    const ada = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      passportNumber: 'L1815',
      dateOfArrival: '2027-03-01',
      dateOfDeparture: '2027-03-20',
      fatherName: 'George Byron',
    };
    await handle.db.execute(sql`
      insert into applicants (application_id, position, details, first_name, last_name,
        passport_number, validated_at)
      values (${app!.id}, 0, ${JSON.stringify(ada)}::jsonb, 'Ada', 'Lovelace', 'L1815', now()),
        (${app!.id}, 1, ${JSON.stringify({ firstName: 'Half', dateOfArrival: '2027-3' })}::jsonb,
          null, null, null, null)`);
    await handle.db.execute(sql`
      insert into email_outbox (idempotency_key, application_id, to_address, template, payload)
      values ('migrate-3', ${app!.id}, 'ada@example.com', 'application-confirmation',
        ${JSON.stringify({ applicantNames: ['Ada Lovelace'] })}::jsonb)`);

    await migrateDatabase(handle);

    const columns = await handle.db.execute<{ position: number; arrival: string | null }>(
      sql`select position, arrival_date as arrival, departure_date as departure, details
        from applicants order by position`,
    );
    expect(columns.rows).toEqual([
      { position: 0, arrival: '2027-03-01', departure: '2027-03-20', details: expect.any(String) },
      // A half-typed date is no date.
      { position: 1, arrival: null, departure: null, details: expect.any(String) },
    ]);
    // Read through the schema before sealing: the clear text reads as it is.
    const before = await handle.db
      .select()
      .from(applicants)
      .where(eq(applicants.applicationId, app!.id))
      .orderBy(applicants.position);
    expect(before.map((a) => a.details)).toEqual([
      ada,
      { firstName: 'Half', dateOfArrival: '2027-3' },
    ]);

    await sealLegacyRows(handle.db);

    const dump = JSON.stringify(
      (
        await handle.db.execute(sql`select a.*, p.phone, o.payload from applicants a
          join applications p on p.id = a.application_id
          join email_outbox o on o.application_id = p.id`)
      ).rows,
    );
    expect(dump).not.toMatch(/Lovelace|L1815|George|7700900123/);
    const after = await handle.db
      .select()
      .from(applicants)
      .where(eq(applicants.applicationId, app!.id))
      .orderBy(applicants.position);
    expect(after.map((a) => a.details)).toEqual(before.map((a) => a.details));
    expect(after[0]).toMatchObject({ lastName: 'Lovelace', passportNumber: 'L1815' });
    const [mail] = await handle.db.select().from(emailOutbox);
    expect(mail?.payload).toEqual({ applicantNames: ['Ada Lovelace'] });
    expect(
      await handle.db
        .select({ id: applications.id })
        .from(applications)
        .where(applicationSearch('l1815')),
    ).toEqual([{ id: app!.id }]);
  }, 120_000);
});
