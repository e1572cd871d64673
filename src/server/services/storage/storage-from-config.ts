import type { Config } from '@/server/config';
import { createEncryptedStorage } from './encryption/encrypted-storage';
import { checkKeyringOpensStore, sampleStoredKeyIds } from './encryption/key-rotation';
import { KeyringError, resolveKeyring, type Keyring } from './encryption/keyring';
import { s3StorageFromSettings } from './s3-storage';
import { createLocalStorage, type FileStorage } from './storage';

/** The configured store as it holds the files (ciphertext): for rotation and checks only. */
export function storedFilesFromConfig(config: Config): FileStorage {
  const { S3_BUCKET } = config;
  return S3_BUCKET
    ? s3StorageFromSettings({ ...config, S3_BUCKET })
    : createLocalStorage(`${config.DATA_DIR}/files`);
}

export interface OpenedStorage {
  /** What the app reads and writes: plaintext in, ciphertext stored. */
  storage: FileStorage;
  /** The store underneath (an S3 bucket when S3_BUCKET is set, else DATA_DIR/files). */
  stored: FileStorage;
  keyring: Keyring;
  /** For the operator, logged at start. */
  warnings: string[];
}

/**
 * The store with encryption at rest (docs/decisions/0038-encryption-at-rest.md), after checking
 * that the master key opens the files already stored: a wrong key refuses to start
 * (KeyringError) before anything is written. Generates DATA_DIR/encryption.key for an empty
 * store when DATA_ENCRYPTION_KEY is not set.
 */
export async function openFileStorage(config: Config): Promise<OpenedStorage> {
  // PostgreSQL and a bucket: instances that share the files, each with its own DATA_DIR. A key
  // generated into each would differ, and each would fail to read what the others wrote.
  if (config.S3_BUCKET && config.DATABASE_URL && !config.DATA_ENCRYPTION_KEY)
    throw new KeyringError(
      'S3_BUCKET and DATABASE_URL are set, so instances share the files: set ' +
        'DATA_ENCRYPTION_KEY, the same on every instance (npm run rotate-key -- --generate ' +
        'prints a new key). A key generated into each DATA_DIR would differ between instances.',
    );
  const stored = storedFilesFromConfig(config);
  const { keyring, created } = await resolveKeyring({
    configured: config.DATA_ENCRYPTION_KEY,
    dataDir: config.DATA_DIR,
    mayCreate: async () => (await sampleStoredKeyIds(stored)).ids.size === 0,
  });
  if (!created) await checkKeyringOpensStore(stored, keyring);
  const warnings =
    config.NODE_ENV === 'production' && !config.DATA_ENCRYPTION_KEY
      ? [
          `DATA_ENCRYPTION_KEY is not set: files are encrypted under the key in ${keyring.source}, ` +
            'beside the data it protects. Set DATA_ENCRYPTION_KEY from a secret store in ' +
            'production (docs/deploy.md, "Secrets shared by all instances").',
        ]
      : [];
  return { storage: createEncryptedStorage(stored, keyring), stored, keyring, warnings };
}
