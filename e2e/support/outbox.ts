import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from './test';

// The outbox: without SMTP_URL the server writes every email as an .eml file under
// DATA_DIR/mail (E2E_DATA_DIR is the shared test server's data directory; a spec that starts
// its own server passes that server's).

const mailDir = (dataDir = process.env.E2E_DATA_DIR ?? '') => path.join(dataDir, 'mail');

export const header = (eml: string, name: string) =>
  eml.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim();

async function emails(filter: (eml: string) => boolean, dataDir?: string): Promise<string[]> {
  const dir = mailDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  const all = await Promise.all(
    names.filter((n) => n.endsWith('.eml')).map((n) => readFile(path.join(dir, n), 'utf8')),
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
