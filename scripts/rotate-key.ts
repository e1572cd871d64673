/**
 * Moves every stored file to a new master key while the service runs (or prints a new key with
 * --generate). Run: npm run rotate-key; docs/decisions/0038-encryption-at-rest.md.
 */
import { runRotateKeyCommand } from '../src/server/services/storage/encryption/rotate-key-command';

process.exit(
  await runRotateKeyCommand(process.argv.slice(2), {
    env: process.env,
    print: (line) => console.log(line),
    printError: (line) => console.error(line),
  }),
);
