import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedBefore } from '@/server/test-support/migrated-before';
import type { TestDatabaseHandle } from '@/server/test-support/test-database';
import { migrateDatabase } from './migrate';

// Migration 0017 turns every refund the provider confirmed before the ledger existed into a
// succeeded ledger line (docs/decisions/0035-refund-ledger.md): a rejection's, with its reason,
// and a duplicate payment's. Other payment events are not refunds and stay out.

let handle: TestDatabaseHandle;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ handle, close } = await migratedBefore('0017_submission_refunds'));
}, 120_000);

afterAll(() => close?.());

describe('migration 0017 (the refund ledger)', () => {
  it('writes a succeeded line for each refund event', async () => {
    const { rows } = await handle.db.execute<{ id: string }>(sql`
      insert into applications (application_number, access_token_hash, status, visa_type,
        processing_time, transportation, port_of_arrival, email, phone, number_of_applicants,
        pricing, total_amount, decided_at, rejection_reason)
      values ('EV2026LEDGER01', ${'a'.repeat(64)}, 'rejected', 'business', 'normal', 'airports',
        'DEL', 'traveller@example.com', '7700900123', 2, '{"totalAmount": 23800}'::jsonb, 23800,
        '2026-11-01T10:00:00Z', 'Passport unreadable.')
      returning id`);
    const applicationId = rows[0]!.id;
    const payment = async (status: string) =>
      (
        await handle.db.execute<{ id: string }>(sql`
          insert into payments (application_id, provider, provider_reference, amount, status)
          values (${applicationId}, 'sandbox', ${`ref-${status}-${Math.random()}`}, 23800, ${status})
          returning id`)
      ).rows[0]!.id;
    const paid = await payment('succeeded');
    const duplicate = await payment('refunded');
    const event = (paymentId: string, eventId: string, type: string, payload: object) =>
      handle.db
        .execute(sql`insert into payment_events (provider, event_id, payment_id, type, payload)
        values ('sandbox', ${eventId}, ${paymentId}, ${type}, ${JSON.stringify(payload)}::jsonb)`);
    await event(paid, 'evt-paid', 'payment.succeeded', { amount: 23800 });
    await event(paid, 'refund:re_1', 'refund.created', { refundId: 're_1', amount: 10000 });
    await event(duplicate, 'refund:re_2', 'refund.created', {
      refundId: 're_2',
      amount: 23800,
      reason: 'duplicate',
    });

    await migrateDatabase(handle);

    const { rows: lines } = await handle.db.execute<Record<string, unknown>>(sql`
      select payment_id, amount, kind, reason, state, provider_reference from refunds
      where application_id = ${applicationId} order by amount`);
    expect(lines).toEqual([
      {
        payment_id: paid,
        amount: 10000,
        kind: 'rejection',
        reason: 'Passport unreadable.',
        state: 'succeeded',
        provider_reference: 're_1',
      },
      {
        payment_id: duplicate,
        amount: 23800,
        kind: 'duplicate',
        reason: 'duplicate',
        state: 'succeeded',
        provider_reference: 're_2',
      },
    ]);
  });
});
