import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedBefore } from '@/server/test-support/migrated-before';
import type { TestDatabaseHandle } from '@/server/test-support/test-database';
import { migrateDatabase } from './migrate';

// Migration 0025 gives each message stored before the support inbox a conversation of its own,
// with the message's id (so its reference still names it), closed, and linked to an application
// only when the number and the email both match (docs/requirements/support-inbox.md).

let handle: TestDatabaseHandle;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ handle, close } = await migratedBefore('0025_support_inbox'));
}, 120_000);

afterAll(() => close?.());

describe('migration 0025 (the support inbox)', () => {
  it('makes each earlier message a closed conversation, linked only on a full match', async () => {
    await handle.db.execute(sql`
      insert into applications (application_number, access_token_hash, status, visa_type,
        processing_time, transportation, port_of_arrival, email, phone, number_of_applicants,
        pricing, total_amount)
      values ('EV2026INBOX001', ${'a'.repeat(64)}, 'paid', 'business', 'normal', 'airports',
        'DEL', 'Owner@Example.com', '7700900123', 1, '{"totalAmount": 11900}'::jsonb, 11900)`);
    const message = async (email: string, number: string | null) =>
      (
        await handle.db.execute<{ id: string }>(sql`
          insert into support_messages (name, email, subject, application_number, message)
          values ('Legacy', ${email}, 'Old question', ${number}, 'Where is my e-Visa?')
          returning id`)
      ).rows[0]!.id;
    const owner = await message('owner@example.com', 'EV2026INBOX001');
    const stranger = await message('stranger@example.com', 'EV2026INBOX001');
    const none = await message('nobody@example.com', null);

    await migrateDatabase(handle);

    const { rows } = await handle.db.execute<Record<string, unknown>>(sql`
      select c.id, c.state, c.channel, c.application_number, a.application_number as linked,
        (select count(*)::int from support_messages m where m.conversation_id = c.id) as messages
      from support_conversations c left join applications a on a.id = c.application_id
      order by c.created_at, c.id`);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.size).toBe(3);
    expect(byId.get(owner)).toMatchObject({
      state: 'closed',
      channel: 'form',
      linked: 'EV2026INBOX001',
      messages: 1,
    });
    expect(byId.get(stranger)).toMatchObject({
      linked: null,
      application_number: 'EV2026INBOX001',
    });
    expect(byId.get(none)).toMatchObject({ linked: null, messages: 1 });
  });
});
