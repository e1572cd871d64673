import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { emailOutbox, type Database } from '@/server/db';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';
import { createLocalStorage, type FileStorage } from '@/server/services/storage/storage';
import { createMailWorker, type MailWorkerOptions } from '@/server/services/mail/mail-worker';
import { insertOutboxRow, queueEmail, type QueueEmailInput } from '@/server/services/mail/outbox';
import type { TemplateName } from '@/server/services/mail/templates/definitions';
import { insertApplication } from '@/server/test-support/payments';
import { recordingLogger } from './recording-logger';

export const TEST_ADDRESS = 'applicant.secret@example.com';
/** Starts %PDF and holds every byte value, so any re-encoding damage shows. */
export const PDF_BYTES = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
]);

/** An isolated database and storage per test file, plus helpers to queue and inspect outbox rows. */
export async function createMailTestKit() {
  const database: TestDatabaseHandle = await createTestDatabase();
  const dir = await mkdtemp(path.join(tmpdir(), 'evisa-mail-'));
  const storage: FileStorage = createLocalStorage(path.join(dir, 'files'));
  const db: Database = database.db;
  let counter = 0;
  // The default email links back into an application, so there is one for it to name.
  const { application } = await insertApplication(db);

  const nextKey = () => `test:${process.pid}:${++counter}:${Math.random()}`;
  const rowIdOf = async (idempotencyKey: string) => {
    const row = await db.query.emailOutbox.findFirst({
      where: eq(emailOutbox.idempotencyKey, idempotencyKey),
    });
    if (!row) throw new Error('queued row not found');
    return row.id;
  };

  return {
    database,
    db,
    dir,
    storage,
    /** Queues an email through queueEmail: a resume link unless `email` says otherwise. */
    async queue<T extends TemplateName = 'resume-link'>(
      email: Partial<Omit<QueueEmailInput<T>, 'template' | 'payload'>> &
        Pick<Partial<QueueEmailInput<T>>, 'template' | 'payload'> = {},
    ): Promise<string> {
      const input = {
        idempotencyKey: nextKey(),
        to: TEST_ADDRESS,
        template: 'resume-link',
        language: 'en',
        payload: { applicationNumber: application.applicationNumber },
        applicationId: application.id,
        ...email,
      } as QueueEmailInput<T>;
      await db.transaction((tx) => queueEmail(tx, input));
      return rowIdOf(input.idempotencyKey);
    },
    /** Writes a row as an older version might have left it: no check of template or payload. */
    async queueRow(row: { template: string; payload: Record<string, unknown> }): Promise<string> {
      const idempotencyKey = nextKey();
      await insertOutboxRow(db, {
        idempotencyKey,
        to: TEST_ADDRESS,
        language: 'en',
        applicationId: application.id,
        ...row,
      });
      return rowIdOf(idempotencyKey);
    },
    row: async (id: string) => {
      const row = await db.query.emailOutbox.findFirst({ where: eq(emailOutbox.id, id) });
      if (!row) throw new Error(`no outbox row ${id}`);
      return row;
    },
    /** Time travel: the row's retry is due now. */
    makeDue: (id: string) =>
      db
        .update(emailOutbox)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(emailOutbox.id, id)),
    /** Seconds from the database's now() until the row's next attempt. */
    async secondsUntilRetry(id: string): Promise<number> {
      const { rows } = await db.execute<{ s: number }>(
        sql`select extract(epoch from next_attempt_at - now())::float8 as s from email_outbox where id = ${id}`,
      );
      return Number(rows[0]?.s);
    },
    worker(options: Partial<MailWorkerOptions> & Pick<MailWorkerOptions, 'transport'>) {
      const log = recordingLogger();
      const worker = createMailWorker({
        db,
        storage,
        from: 'India e-Visa Online <no-reply@evisa.example>',
        publicUrl: 'https://evisa.example',
        logger: log.logger,
        pollIntervalMs: 60_000,
        ...options,
      });
      return Object.assign(worker, { logLines: log.lines });
    },
    async close() {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type MailTestKit = Awaited<ReturnType<typeof createMailTestKit>>;
