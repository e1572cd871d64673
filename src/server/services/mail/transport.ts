import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { encryptBuffer } from '@/server/services/storage/encryption/file-cipher';
import type { Keyring } from '@/server/services/storage/encryption/keyring';
import { CLAIM_SECONDS } from './outbox';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per outbox row, so a receiver can drop a duplicate after a crash mid-send. */
  messageId: string;
  replyTo?: string;
  /** Sent as Content-Language. */
  language?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface MailTransport {
  kind: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

// A send must give up well before the outbox claim expires; otherwise a second worker could
// reclaim the row while the first is still talking to the server and both would deliver.
// The URL may set its own (e.g. ?socketTimeout=...), which take precedence.
const SMTP_TIMEOUTS_MS = {
  connectionTimeout: 20_000,
  greetingTimeout: 20_000,
  socketTimeout: Math.floor((CLAIM_SECONDS * 1000) / 3),
};

function toMessage(mail: OutgoingMail) {
  const { language, ...message } = mail;
  return language ? { ...message, headers: { 'Content-Language': language } } : message;
}

/** The ending of a written message with attachments, encrypted like the stored files. */
export const SEALED_EML = '.eml.enc';

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under
 * DATA_DIR/mail. A message with attachments (a signed agreement, an e-Visa) is encrypted under
 * the files' master key when `keyring` is given, as `<id>.eml.enc` (docs/decisions/0038).
 */
export function createMailTransport(options: {
  smtpUrl?: string;
  dataDir: string;
  keyring?: Keyring;
}): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS_MS });
    return {
      kind: 'smtp',
      async send(mail) {
        await smtp.sendMail(toMessage(mail));
      },
      close: () => smtp.close(),
    };
  }
  const dir = path.join(options.dataDir, 'mail');
  const stream = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'file',
    async send(mail) {
      const info = await stream.sendMail(toMessage(mail));
      await mkdir(dir, { recursive: true });
      // Named by Message-ID alone: a resend after a crash replaces the file instead of adding a
      // second copy. Written then renamed, so a reader never sees half a message.
      const name = mail.messageId.replace(/[^a-zA-Z0-9@.-]/g, '');
      const seal = options.keyring && (mail.attachments?.length ?? 0) > 0;
      const file = path.join(dir, `${name}${seal ? SEALED_EML : '.eml'}`);
      const data = info.message as Buffer;
      const content =
        seal && options.keyring ? await encryptBuffer(data, await options.keyring.current()) : data;
      await writeFile(`${file}.partial`, content, { mode: 0o600 });
      await rename(`${file}.partial`, file);
    },
    close: () => stream.close(),
  };
}
