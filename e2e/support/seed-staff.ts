/**
 * The browser tests' staff accounts in one process (the staff command once per account and
 * step took about twenty seconds of every server start): for each account in
 * E2E_STAFF_ACCOUNTS (JSON, [{ username, password }]), what an operator would do with
 * `npm run staff`: add it, or, when it exists (a reused PostgreSQL database), set its password;
 * then reset its second factor, so each spec enrols afresh. Run by addStaffAccounts
 * (global-setup.ts) before the server holds DATA_DIR.
 */
import { loadConfig } from '../../src/server/config';
import { openConfiguredDatabase } from '../../src/server/data-dir/open-database';
import { runStaffCommand } from '../../scripts/staff-commands';

const accounts = JSON.parse(process.env.E2E_STAFF_ACCOUNTS ?? '[]') as {
  username: string;
  password: string;
}[];
const opened = await openConfiguredDatabase(loadConfig());
let failed = false;
try {
  for (const { username, password } of accounts) {
    const run = (args: string[]) =>
      runStaffCommand(args, { db: opened.database.db, password, print: () => undefined });
    if ((await run(['add', username])) !== 0 && (await run(['password', username])) !== 0) {
      console.error(`could not add or update the staff account ${username}`);
      failed = true;
    }
    if ((await run(['reset-mfa', username])) !== 0) {
      console.error(`could not reset the second factor of ${username}`);
      failed = true;
    }
  }
} finally {
  await opened.database.close();
  await opened.afterClose();
}
process.exit(failed ? 1 : 0);
