import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '@/server/db';
import { messageIdFor } from './deliver-email';
import { createMailWorker } from './mail-worker';
import { claimDueEmails } from './outbox';
import { createMailTestKit, type MailTestKit } from '@/server/test-support/mail/mail-test-kit';
import { recordingLogger } from '@/server/test-support/mail/recording-logger';
import { startSmtpSink, type SmtpSink } from '@/server/test-support/mail/smtp-sink';
import { createMailTransport, type MailTransport } from './transport';

let kit: MailTestKit;
let second: DatabaseHandle | undefined;
let sink: SmtpSink;
let smtp: MailTransport;

beforeAll(async () => {
  kit = await createMailTestKit();
  // On PostgreSQL the second worker gets its own pool, as a second server process would.
  if (kit.database.databaseUrl)
    second = await createDatabase({ databaseUrl: kit.database.databaseUrl });
  sink = await startSmtpSink();
  smtp = createMailTransport({ smtpUrl: sink.url, dataDir: kit.dir });
});
afterAll(async () => {
  smtp.close();
  await sink.close();
  await second?.close();
  await kit.close();
});

describe('several workers on one outbox', () => {
  it('never claims the same row twice, however many claims race', async () => {
    const ids = await Promise.all(Array.from({ length: 40 }, () => kit.queue()));
    const dbs = [kit.db, second?.db ?? kit.db];
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) => claimDueEmails(dbs[i % 2]!, 7)),
    );
    const claimed = claims.flat().map((row) => row.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.length).toBe(40);
    expect(new Set(claimed)).toEqual(new Set(ids));
    expect(claims.flat().every((row) => row.status === 'sending' && row.attempts === 1)).toBe(true);
  });

  it('two workers running runOnce side by side send every email exactly once', async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, () => kit.queue()));
    const options = {
      transport: smtp,
      storage: kit.storage,
      from: 'no-reply@evisa.example',
      publicUrl: 'https://evisa.example',
      logger: recordingLogger().logger,
      batchSize: 4,
    };
    const workers = [
      createMailWorker({ ...options, db: kit.db }),
      createMailWorker({ ...options, db: second?.db ?? kit.db }),
    ];
    const sentBy = [0, 0];
    for (let round = 0; round < 30; round++) {
      const runs = await Promise.all(workers.map((w) => w.runOnce()));
      runs.forEach((run, i) => (sentBy[i] = (sentBy[i] ?? 0) + run.sent));
      if (runs.every((run) => run.sent + run.failed + run.retried === 0)) break;
    }
    expect((sentBy[0] ?? 0) + (sentBy[1] ?? 0)).toBe(30);
    if (second) expect(sentBy.every((n) => n > 0)).toBe(true); // both really worked, in parallel
    for (const id of ids) expect(sink.countByMessageId(messageIdFor(id))).toBe(1);
    const rows = await Promise.all(ids.map((id) => kit.row(id)));
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
