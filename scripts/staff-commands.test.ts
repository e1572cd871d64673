import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabaseHandle,
} from '../src/server/test-support/test-database';
import { verifyPassword } from '../src/server/services/staff/password-hash';
import { runStaffCommand } from './staff-commands';

let handle: TestDatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

async function run(args: string[], password?: string) {
  const lines: string[] = [];
  const code = await runStaffCommand(args, {
    db: handle.db,
    password,
    print: (l) => lines.push(l),
  });
  return { code, output: lines.join('\n') };
}

describe('npm run staff', () => {
  it('adds with STAFF_PASSWORD or a generated password, lists, disables and resets', async () => {
    expect(await run(['add', 'Meera'], 'a long staff password')).toMatchObject({ code: 0 });
    const generated = await run(['add', 'ravi']);
    const password = /shown once\): (\S+)/.exec(generated.output)?.[1];
    expect(password).toBeDefined();
    const [ravi] = await handle.db.query.staffUsers.findMany({
      where: (u, { eq }) => eq(u.username, 'ravi'),
    });
    expect(await verifyPassword(ravi!.passwordHash, password!)).toBe(true);

    expect((await run(['disable', 'meera'])).code).toBe(0);
    expect((await run(['reset-mfa', 'ravi'])).code).toBe(0);
    const list = await run(['list']);
    expect(list.output).toMatch(/^meera\tdisabled, mfa not enrolled\tnever signed in$/m);
    expect(list.output).toMatch(/^ravi\tactive, mfa not enrolled\tnever signed in$/m);
  });

  it('explains mistakes with a non-zero exit code', async () => {
    expect(await run(['add', 'meera'], 'a long staff password')).toEqual({
      code: 1,
      output: "Error: Staff user 'meera' already exists",
    });
    expect((await run(['disable', 'ghost'])).output).toBe("Error: No staff user 'ghost'");
    expect((await run(['add'])).code).toBe(2);
    expect((await run(['promote', 'ravi'])).code).toBe(2);
  });
});
