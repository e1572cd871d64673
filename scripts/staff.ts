/**
 * Staff accounts from the command line: add, password, disable, enable, reset-mfa, list.
 * Run: npm run staff -- add <username>   (see scripts/staff-commands.ts for every command)
 *
 * Works on PostgreSQL (DATABASE_URL) and on the embedded database in DATA_DIR. PGlite allows
 * one process per directory, so with the embedded database the server must be stopped first;
 * the DATA_DIR lock makes this refuse to run while it is not.
 */
import { ConfigError, loadConfig } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/data-dir/open-database';
import { StartupError } from '../src/server/data-dir/startup-error';
import { runStaffCommand, usage } from './staff-commands';

const args = process.argv.slice(2);
if (args.length === 0) {
  console.log(usage);
  process.exit(2);
}
// The same DATA_DIR lock as the server: a running server on the embedded database makes this
// stop with a message naming its pid, instead of two processes writing one PGlite directory.
let opened: Awaited<ReturnType<typeof openConfiguredDatabase>>;
try {
  opened = await openConfiguredDatabase(loadConfig());
} catch (err) {
  if (!(err instanceof ConfigError || err instanceof StartupError)) throw err;
  console.error(err.message);
  process.exit(1);
}
let code: number;
try {
  code = await runStaffCommand(args, {
    db: opened.database.db,
    password: process.env.STAFF_PASSWORD || undefined,
    print: (line) => console.log(line),
  });
} finally {
  await opened.database.close();
  await opened.afterClose();
}
process.exit(code);
