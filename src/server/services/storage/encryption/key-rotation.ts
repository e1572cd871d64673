import { STORAGE_AREAS, type FileStorage } from '../storage';
import { rewrapStoredFile, type RewrapOutcome } from './encrypted-storage';
import { headerKeyId, HEADER_BYTES, isSealed, readHead } from './file-cipher';
import { KeyringError, type Keyring } from './keyring';

/** How many files of each area the start-up check opens: enough to catch a wrong key. */
const SAMPLE_PER_AREA = 3;

/**
 * The master key ids named by a few stored files of each area (a listing's first files, read
 * header only). A store encrypted under another key shows in any one of its files.
 */
export async function sampleStoredKeyIds(
  inner: FileStorage,
  perArea = SAMPLE_PER_AREA,
): Promise<{ ids: Set<string>; files: number }> {
  const ids = new Set<string>();
  let files = 0;
  for (const area of STORAGE_AREAS) {
    let taken = 0;
    for await (const entry of inner.list(area)) {
      if (entry.partial) continue;
      const id = await storedKeyId(inner, entry.key);
      if (id === 'gone') continue;
      files += 1;
      if (id) ids.add(id);
      if (++taken >= perArea) break;
    }
  }
  return { ids, files };
}

/** The key id in a stored file's header; undefined for a file in clear, 'gone' if deleted. */
async function storedKeyId(inner: FileStorage, key: string): Promise<string | undefined | 'gone'> {
  let stream;
  try {
    stream = await inner.getStream(key);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw err;
  }
  try {
    const { head } = await readHead(stream);
    return isSealed(head) && head.length >= HEADER_BYTES ? headerKeyId(head) : undefined;
  } finally {
    stream.destroy();
  }
}

/**
 * Refuses a keyring that cannot open the stored files (a wrong DATA_ENCRYPTION_KEY, a key file
 * from another installation): the server must not start writing under a key that is not the
 * one its files need. Changes nothing.
 */
export async function checkKeyringOpensStore(inner: FileStorage, keyring: Keyring) {
  const { ids } = await sampleStoredKeyIds(inner);
  const held = new Set((await keyring.all()).map((k) => k.id));
  const missing = [...ids].filter((id) => !held.has(id));
  if (missing.length > 0)
    throw new KeyringError(
      `Wrong encryption key: stored files are encrypted under master key ${missing.join(', ')}, ` +
        `but ${keyring.source} holds ${[...held].join(', ')}. Set the key the files were ` +
        `written with (during a rotation, both keys, the new one first). Nothing was changed.`,
    );
}

export type RotationCounts = Record<RewrapOutcome, number>;

/**
 * Puts every stored file under the keyring's current key: re-wraps each data key, encrypts any
 * file still in clear. Safe while the service runs: each file is swapped whole, and the old
 * key stays in the keyring until this returns, so reads never fail. Run it again to catch files
 * written meanwhile by a server that had not yet seen the new key.
 */
export async function rotateStoredFiles(
  inner: FileStorage,
  keyring: Keyring,
  { onFile }: { onFile?: (key: string, outcome: RewrapOutcome) => void } = {},
): Promise<RotationCounts> {
  const to = await keyring.current();
  const counts: RotationCounts = { rewrapped: 0, encrypted: 0, current: 0, gone: 0 };
  for (const area of STORAGE_AREAS) {
    for await (const entry of inner.list(area)) {
      if (entry.partial) continue;
      const outcome = await rewrapStoredFile(inner, entry.key, keyring, to);
      counts[outcome] += 1;
      onFile?.(entry.key, outcome);
    }
  }
  return counts;
}
