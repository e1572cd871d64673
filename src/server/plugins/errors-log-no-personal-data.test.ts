// A failing query must not write its parameters (passport numbers, names, emails, dates of birth,
// resume links) to the log. Real database errors, through the real error handler and logger, on
// PGlite or PostgreSQL (docs/decisions/0010-hardening.md).
import { randomUUID } from 'node:crypto';
import { problemOf } from '@/domain/errors';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { applicants } from '@/server/db';
import { insertSupportMessages } from '@/server/test-support/support-messages';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';
import { loggerOptions } from '@/server/logger';
import { insertApplication } from '@/server/test-support/payments';

const PII = {
  firstName: 'Zeynepgul',
  lastName: 'Kuzucuoglu',
  passportNumber: 'U98765432',
  email: 'zeynep.kuzucuoglu@example.com',
  dateOfBirth: '1987-03-14',
  address: '221B Baker Street',
  resumeUrl: 'http://localhost/apply/resume#token=Qm9ndXNUb2tlbk5vdFJlYWxBdEFsbA',
};

let database: TestDatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let output = '';

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/evisa-test-data',
    CLIENT_DIR: '/nonexistent-client',
  });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  app = await buildApp({
    config,
    database,
    logger: { ...(loggerOptions('info') as object), stream },
  });
  const applicantRow = (applicationId: string) => ({
    applicationId,
    position: 0,
    firstName: PII.firstName,
    lastName: PII.lastName,
    passportNumber: PII.passportNumber,
    details: { email: PII.email, dateOfBirth: PII.dateOfBirth, address: PII.address },
  });
  // Each route makes the database refuse a write or a read that carries personal data.
  app.post('/__test/foreign-key', async () => {
    await app.db.insert(applicants).values(applicantRow(randomUUID()));
  });
  app.post('/__test/unique', async () => {
    const { application } = await insertApplication(app.db);
    await app.db.insert(applicants).values(applicantRow(application.id));
    await app.db.insert(applicants).values(applicantRow(application.id));
  });
  app.post('/__test/bad-uuid', async () => {
    await app.db.select().from(applicants).where(eq(applicants.id, PII.passportNumber));
  });
  app.post('/__test/nul-byte', async () => {
    await insertSupportMessages(app.db, {
      name: `${PII.firstName} ${PII.lastName}`,
      email: PII.email,
      // The subject is not sealed, so the database itself sees (and refuses) the NUL byte.
      subject: `Passport ${PII.passportNumber}, born ${PII.dateOfBirth}, at ${PII.address}\u0000`,
      message: `Resume ${PII.resumeUrl}`,
    });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('database errors in the log', () => {
  it.each(['foreign-key', 'unique', 'bad-uuid', 'nul-byte'])(
    '%s: logs the query shape and the error code, never the values',
    async (name) => {
      output = '';
      const res = await app.inject({ method: 'POST', url: `/__test/${name}` });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual(problemOf('server.error'));

      type LoggedError = { query?: string; code?: string; cause?: LoggedError };
      const entry = output
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { msg: string; err?: LoggedError })
        .find((line) => line.msg === 'request failed');
      // Useful to whoever reads the log: which statement failed and how.
      expect(entry?.err?.query).toMatch(
        /^(insert into|select) .*"(applicants|support_messages|support_conversations)"/,
      );
      expect(entry?.err?.cause?.code ?? entry?.err?.code).toMatch(/^(23503|23505|22P02|22021)$/);
      for (const value of [...Object.values(PII), 'Qm9ndXNUb2tlbk5vdFJlYWxBdEFsbA'])
        expect(output, `${name} leaked ${value}`).not.toContain(value);
    },
  );
});
