import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '@/server/db';
import { insertApplication } from '@/server/test-support/payments';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';
import { mayEmailAgain, UNVERIFIED_EMAIL_WINDOW_MS } from './unverified-throttle';

let database: TestDatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('mayEmailAgain', () => {
  it('allows one email of a kind per application per hour', async () => {
    const { db } = database;
    const { application } = await insertApplication(db);
    const { application: other } = await insertApplication(db);
    const now = new Date('2026-12-01T10:00:00Z');
    const ask = (applicationId: string, at: Date, template = 'agreement-signed' as const) =>
      mayEmailAgain(db, { applicationId, template, now: at });
    expect(await ask(application.id, now)).toBe(true);

    await db.insert(emailOutbox).values({
      idempotencyKey: `agreement-signed:test-${application.id}`,
      applicationId: application.id,
      toAddress: 'someone@example.com',
      template: 'agreement-signed',
      createdAt: now,
    });
    expect(await ask(application.id, new Date(now.getTime() + 60_000))).toBe(false);
    expect(
      await ask(application.id, new Date(now.getTime() + UNVERIFIED_EMAIL_WINDOW_MS - 1)),
    ).toBe(false);
    expect(
      await ask(application.id, new Date(now.getTime() + UNVERIFIED_EMAIL_WINDOW_MS + 1)),
    ).toBe(true);
    // Another application, or another kind of email, is counted apart.
    expect(await ask(other.id, now)).toBe(true);
  });
});
