import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const SANDBOX_SECRET_FILE = 'sandbox-webhook-secret';

/**
 * SANDBOX_WEBHOOK_SECRET when set; otherwise a random secret generated on first start and kept
 * in DATA_DIR (mode 0600), so webhooks signed before a restart still verify after it.
 */
export async function resolveSandboxWebhookSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, SANDBOX_SECRET_FILE);
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
  if (!created) throw new Error(`Could not read the sandbox webhook secret from ${file}`);
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
