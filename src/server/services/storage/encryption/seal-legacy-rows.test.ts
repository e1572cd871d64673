import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicants, applications, supportMessages, type Database } from '@/server/db';
import { applicationSearch } from '@/server/services/admin/application-search';
import { insertApplication } from '@/server/test-support/payments';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';
import { legacyRowsSealed, loadColumnKey } from './column-key';
import { parseMasterKeys, staticKeyring } from './keyring';
import { sealLegacyRows, sealLegacyRowsAtStart } from './seal-legacy-rows';

// Rows from before migration 0020 hold their values in clear; the server seals them at start.

let handle: TestDatabaseHandle;
let db: Database;
beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

const raw = async (query: ReturnType<typeof sql>) =>
  (await db.execute<Record<string, unknown>>(query)).rows;

describe('sealing rows written in clear', () => {
  it('seals every sensitive value, keeps what they say and when they last changed, and makes them searchable', async () => {
    const { application } = await insertApplication(db, { withApplicants: false });
    const changedAt = new Date('2026-01-02T03:04:05Z');
    // As an older server wrote them: plain text, no blind index.
    await db.execute(sql`insert into applicants (application_id, position, details, first_name,
        last_name, passport_number, validated_at, updated_at)
      values (${application.id}, 0, ${JSON.stringify({ firstName: 'Grace', lastName: 'Hopper', passportNumber: 'H1906', placeOfBirth: 'New York' })},
        'Grace', 'Hopper', 'H1906', now(), ${changedAt.toISOString()})`);
    await db.execute(
      sql`update applications set phone = '7700900123', updated_at = ${changedAt.toISOString()} where id = ${application.id}`,
    );
    // A message written in clear, in a conversation of its own (as migration 0025 left them).
    await db.execute(sql`insert into support_conversations (id, email, subject, state)
      values ('a9acb6e2-5234-4f40-8a30-fea9effd9ff3', 'grace@example.com', 'Help', 'closed')`);
    await db.execute(sql`insert into support_messages (id, conversation_id, name, email, subject, message)
      values ('a9acb6e2-5234-4f40-8a30-fea9effd9ff3', 'a9acb6e2-5234-4f40-8a30-fea9effd9ff3',
        'Grace Hopper', 'grace@example.com', 'Help', 'My passport is H1906')`);
    expect(
      await db.select({ id: applications.id }).from(applications).where(applicationSearch('H1906')),
    ).toEqual([]);

    const counts = await sealLegacyRows(db);
    expect(counts).toMatchObject({ applicants: 1, applications: 1, supportMessages: 1 });

    const dump = JSON.stringify(
      await raw(sql`select a.*, p.phone, p.updated_at as app_updated from applicants a
        join applications p on p.id = a.application_id`),
    );
    expect(dump).not.toMatch(/Grace|Hopper|H1906|New York|7700900123/);
    expect(JSON.stringify(await raw(sql`select * from support_messages`))).not.toMatch(
      /Grace|H1906/,
    );

    const [traveller] = await db
      .select()
      .from(applicants)
      .where(eq(applicants.applicationId, application.id));
    expect(traveller).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      passportNumber: 'H1906',
      details: { placeOfBirth: 'New York' },
      updatedAt: changedAt,
    });
    const [app] = await db.select().from(applications).where(eq(applications.id, application.id));
    expect(app).toMatchObject({ phone: '7700900123', updatedAt: changedAt });
    const [message] = await db.select().from(supportMessages);
    expect(message?.message).toBe('My passport is H1906');

    for (const q of ['h1906', 'hopper', 'grace ho'])
      expect(
        await db.select({ id: applications.id }).from(applications).where(applicationSearch(q)),
        q,
      ).toEqual([{ id: application.id }]);

    // A second start finds nothing left to do.
    expect(Object.values(await sealLegacyRows(db)).every((n) => n === 0)).toBe(true);
  });

  it('at start, looks until a pass finds nothing, records that pass, and then no longer reads the tables', async () => {
    // The column key's row, as every server start stores it (the test process only holds the key).
    await loadColumnKey(db, staticKeyring(parseMasterKeys('0e'.repeat(32), 'the test')));
    const { application } = await insertApplication(db, { withApplicants: false });
    const clearPhone = () =>
      db.execute(sql`update applications set phone = '7700900999' where id = ${application.id}`);
    const storedPhone = async () =>
      (await raw(sql`select phone from applications where id = ${application.id}`))[0]?.phone;
    await clearPhone();
    expect(await legacyRowsSealed(db)).toBe(false);

    // A pass that sealed something is not recorded: the next start looks again.
    expect(await sealLegacyRowsAtStart(db)).toMatchObject({ applications: 1 });
    expect(await storedPhone()).toMatch(/^s1\./);
    expect(await legacyRowsSealed(db)).toBe(false);

    // A pass that finds nothing is recorded...
    const counts = await sealLegacyRowsAtStart(db);
    expect(counts && Object.values(counts).every((n) => n === 0)).toBe(true);
    expect(await legacyRowsSealed(db)).toBe(true);

    // ...and later starts skip the pass: a value written in clear now (only SQL by hand can)
    // is left as it is.
    await clearPhone();
    expect(await sealLegacyRowsAtStart(db)).toBeUndefined();
    expect(await storedPhone()).toBe('7700900999');
    // Tidy for any later test in this file: the value sealed again.
    await sealLegacyRows(db);
  });
});
