import type { Config } from '@/server/config';
import { s3StorageFromSettings } from './s3-storage';
import { createLocalStorage, type FileStorage } from './storage';

/** An S3-compatible bucket when S3_BUCKET is set, else local disk under DATA_DIR/files. */
export function storageFromConfig(config: Config): FileStorage {
  const { S3_BUCKET } = config;
  return S3_BUCKET
    ? s3StorageFromSettings({ ...config, S3_BUCKET })
    : createLocalStorage(`${config.DATA_DIR}/files`);
}
