/**
 * The commands of `npm run staff` (scripts/staff.ts), apart from opening the database, so
 * tests can run them on a test database.
 */
import type { DatabaseExecutor } from '../src/server/db';
import {
  createStaffUser,
  disableStaffUser,
  enableStaffUser,
  listStaffUsers,
  parseStaffRole,
  resetStaffMfa,
  setStaffPassword,
  setStaffRole,
  StaffUserError,
} from '../src/server/services/staff/manage-staff-users';

export const usage = `Usage: npm run staff -- <command> [username] [role]

  add <username> [role]   create an account: admin (the default), reviewer or support; password
                          from STAFF_PASSWORD, else generated, printed once, changed at first sign-in
  role <username> <role>  give an account another role (admin, reviewer, support)
  password <username>     set a new password (STAFF_PASSWORD, else generated, printed once and
                          changed at the next sign-in)
  disable <username>      stop an account from signing in and end its sessions
  enable <username>       allow a disabled account again
  reset-mfa <username>    forget the authenticator and recovery codes; the next sign-in enrols anew
  list                    show every account

With the embedded database (no DATABASE_URL), stop the server first.

In production, from the build: node dist/server/staff.js <command> ... (docs/deploy.md).`;

export interface StaffCommandContext {
  db: DatabaseExecutor;
  /** STAFF_PASSWORD, when set. */
  password?: string;
  print: (line: string) => void;
}

/** Runs one command; returns the process exit code. */
export async function runStaffCommand(
  args: string[],
  { db, password, print }: StaffCommandContext,
): Promise<number> {
  const [command, username, extra] = args;
  const needsName = command !== 'list' && command !== undefined;
  if (!command || (needsName && !username) || command === 'help' || command === '--help') {
    print(usage);
    return command === 'help' || command === '--help' ? 0 : 2;
  }
  const name = username ?? '';
  try {
    switch (command) {
      case 'add': {
        const created = await createStaffUser({
          db,
          username: name,
          password,
          ...(extra === undefined ? {} : { role: parseStaffRole(extra) }),
        });
        print(`Created staff user '${created.username}'.`);
        if (created.generatedPassword) print(`Password (shown once): ${created.generatedPassword}`);
        print('The first sign-in at /admin/login enrols an authenticator app.');
        return 0;
      }
      case 'password': {
        const { generatedPassword } = await setStaffPassword({ db, username: name, password });
        print(`New password set for '${name}'; their sessions were ended.`);
        if (generatedPassword) print(`Password (shown once): ${generatedPassword}`);
        return 0;
      }
      case 'role':
        if (extra === undefined) {
          print(usage);
          return 2;
        }
        await setStaffRole({ db, username: name, role: extra });
        print(`'${name}' is now ${extra}; their sessions were ended.`);
        return 0;
      case 'disable':
        await disableStaffUser({ db, username: name });
        print(`Disabled '${name}' and ended their sessions.`);
        return 0;
      case 'enable':
        await enableStaffUser({ db, username: name });
        print(`Enabled '${name}'.`);
        return 0;
      case 'reset-mfa':
        await resetStaffMfa({ db, username: name });
        print(`Second factor reset for '${name}': the next sign-in shows a new QR code.`);
        return 0;
      case 'list': {
        const users = await listStaffUsers({ db });
        if (users.length === 0) print('No staff users.');
        for (const u of users) {
          const state = [u.disabled ? 'disabled' : 'active', u.mfa ? 'mfa' : 'mfa not enrolled'];
          const last = u.lastLoginAt
            ? `last sign-in ${u.lastLoginAt.toISOString()}`
            : 'never signed in';
          print(`${u.username}\t${u.role}\t${state.join(', ')}\t${last}`);
        }
        return 0;
      }
      default:
        print(`Unknown command '${command}'.\n\n${usage}`);
        return 2;
    }
  } catch (error) {
    if (error instanceof StaffUserError) {
      print(`Error: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
