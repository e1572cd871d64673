/**
 * Prints a written email that carries an attachment (DATA_DIR/mail/<id>.eml.enc, encrypted at
 * rest) as the plain .eml it was: npm run mail:open -- <file> > message.eml
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config';
import { StartupError } from '../src/server/data-dir/startup-error';
import { decryptBuffer } from '../src/server/services/storage/encryption/file-cipher';
import {
  fileKeyring,
  KEY_FILE,
  parseMasterKeys,
  staticKeyring,
} from '../src/server/services/storage/encryption/keyring';

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length > 0 || file.startsWith('-')) {
  console.error('Usage: npm run mail:open -- <DATA_DIR/mail/<id>.eml.enc> > message.eml');
  process.exit(2);
}
try {
  const config = loadConfig();
  const keyring = config.DATA_ENCRYPTION_KEY
    ? staticKeyring(parseMasterKeys(config.DATA_ENCRYPTION_KEY, 'DATA_ENCRYPTION_KEY'))
    : await fileKeyring(path.join(config.DATA_DIR, KEY_FILE));
  process.stdout.write(await decryptBuffer(await readFile(file), keyring));
} catch (err) {
  if (!(err instanceof ConfigError || err instanceof StartupError || err instanceof Error))
    throw err;
  console.error(err.message);
  process.exit(1);
}
