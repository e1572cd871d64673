// Exactly once across a crash, with the real server process: SIGKILL mid-send and SIGKILL
// between the commit and the worker, then a restart delivers each email once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDatabase,
  emailOutbox,
  migrateDatabase,
  supportMessages,
  type Database,
} from '@/server/db';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';
import { messageIdFor } from './deliver-email';
import { queueEmail } from './outbox';
import { samplePayloads } from '@/server/test-support/mail/sample-payloads';
import { runServer, runTs, shareColumnKey } from '@/server/test-support/mail/child-process';
import { startSmtpSink, type SmtpSink } from '@/server/test-support/mail/smtp-sink';

let dataDir: string;
let postgres: TestDatabaseHandle | undefined;
let sink: SmtpSink;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'evisa-crash-'));
  if (process.env.DATABASE_URL) postgres = await createTestDatabase();
  else await seedPgliteDirectory();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await postgres?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The database the server processes use. PGlite in a directory allows one process at a time, so open it only between them. */
async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  if (postgres) {
    await shareColumnKey(postgres.db, dataDir);
    return work(postgres.db);
  }
  const database = await createDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    await migrateDatabase(database);
    await shareColumnKey(database.db, dataDir);
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** Starts the directory from the migrated snapshot the other tests use: much faster than initdb. */
async function seedPgliteDirectory() {
  const memory = await createTestDatabase();
  if (memory.driver.kind !== 'pglite') throw new Error('expected PGlite');
  const snapshot = await memory.driver.client.dumpDataDir('gzip');
  await memory.close();
  await (
    await createDatabase({ dataDir: path.join(dataDir, 'pglite'), pgliteSnapshot: snapshot })
  ).close();
}

/** Whatever else happened, the SMTP server never got the same message twice. */
function expectNoDuplicates() {
  const ids = sink.received.map((m) => m.messageId);
  expect(new Set(ids).size).toBe(ids.length);
}

const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: postgres?.databaseUrl, SMTP_URL: sink.url });
const outboxRow = (id: string) =>
  withDatabase((db) => db.query.emailOutbox.findFirst({ where: eq(emailOutbox.id, id) }));

async function stopGracefully(server: ReturnType<typeof runServer>) {
  server.child.kill('SIGTERM');
  expect(await server.exited).toEqual({ code: 0, signal: null });
}

describe('email delivery across a server crash', () => {
  it(
    'delivers once when the process died right after committing the change',
    { timeout: 60_000 },
    async () => {
      sink.mode = 'accept';
      const writer = runTs('src/server/test-support/mail/queue-and-die.ts', env());
      await writer.waitForOutput('committed ', 30_000);
      expect((await writer.exited).signal).toBe('SIGKILL');
      const supportMessageId = /committed (\S+)/.exec(writer.output())?.[1] ?? '';
      const idempotencyKey = `support-acknowledgement:${supportMessageId}`;

      const server = runServer(env());
      await sink.next('accepted', 30_000);
      await stopGracefully(server);

      const { message, row } = await withDatabase(async (db) => ({
        message: await db.query.supportMessages.findFirst({
          where: eq(supportMessages.id, supportMessageId),
        }),
        row: await db.query.emailOutbox.findFirst({
          where: eq(emailOutbox.idempotencyKey, idempotencyKey),
        }),
      }));
      expect(message).toBeDefined(); // the state change survived the kill, and so did its email
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      expect(sink.countByMessageId(messageIdFor(row!.id))).toBe(1);
      const mail = sink.received.find((m) => m.messageId === messageIdFor(row!.id));
      expect(mail?.subject).toBe('हमें आपका संदेश प्राप्त हो गया है (संदर्भ A1B2C3D4)');
      expectNoDuplicates();
    },
  );

  it(
    'delivers once after the server is killed while the SMTP server has not yet answered',
    { timeout: 60_000 },
    async () => {
      const id = await withDatabase(async (db) => {
        await db.transaction((tx) =>
          queueEmail(tx, {
            idempotencyKey: 'crash:mid-send',
            to: 'applicant@example.com',
            template: 'documents-received',
            language: 'tr',
            payload: samplePayloads['documents-received'],
          }),
        );
        const row = await db.query.emailOutbox.findFirst({
          where: eq(emailOutbox.idempotencyKey, 'crash:mid-send'),
        });
        return row!.id;
      });

      sink.mode = 'hang'; // takes the message, never says 250: not delivered
      const first = runServer(env());
      await sink.next('hanging', 30_000);
      first.child.kill('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');
      const claimedRow = await withDatabase(async (db) => {
        const row = await db.query.emailOutbox.findFirst({ where: eq(emailOutbox.id, id) });
        // Two minutes pass: the dead worker's claim expires.
        await db
          .update(emailOutbox)
          .set({ lockedUntil: sql`now() - interval '1 second'` })
          .where(eq(emailOutbox.id, id));
        return row;
      });
      expect(claimedRow).toMatchObject({ status: 'sending', attempts: 1 });
      sink.mode = 'accept';
      const second = runServer(env());
      await sink.next('accepted', 30_000);
      await stopGracefully(second);

      expect(sink.countByMessageId(messageIdFor(id))).toBe(1);
      expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2 });
      expect(second.output()).toContain(`"outboxId":"${id}"`);
      for (const server of [first, second])
        expect(server.output()).not.toContain('applicant@example.com');
      // The email of the other test, sent by an earlier server, was not sent again by these.
      expectNoDuplicates();
    },
  );
});
