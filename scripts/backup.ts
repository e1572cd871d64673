/**
 * Writes a backup of DATA_DIR (embedded database, files, mail, generated secrets) to a new file,
 * while the server runs or not. Run: npm run backup -- <file.tar.gz>
 * Restore with npm run restore (scripts/restore.ts); docs/decisions/0025-backup-restore.md.
 */
import { runBackupCommand } from '../src/server/data-dir/backup/commands';

process.exit(
  await runBackupCommand(process.argv.slice(2), {
    env: process.env,
    print: (line) => console.log(line),
    printError: (line) => console.error(line),
  }),
);
