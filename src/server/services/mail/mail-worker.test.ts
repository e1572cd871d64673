import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '@/server/db';
import { messageIdFor } from './deliver-email';
import { notifyMailWorker } from './mail-worker';
import { samplePayloads } from '@/server/test-support/mail/sample-payloads';
import {
  createMailTestKit,
  PDF_BYTES,
  TEST_ADDRESS,
  type MailTestKit,
} from '@/server/test-support/mail/mail-test-kit';
import { startSmtpSink, type SmtpSink } from '@/server/test-support/mail/smtp-sink';
import { createMailTransport, type MailTransport } from './transport';

let kit: MailTestKit;
let sink: SmtpSink;
let smtp: MailTransport;

beforeAll(async () => {
  kit = await createMailTestKit();
  sink = await startSmtpSink();
  smtp = createMailTransport({ smtpUrl: sink.url, dataDir: kit.dir });
});
afterAll(async () => {
  smtp.close();
  await sink.close();
  await kit.close();
});

describe('mail worker over SMTP', () => {
  it('delivers a queued email once, in its language, with the attachment intact', async () => {
    sink.mode = 'accept';
    const storageKey = await kit.storage.put(PDF_BYTES, { area: 'agreements', extension: 'pdf' });
    const id = await kit.queue({
      template: 'agreement-signed',
      language: 'tr',
      payload: samplePayloads['agreement-signed'],
      attachments: [{ filename: 'agreement.pdf', storageKey, contentType: 'application/pdf' }],
    });
    const worker = kit.worker({ transport: smtp });
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });

    expect(sink.countByMessageId(messageIdFor(id))).toBe(1);
    const mail = sink.received.find((m) => m.messageId === messageIdFor(id));
    expect(mail?.subject).toBe('EV2026K7QX3M9A numaralı başvurunuz için imzalı sözleşmeniz');
    expect(mail?.headers.get('content-language')).toBe('tr');
    expect(mail?.html).toContain('<html lang="tr" dir="ltr">');
    expect(mail?.text).toContain('Sözleşmeniz imzalandı');
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]?.filename).toBe('agreement.pdf');
    expect(mail?.attachments[0]?.contentType).toBe('application/pdf');
    expect(mail?.attachments[0]?.content.equals(PDF_BYTES)).toBe(true);

    const row = await kit.row(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    const logs = worker.logLines.join('\n');
    expect(logs).toContain(id);
    expect(logs).toContain('"template":"agreement-signed"');
    expect(logs).not.toContain(TEST_ADDRESS);
    expect(logs).not.toContain('Yılmaz');
  });

  it('keeps the email pending with backoff while the server refuses, then delivers it', async () => {
    sink.mode = 'refuse';
    const id = await kit.queue();
    const worker = kit.worker({ transport: smtp });

    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 });
    let row = await kit.row(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(row.lastError).toMatch(/451/);
    expect(row.lastError).not.toContain(TEST_ADDRESS);
    const first = await kit.secondsUntilRetry(id);
    expect(first).toBeGreaterThan(3);
    expect(first).toBeLessThan(7);
    // Not due yet: nothing happens however often the worker polls.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });

    await kit.makeDue(id);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 });
    const second = await kit.secondsUntilRetry(id);
    expect(second).toBeGreaterThan(7);
    expect(second).toBeLessThan(13);

    sink.mode = 'accept';
    await kit.makeDue(id);
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(sink.countByMessageId(messageIdFor(id))).toBe(1);
    row = await kit.row(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(worker.logLines.join('\n')).not.toContain(TEST_ADDRESS);
  });

  it('gives up after maxAttempts', async () => {
    sink.mode = 'refuse';
    const id = await kit.queue();
    const worker = kit.worker({ transport: smtp, maxAttempts: 2 });
    expect(await worker.runOnce()).toMatchObject({ retried: 1 });
    await kit.makeDue(id);
    expect(await worker.runOnce()).toMatchObject({ failed: 1 });
    expect(await kit.row(id)).toMatchObject({ status: 'failed', attempts: 2 });
    sink.mode = 'accept';
  });

  it('fails an unknown template or a malformed payload at once, without stopping the batch', async () => {
    sink.mode = 'accept';
    const unknown = await kit.queueRow({ template: 'no-such-template', payload: {} });
    const malformed = await kit.queueRow({
      template: 'payment-received',
      payload: { applicationNumber: 'EV1' },
    });
    const fine = await kit.queue();
    const worker = kit.worker({ transport: smtp });
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 2, retried: 0 });
    expect(await kit.row(unknown)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await kit.row(unknown)).lastError).toMatch(/unknown email template/);
    expect((await kit.row(malformed)).lastError).toMatch(/invalid payload: amount/);
    expect(await kit.row(fine)).toMatchObject({ status: 'sent' });
  });

  it('does not mark a row whose claim was taken over by another worker', async () => {
    sink.mode = 'accept';
    const id = await kit.queue();
    // While this worker sends, its claim "expires" and another worker claims the row (attempt 2).
    const slow: MailTransport = {
      ...smtp,
      async send(mail) {
        await kit.db
          .update(emailOutbox)
          .set({ attempts: sql`attempts + 1`, lockedUntil: sql`now() + interval '2 minutes'` })
          .where(eq(emailOutbox.id, id));
        await smtp.send(mail);
      },
    };
    const worker = kit.worker({ transport: slow });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(await kit.row(id)).toMatchObject({ status: 'sending', attempts: 2, sentAt: null });
    expect(worker.logLines.join('\n')).toMatch(/taken over by another worker/);
  });

  it('re-claims a row whose worker died mid-send once the claim expires', async () => {
    sink.mode = 'accept';
    const id = await kit.queue();
    await kit.db
      .update(emailOutbox)
      .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, id));
    expect(await kit.worker({ transport: smtp }).runOnce()).toMatchObject({ sent: 1 });
    expect(await kit.row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('wakes up on notifyMailWorker() instead of waiting for the next poll, and stops cleanly', async () => {
    sink.mode = 'accept';
    const worker = kit.worker({ transport: smtp, pollIntervalMs: 60_000 });
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 100)); // let the first (empty) poll pass
    const id = await kit.queue();
    const accepted = sink.next('accepted', 15_000);
    notifyMailWorker();
    await accepted;
    await worker.stop();
    expect(sink.countByMessageId(messageIdFor(id))).toBe(1);
    expect(await kit.row(id)).toMatchObject({ status: 'sent' });
  });
});
