/**
 * Restores a backup made by npm run backup into an empty or absent DATA_DIR.
 * Run: npm run restore -- <file.tar.gz>   (docs/decisions/0025-backup-restore.md)
 */
import { runRestoreCommand } from '../src/server/data-dir/backup/commands';

process.exit(
  await runRestoreCommand(process.argv.slice(2), {
    env: process.env,
    print: (line) => console.log(line),
    printError: (line) => console.error(line),
  }),
);
