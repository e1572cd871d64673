import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { applications, emailOutbox } from '@/server/db';
import { insertApplication } from '@/server/test-support/payments';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';
import { InvalidEmailPayload, queueEmail, type QueueEmailInput } from './outbox';
import type { TemplatePayload } from './templates/definitions';

// An email is queued with its template's own payload type, checked again at run time inside
// the transaction that makes the change it announces: a wrong payload never reaches delivery.

let database: TestDatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const base = { to: 'ana@example.com', language: 'en' };

describe('queueEmail', () => {
  it('takes each template’s own payload type, and refuses another at compile time', () => {
    expectTypeOf<TemplatePayload<'staff-message'>>().toEqualTypeOf<{
      applicationNumber: string;
      subject: string;
      message: string;
    }>();
    // The resume link is made at delivery: a caller never passes one.
    expectTypeOf<TemplatePayload<'resume-link'>>().toEqualTypeOf<{ applicationNumber: string }>();

    const good: QueueEmailInput<'support-acknowledgement'> = {
      ...base,
      idempotencyKey: 'types:good',
      template: 'support-acknowledgement',
      payload: { reference: 'A1B2C3D4' },
    };
    const wrong: QueueEmailInput<'staff-message'> = {
      ...base,
      idempotencyKey: 'types:wrong',
      template: 'staff-message',
      // @ts-expect-error a staff message has a subject and a message, not a reference
      payload: { reference: 'A1B2C3D4' },
    };
    const missing: QueueEmailInput<'payment-received'> = {
      ...base,
      idempotencyKey: 'types:missing',
      template: 'payment-received',
      // @ts-expect-error the amount and transaction id are missing
      payload: { applicationNumber: 'EV2026K7QX3M9A' },
    };
    // @ts-expect-error no template of this name
    const unknown: QueueEmailInput<'no-such-template'> = { ...good, template: 'no-such-template' };
    expect([good, wrong, missing, unknown]).toHaveLength(4);
  });

  it('refuses a payload its template refuses at run time, and the change rolls back', async () => {
    const { db } = database;
    const { application } = await insertApplication(db, { status: 'submitted' });
    // Data can be wrong at run time whatever the types say: here, an empty application number.
    const payload: TemplatePayload<'staff-message'> = {
      applicationNumber: '   ',
      subject: 'Your photo',
      message: 'Please upload a photo with a white background.',
    };
    await expect(
      db.transaction(async (tx) => {
        await tx
          .update(applications)
          .set({ status: 'paid' })
          .where(eq(applications.id, application.id));
        await queueEmail(tx, {
          ...base,
          idempotencyKey: `rollback:${application.id}`,
          template: 'staff-message',
          applicationId: application.id,
          payload,
        });
      }),
    ).rejects.toThrow(InvalidEmailPayload);
    const [after] = await db.select().from(applications).where(eq(applications.id, application.id));
    expect(after?.status).toBe('submitted');
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, `rollback:${application.id}`));
    expect(rows).toEqual([]);
  });

  it('names the wrong fields, never their values', async () => {
    const error = await database.db
      .transaction((tx) =>
        queueEmail(tx, {
          ...base,
          idempotencyKey: 'fields',
          template: 'support-message',
          payload: { name: 'Ana', email: 'ana-at-example', subject: ' ', message: 'Hello' },
        }),
      )
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidEmailPayload);
    expect(String(error)).toContain('email, subject');
    expect(String(error)).not.toContain('ana-at-example');
  });

  it('queues a valid payload once, whatever the resume link', async () => {
    const input: QueueEmailInput<'resume-link'> = {
      ...base,
      idempotencyKey: 'valid-once',
      template: 'resume-link',
      payload: { applicationNumber: 'EV2026K7QX3M9A' },
    };
    expect(await database.db.transaction((tx) => queueEmail(tx, input))).toBe(true);
    expect(await database.db.transaction((tx) => queueEmail(tx, input))).toBe(false);
  });
});
