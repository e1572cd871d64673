import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageIdFor } from './deliver-email';
import { samplePayloads } from '@/server/test-support/mail/sample-payloads';
import {
  createMailTestKit,
  PDF_BYTES,
  type MailTestKit,
} from '@/server/test-support/mail/mail-test-kit';
import { parseMail } from '@/server/test-support/mail/mime';
import { decryptBuffer } from '@/server/services/storage/encryption/file-cipher';
import { parseMasterKeys, staticKeyring } from '@/server/services/storage/encryption/keyring';
import { createMailTransport } from './transport';

let kit: MailTestKit;
beforeAll(async () => {
  kit = await createMailTestKit();
});
afterAll(async () => kit.close());

describe('file transport (no SMTP_URL)', () => {
  it('writes each email as a parseable .eml file under DATA_DIR/mail', async () => {
    const transport = createMailTransport({ dataDir: kit.dir });
    expect(transport.kind).toBe('file');
    const storageKey = await kit.storage.put(PDF_BYTES, { area: 'visas', extension: 'pdf' });
    const id = await kit.queue({
      template: 'application-approved',
      language: 'ar',
      payload: samplePayloads['application-approved'],
      attachments: [{ filename: 'e-visa.pdf', storageKey, contentType: 'application/pdf' }],
    });
    expect(await kit.worker({ transport }).runOnce()).toMatchObject({ sent: 1 });

    const dir = path.join(kit.dir, 'mail');
    const files = await readdir(dir);
    expect(files).toEqual([`outbox-${id}@evisa.eml`]);
    const mail = parseMail(await readFile(path.join(dir, files[0] ?? '')));
    expect(mail.messageId).toBe(messageIdFor(id));
    expect(mail.subject).toBe('تمت الموافقة على تأشيرتك الإلكترونية للطلب EV2026K7QX3M9A');
    expect(mail.headers.get('to')).toBe('applicant.secret@example.com');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.attachments[0]?.content.equals(PDF_BYTES)).toBe(true);
  });

  it("encrypts a message with attachments under the files' key, and leaves one without in clear", async () => {
    const keyring = staticKeyring(parseMasterKeys('f'.repeat(64), 'test'), 'test');
    const transport = createMailTransport({ dataDir: kit.dir, keyring });
    const mail = {
      from: 'a@evisa.example',
      to: 'traveller@example.com',
      subject: 'Your e-Visa',
      text: 'Attached',
      html: '<p>Attached</p>',
    };
    await transport.send({
      ...mail,
      messageId: messageIdFor('sealed'),
      attachments: [{ filename: 'e-visa.pdf', content: PDF_BYTES, contentType: 'application/pdf' }],
    });
    await transport.send({ ...mail, messageId: messageIdFor('plain') });
    const dir = path.join(kit.dir, 'mail');
    const files = (await readdir(dir)).filter((f) => /sealed|plain/.test(f)).sort();
    expect(files).toEqual(['outbox-plain@evisa.eml', 'outbox-sealed@evisa.eml.enc']);
    const sealed = await readFile(path.join(dir, 'outbox-sealed@evisa.eml.enc'));
    expect(sealed.includes('traveller@example.com')).toBe(false);
    expect(sealed.includes(PDF_BYTES.toString('base64').slice(0, 40))).toBe(false);
    const opened = parseMail(await decryptBuffer(sealed, keyring));
    expect(opened.headers.get('to')).toBe('traveller@example.com');
    expect(opened.attachments[0]?.content.equals(PDF_BYTES)).toBe(true);
  });

  it('replaces rather than duplicates the file when the same row is sent again', async () => {
    const transport = createMailTransport({ dataDir: kit.dir });
    const mail = {
      from: 'a@evisa.example',
      to: 'b@example.com',
      subject: 'S',
      text: 'T',
      html: '<p>T</p>',
    };
    await transport.send({ ...mail, messageId: messageIdFor('again') });
    await transport.send({ ...mail, messageId: messageIdFor('again') });
    const files = (await readdir(path.join(kit.dir, 'mail'))).filter((f) => f.includes('again'));
    expect(files).toEqual(['outbox-again@evisa.eml']);
  });
});
