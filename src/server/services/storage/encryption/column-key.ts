import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  columnKeyFromSecret,
  currentColumnKey,
  newColumnSecret,
  useColumnKey,
  type ColumnKey,
} from '@/server/db/column-crypto';
import { columnKeys, type DatabaseExecutor } from '@/server/db';
import { decryptBuffer, encryptBuffer, FileDecryptionError, headerKeyId } from './file-cipher';
import { KeyringError, masterKeyId, staticKeyring, type Keyring } from './keyring';

// The database's column secret (src/server/db/column-crypto.ts), kept in `column_keys` sealed
// under the master key like a stored file (docs/decisions/0039-sealed-columns.md). Rotating the
// master key re-wraps this one row; the sealed values themselves never change.

const ROW_ID = 'current';

const sealSecret = async (secret: Buffer, keyring: Keyring) =>
  (await encryptBuffer(secret, await keyring.current())).toString('base64');

/**
 * Opens the database's column secret with `keyring` and makes it the process's column key.
 * An empty database gets one: the process's key when it already holds one (a test process
 * opening many databases), else a new random secret; two instances starting at once agree on
 * whichever row was inserted first. A secret the keyring cannot open refuses the start.
 */
export async function loadColumnKey(db: DatabaseExecutor, keyring: Keyring): Promise<ColumnKey> {
  let [row] = await db.select().from(columnKeys).where(eq(columnKeys.id, ROW_ID));
  if (!row) {
    const secret = currentColumnKey()?.secret ?? newColumnSecret();
    await db
      .insert(columnKeys)
      .values({ id: ROW_ID, sealedSecret: await sealSecret(secret, keyring) })
      .onConflictDoNothing();
    [row] = await db.select().from(columnKeys).where(eq(columnKeys.id, ROW_ID));
  }
  if (!row) throw new KeyringError('the column key could not be stored');
  const sealed = Buffer.from(row.sealedSecret, 'base64');
  let secret: Buffer;
  try {
    secret = await decryptBuffer(sealed, keyring);
  } catch (err) {
    if (!(err instanceof FileDecryptionError)) throw err;
    throw new KeyringError(
      `The database's column key is sealed under master key ${headerKeyId(sealed)}, which ` +
        `${keyring.source} does not open (${err.message}). Start with the key the database was ` +
        'encrypted with.',
    );
  }
  const key = columnKeyFromSecret(secret);
  useColumnKey(key);
  return key;
}

/** Whether a start-up pass has found every sealed column's values sealed (see seal-legacy-rows.ts). */
export async function legacyRowsSealed(db: DatabaseExecutor): Promise<boolean> {
  const [row] = await db
    .select({ at: columnKeys.legacyRowsSealedAt })
    .from(columnKeys)
    .where(eq(columnKeys.id, ROW_ID));
  return row?.at != null;
}

/** Records that a start-up pass found nothing left in clear. */
export async function markLegacyRowsSealed(db: DatabaseExecutor, at = new Date()): Promise<void> {
  await db.update(columnKeys).set({ legacyRowsSealedAt: at }).where(eq(columnKeys.id, ROW_ID));
}

/**
 * Seals the column secret again under the keyring's current master key when it is under
 * another one (a rotation). Works from the secret in memory, so it needs no old key; a no-op
 * when the row is already current. Returns the master key id the row is now under.
 */
export async function rewrapColumnKey(
  db: DatabaseExecutor,
  keyring: Keyring,
  key: ColumnKey,
): Promise<string> {
  const current = await keyring.current();
  const [row] = await db.select().from(columnKeys).where(eq(columnKeys.id, ROW_ID));
  if (!row) throw new KeyringError('the database has no column key');
  const underId = headerKeyId(Buffer.from(row.sealedSecret, 'base64'));
  if (underId === current.id) return underId;
  await db
    .update(columnKeys)
    .set({ sealedSecret: await sealSecret(key.secret, keyring) })
    .where(and(eq(columnKeys.id, ROW_ID), eq(columnKeys.sealedSecret, row.sealedSecret)));
  return current.id;
}

/** How often a server looks for a new current master key to re-wrap the column key under. */
export const COLUMN_KEY_CHECK_MS = 2000;

/**
 * Re-wraps the column key whenever the keyring's current master key changes (a key file that
 * `npm run rotate-key` rewrote). Returns the function that stops watching.
 */
export function watchColumnKeyWrap(
  db: DatabaseExecutor,
  keyring: Keyring,
  key: ColumnKey,
  onError: (err: unknown) => void,
): () => void {
  let seen: string | undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void (async () => {
      const id = (await keyring.current()).id;
      if (id !== seen) seen = await rewrapColumnKey(db, keyring, key);
    })()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, COLUMN_KEY_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

let ephemeral: Keyring | undefined;
/**
 * A master key that lives only in this process: what an app built with an injected store (tests)
 * seals its database's column key under.
 */
export const processKeyring = (): Keyring =>
  (ephemeral ??= (() => {
    const key = randomBytes(32);
    return staticKeyring([{ id: masterKeyId(key), key }], 'this process');
  })());
