import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { decryptBuffer } from '@/server/services/storage/encryption/file-cipher';
import { fileKeyring, KEY_FILE } from '@/server/services/storage/encryption/keyring';
import { SEALED_EML } from '@/server/services/mail/transport';
import { expect } from './test';

// The outbox: without SMTP_URL the server writes every email as an .eml file under
// DATA_DIR/mail (E2E_DATA_DIR is the shared test server's data directory; a spec that starts
// its own server passes that server's).

const mailDir = (dataDir = process.env.E2E_DATA_DIR ?? '') => path.join(dataDir, 'mail');

export const header = (eml: string, name: string) =>
  eml.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim();

/**
 * An email as written: in clear, or (one with attachments) encrypted under the server's key
 * file, which a test server keeps in its DATA_DIR.
 */
async function readEmail(dataDir: string, name: string): Promise<string> {
  const data = await readFile(path.join(mailDir(dataDir), name));
  if (!name.endsWith(SEALED_EML)) return data.toString('utf8');
  const keyring = await fileKeyring(path.join(dataDir, KEY_FILE));
  return (await decryptBuffer(data, keyring)).toString('utf8');
}

/** Every email of `dataDir`'s outbox that matches. */
export async function emails(
  filter: (eml: string) => boolean,
  dataDir = process.env.E2E_DATA_DIR ?? '',
): Promise<string[]> {
  const names = await readdir(mailDir(dataDir)).catch(() => [] as string[]);
  const all = await Promise.all(
    names
      .filter((n) => n.endsWith('.eml') || n.endsWith(SEALED_EML))
      .map((n) => readEmail(dataDir, n)),
  );
  return all.filter(filter);
}

/** Waits for the one email that matches (in `dataDir`'s outbox) and returns it. */
export async function waitForEmail(
  filter: (eml: string) => boolean,
  dataDir?: string,
): Promise<string> {
  await expect
    .poll(async () => (await emails(filter, dataDir)).length, { timeout: 20_000 })
    .toBe(1);
  const [found] = await emails(filter, dataDir);
  return found ?? '';
}

/** Undoes quoted-printable soft line breaks and escapes, enough to find a link in the body. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The wizard's resume link in an email. */
export function resumeLinkIn(eml: string): string {
  const link = decodeQuotedPrintable(eml).match(/https?:\/\/[^\s"'<>]+\/apply\/resume#[^\s"'<>]+/);
  expect(link, 'the email carries a resume link').toBeTruthy();
  return (link?.[0] ?? '').replace(/&amp;/g, '&');
}
