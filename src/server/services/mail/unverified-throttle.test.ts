import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, type Application } from '@/server/db';
import { insertApplication } from '@/server/test-support/payments';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';
import type { TemplateName } from './templates/definitions';
import {
  mayEmailApplicant,
  UNVERIFIED_EMAIL_WINDOW_MS,
  UNVERIFIED_EMAILS_PER_ADDRESS_PER_DAY,
} from './unverified-throttle';

let database: TestDatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const now = new Date('2026-12-01T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
let sent = 0;
async function recordSent(
  application: Pick<Application, 'id'>,
  to: string,
  template: TemplateName,
  at = now,
) {
  await database.db.insert(emailOutbox).values({
    idempotencyKey: `test:${++sent}`,
    applicationId: application.id,
    toAddress: to,
    template,
    createdAt: at,
  });
}

describe('mayEmailApplicant, to an address not yet proven', () => {
  it('allows one email of a kind per application per hour', async () => {
    const { db } = database;
    const { application } = await insertApplication(db, { email: 'hourly@example.com' });
    const { application: other } = await insertApplication(db, { email: 'hourly@example.com' });
    const ask = (app: Application, at: Date, template: TemplateName = 'agreement-signed') =>
      mayEmailApplicant(db, { application: app, template, to: app.email, now: at });
    expect(await ask(application, now)).toBe(true);

    await recordSent(application, application.email, 'agreement-signed');
    expect(await ask(application, later(60_000))).toBe(false);
    expect(await ask(application, later(UNVERIFIED_EMAIL_WINDOW_MS - 1))).toBe(false);
    expect(await ask(application, later(UNVERIFIED_EMAIL_WINDOW_MS + 1))).toBe(true);
    // Another application, or another kind of email, is counted apart.
    expect(await ask(other, now)).toBe(true);
    expect(await ask(application, later(60_000), 'resume-link')).toBe(true);
  });

  it('allows a few a day to one address across applications, however its case is written', async () => {
    const { db } = database;
    const victim = 'Victim@Example.com';
    for (let i = 0; i < UNVERIFIED_EMAILS_PER_ADDRESS_PER_DAY; i++) {
      const { application } = await insertApplication(db, { email: victim });
      const to = i % 2 ? victim.toLowerCase() : victim.toUpperCase();
      expect(
        await mayEmailApplicant(db, { application, template: 'agreement-signed', to, now }),
      ).toBe(true);
      await recordSent(application, to, 'agreement-signed');
    }
    const { application: next } = await insertApplication(db, { email: victim });
    const ask = (at: Date) =>
      mayEmailApplicant(db, { application: next, template: 'resume-link', to: victim, now: at });
    expect(await ask(later(60_000))).toBe(false);
    // A day later the count starts again.
    expect(await ask(later(24 * 60 * 60 * 1000 + 1))).toBe(true);
  });

  it('no longer limits an address once it has proven it is the applicant’s', async () => {
    const { db } = database;
    const { application } = await insertApplication(db, {
      email: 'proven@example.com',
      emailVerifiedAt: now,
    });
    await recordSent(application, application.email, 'agreement-signed');
    const ask = (to: string) =>
      mayEmailApplicant(db, { application, template: 'agreement-signed', to, now: later(1000) });
    expect(await ask('PROVEN@example.com')).toBe(true);
    // The proof is for the application's own address, not for another one.
    await recordSent(application, 'first@example.com', 'agreement-signed');
    expect(await ask('first@example.com')).toBe(false);
  });
});
