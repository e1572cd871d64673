import { createHmac, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { StartupError } from '@/server/data-dir/startup-error';

// The master keys that wrap every stored file's data key (docs/decisions/0038-encryption-at-rest.md).
// The first key of a keyring encrypts new files; the others only read. DATA_ENCRYPTION_KEY holds
// them (comma-separated, base64 or hex of 32 bytes); unset, DATA_DIR/encryption.key does (one per
// line), generated on the first start of an empty store.

export const KEY_FILE = 'encryption.key';
const KEY_BYTES = 32;
/** How often a key-file keyring looks for a new current key (npm run rotate-key adds one). */
export const KEY_FILE_CHECK_MS = 1000;

export interface MasterKey {
  /** 16 hex digits derived from the key (never the key): what a file's header names. */
  id: string;
  key: Buffer;
}

export interface Keyring {
  /** The key new files are written under. */
  current(): Promise<MasterKey>;
  /** A key by its id; a key file is read again once when the id is not known. */
  find(id: string): Promise<MasterKey | undefined>;
  /** Every key held, current first. */
  all(): Promise<MasterKey[]>;
  /** Where the keys come from, for messages. */
  readonly source: string;
}

/** A wrong or missing key: the server refuses to start, and changes nothing. */
export class KeyringError extends StartupError {
  override name = 'KeyringError';
}

export const masterKeyId = (key: Buffer) =>
  createHmac('sha256', key).update('e-visa master key id').digest().subarray(0, 8).toString('hex');

const toMasterKey = (key: Buffer): MasterKey => ({ id: masterKeyId(key), key });

/** A new random master key, as written in a key file or DATA_ENCRYPTION_KEY (base64). */
export const newMasterKeyText = () => randomBytes(KEY_BYTES).toString('base64');

/** Parses keys separated by commas or new lines; `#` starts a comment line. */
export function parseMasterKeys(text: string, where: string): MasterKey[] {
  const entries = text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  if (entries.length === 0) throw new KeyringError(`${where} holds no key.`);
  return entries.map((entry, index) => {
    const key = /^[0-9a-f]{64}$/i.test(entry)
      ? Buffer.from(entry, 'hex')
      : /^[A-Za-z0-9+/]{43}=$/.test(entry)
        ? Buffer.from(entry, 'base64')
        : undefined;
    if (!key || key.length !== KEY_BYTES)
      throw new KeyringError(
        `${where}: key ${index + 1} is not 32 bytes written as base64 (44 characters) or hex ` +
          `(64 characters). Make one with: openssl rand -base64 32`,
      );
    return toMasterKey(key);
  });
}

/** A fixed keyring (DATA_ENCRYPTION_KEY, tests). */
export function staticKeyring(keys: MasterKey[], source = 'DATA_ENCRYPTION_KEY'): Keyring {
  const [first] = keys;
  if (!first) throw new KeyringError(`${source} holds no key.`);
  return {
    source,
    current: async () => first,
    find: async (id) => keys.find((k) => k.id === id),
    all: async () => keys,
  };
}

/**
 * The keys of a key file, read again when it changes (checked at most every KEY_FILE_CHECK_MS
 * for writes, and at once for a file naming a key not held), so a running server follows
 * npm run rotate-key without a restart. A file that disappears or breaks keeps the keys held.
 */
export async function fileKeyring(file: string): Promise<Keyring> {
  let keys = parseMasterKeys(await readFile(file, 'utf8'), file);
  let modified = (await stat(file)).mtimeMs;
  let checkedAt = Date.now();
  const reload = async () => {
    checkedAt = Date.now();
    try {
      const info = await stat(file);
      if (info.mtimeMs === modified) return;
      keys = parseMasterKeys(await readFile(file, 'utf8'), file);
      modified = info.mtimeMs;
    } catch {
      // Keep what we have: a file being replaced, or removed by hand, must not stop the service.
    }
  };
  return {
    source: file,
    async current() {
      if (Date.now() - checkedAt >= KEY_FILE_CHECK_MS) await reload();
      return keys[0]!;
    },
    async find(id) {
      const held = keys.find((k) => k.id === id);
      if (held) return held;
      await reload();
      return keys.find((k) => k.id === id);
    },
    async all() {
      return keys;
    },
  };
}

/** Replaces a key file's keys at once (a temporary file renamed over it), mode 0600. */
export async function writeKeyFile(file: string, keys: string[], comment: string) {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `# ${comment}\n${keys.join('\n')}\n`, { mode: 0o600 });
  await rename(temporary, file);
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return false;
      throw err;
    },
  );

/**
 * The configured keyring: DATA_ENCRYPTION_KEY when set, else DATA_DIR/encryption.key. The key
 * file is created only when `mayCreate` (an empty store); otherwise its absence is an error.
 */
export async function resolveKeyring({
  configured,
  dataDir,
  mayCreate,
}: {
  configured: string | undefined;
  dataDir: string;
  mayCreate: () => Promise<boolean>;
}): Promise<{ keyring: Keyring; created: boolean }> {
  if (configured)
    return {
      keyring: staticKeyring(parseMasterKeys(configured, 'DATA_ENCRYPTION_KEY')),
      created: false,
    };
  const file = path.join(dataDir, KEY_FILE);
  if (await exists(file)) return { keyring: await fileKeyring(file), created: false };
  if (!(await mayCreate()))
    throw new KeyringError(
      `The stored files are encrypted, but DATA_ENCRYPTION_KEY is not set and ${file} is ` +
        `missing. Restore the key file (or set DATA_ENCRYPTION_KEY to the key) before starting; ` +
        `nothing was changed.`,
    );
  // Written aside and linked into place: the key file appears whole or not at all, and when
  // another process of this server linked its own first, that key wins.
  const temporary = `${file}.${process.pid}.new`;
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await writeFile(temporary, `# generated ${new Date().toISOString()}\n${newMasterKeyText()}\n`, {
    mode: 0o600,
  });
  try {
    await link(temporary, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    await rm(temporary, { force: true });
  }
  return { keyring: await fileKeyring(file), created: true };
}
