import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

// Sensitive columns sealed in the database (docs/requirements/privacy.md, "Sensitive columns";
// docs/decisions/0039-sealed-columns.md). One random 32-byte column secret per database, kept in
// the `column_keys` table wrapped by the master key, gives two keys: one that seals values with
// AES-256-GCM, one that makes the keyed blind indexes (HMAC-SHA256) staff search by.
//
// No `@/` imports: schema/sealed.ts imports this file, and drizzle-kit loads the schema with its
// own loader.

/** A sealed value: `s1.<key id>.<base64url of nonce | ciphertext | tag>`. Anything else is legacy clear text. */
const PREFIX = 's1.';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const COLUMN_SECRET_BYTES = 32;

export interface ColumnKey {
  /** 16 hex digits derived from the secret (never the secret): what a sealed value names. */
  id: string;
  secret: Buffer;
  seal: Buffer;
  index: Buffer;
}

export class ColumnKeyError extends Error {
  override name = 'ColumnKeyError';
}

const derive = (secret: Buffer, purpose: string) =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `e-visa columns: ${purpose}`, 32));

export function columnKeyFromSecret(secret: Buffer): ColumnKey {
  if (secret.length !== COLUMN_SECRET_BYTES)
    throw new ColumnKeyError(`a column secret has ${COLUMN_SECRET_BYTES} bytes`);
  return {
    id: derive(secret, 'id').subarray(0, 8).toString('hex'),
    secret,
    seal: derive(secret, 'seal'),
    index: derive(secret, 'blind index'),
  };
}

export const newColumnSecret = () => randomBytes(COLUMN_SECRET_BYTES);

// The keys this process knows, by id, and the one it writes with. A server process opens one
// database, so it holds one key; a test process that opens several databases gives them all the
// first key it loaded (see loadColumnKey), so every value it wrote stays readable.
const known = new Map<string, ColumnKey>();
let current: ColumnKey | undefined;

/** Makes `key` the process's key for new values and blind indexes. */
export function useColumnKey(key: ColumnKey): void {
  known.set(key.id, key);
  current = key;
}

/** The process's key, if one was loaded. */
export const currentColumnKey = (): ColumnKey | undefined => current;

function writingKey(): ColumnKey {
  if (!current)
    throw new ColumnKeyError(
      'no column key is loaded: open the database through buildApp or loadColumnKey first',
    );
  return current;
}

/** True when the stored value is sealed (not legacy clear text). */
export const isSealedValue = (stored: string) => stored.startsWith(PREFIX);

/**
 * Seals `plain` for column `column` (bound to it as associated data: a value moved to another
 * column does not open).
 */
export function sealValue(column: string, plain: string): string {
  const key = writingKey();
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.seal, nonce);
  cipher.setAAD(Buffer.from(column));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url');
  return `${PREFIX}${key.id}.${sealed}`;
}

/** Opens a value sealed by sealValue for the same column; legacy clear text comes back as it is. */
export function openValue(column: string, stored: string): string {
  if (!isSealedValue(stored)) return stored;
  const [keyId, sealed] = stored.slice(PREFIX.length).split('.', 2);
  const key = keyId === undefined ? undefined : known.get(keyId);
  if (!key || sealed === undefined)
    throw new ColumnKeyError(`a value in ${column} is sealed under unknown column key ${keyId}`);
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < NONCE_BYTES + TAG_BYTES)
    throw new ColumnKeyError(`a value in ${column} is cut short`);
  const decipher = createDecipheriv('aes-256-gcm', key.seal, bytes.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.from(column));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  const body = decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES));
  try {
    return Buffer.concat([body, decipher.final()]).toString('utf8');
  } catch {
    throw new ColumnKeyError(`a value in ${column} is damaged`);
  }
}

/** A keyed blind index of `value` for `purpose`: 8 bytes of HMAC-SHA256, base64url (11 characters). */
export function blindIndex(purpose: string, value: string): string {
  return createHmac('sha256', writingKey().index)
    .update(`${purpose}\0${value}`)
    .digest()
    .subarray(0, 8)
    .toString('base64url');
}
