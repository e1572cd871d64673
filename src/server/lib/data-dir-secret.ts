import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A server secret: the configured value when set; otherwise a random one generated on first
 * start and kept in DATA_DIR/<fileName> (mode 0600), so what was signed before a restart
 * still verifies after it. Two processes starting at once agree on one secret.
 */
export async function resolveDataDirSecret({
  configured,
  dataDir,
  fileName,
}: {
  configured: string | undefined;
  dataDir: string;
  fileName: string;
}): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, fileName);
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(dataDir, { recursive: true });
  // The secret is written whole to a private temporary file, then linked into place: link()
  // fails if another process published first (then its secret wins), and a reader never sees
  // a file that exists but is still empty, as it could with a create-then-write.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(draft, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  try {
    await link(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    await unlink(draft).catch(() => undefined);
  }
  const created = await readSecret(file);
  if (!created) throw new Error(`Could not read the secret from ${file}`);
  return created;
}

async function readSecret(file: string): Promise<string | undefined> {
  try {
    const value = (await readFile(file, 'utf8')).trim();
    return value.length >= 32 ? value : undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}
