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
    // A password the command printed must be replaced at the first sign-in; a chosen one not.
    expect(ravi!.passwordMustChange).toBe(true);
    const [meera] = await handle.db.query.staffUsers.findMany({
      where: (u, { eq }) => eq(u.username, 'meera'),
    });
    expect(meera).toMatchObject({ role: 'admin', passwordMustChange: false });

    expect((await run(['disable', 'meera'])).code).toBe(0);
    expect((await run(['reset-mfa', 'ravi'])).code).toBe(0);
    const list = await run(['list']);
    expect(list.output).toMatch(/^meera\tadmin\tdisabled, mfa not enrolled\tnever signed in$/m);
    expect(list.output).toMatch(/^ravi\tadmin\tactive, mfa not enrolled\tnever signed in$/m);
  });

  it('adds with a role and changes roles', async () => {
    expect((await run(['add', 'sam', 'support'], 'a long staff password')).code).toBe(0);
    expect((await run(['role', 'ravi', 'reviewer'])).code).toBe(0);
    const list = (await run(['list'])).output;
    expect(list).toMatch(/^sam\tsupport\t/m);
    expect(list).toMatch(/^ravi\treviewer\t/m);
    expect(await run(['role', 'ravi', 'boss'])).toEqual({
      code: 1,
      output: 'Error: Role must be one of: admin, reviewer, support',
    });
    expect((await run(['add', 'kim', 'owner'], 'a long staff password')).code).toBe(1);
    expect((await run(['list'])).output).not.toMatch(/^kim/m);
    expect((await run(['role', 'ravi'])).code).toBe(2);
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
