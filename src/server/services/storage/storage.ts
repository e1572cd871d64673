import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where files live. Keys are random and opaque; callers never choose a path. */
export interface FileStorage {
  put(data: Buffer, options: { area: string; extension?: string }): Promise<string>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z-]+\/[0-9a-f]{2}\/[0-9a-f]{32}(\.[a-z0-9]{1,5})?$/;

/** Local disk under DATA_DIR/files: outside any web root, random names, no user input in paths. */
export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error('invalid storage key');
    return path.join(root, key);
  };
  return {
    async put(data, { area, extension }) {
      if (!/^[a-z-]+$/.test(area)) throw new Error('invalid storage area');
      const name = randomBytes(16).toString('hex');
      const ext = extension && /^[a-z0-9]{1,5}$/.test(extension) ? `.${extension}` : '';
      const key = `${area}/${name.slice(0, 2)}/${name}${ext}`;
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data, { flag: 'wx', mode: 0o600 });
      return key;
    },
    async get(key) {
      return readFile(resolve(key));
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
