import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
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
  try {
    // 'wx' fails if another process created it first; then its secret wins.
    await writeFile(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
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
