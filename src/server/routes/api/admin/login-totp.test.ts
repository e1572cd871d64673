import { asc, eq } from 'drizzle-orm';
import { problemOf } from '@/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffRecoveryCodes, staffUsers } from '@/server/db';
import { totpCodeAt } from '@/server/services/staff/totp';
import {
  bearer,
  buildStaffTestApp,
  createStaff,
  freshIp,
  passwordStep,
  postJson,
  signIn,
  type StaffTestApp,
} from '@/server/test-support/staff';

let t: StaffTestApp;
beforeAll(async () => {
  t = await buildStaffTestApp();
});
afterAll(() => t.close());

const totp = (challenge: string, code: string, ip = freshIp()) =>
  postJson(t, '/api/admin/login/totp', { challenge, code }, ip);
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });
const codeNow = (secret: string) => totpCodeAt(secret, t.clock.now());

describe('POST /api/admin/login/totp', () => {
  it('enrols with the first valid code: a token, ten recovery codes once, and an audit trail', async () => {
    const username = await createStaff(t);
    const ip = freshIp();
    const { challenge, enrol } = await passwordStep(t, username, ip);
    const res = await totp(challenge, codeNow(enrol!.secret), ip);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.expiresAt).getTime() - t.clock.now().getTime()).toBe(12 * 3600 * 1000);
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    for (const code of body.recoveryCodes) expect(code).toMatch(/^([0-9A-Z]{4}-){3}[0-9A-Z]{4}$/);
    expect((await me(body.token)).json()).toEqual({
      username,
      role: 'admin',
      passwordMustChange: false,
    });

    const [user] = await t.db.select().from(staffUsers).where(eq(staffUsers.username, username));
    expect(user!.totpEnabledAt).toEqual(t.clock.now());
    const stored = await t.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.staffUserId, user!.id));
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.codeHash)).not.toContain(body.recoveryCodes[0]);
    const actions = await t.db
      .select({ action: auditLog.action, ip: auditLog.ip })
      .from(auditLog)
      .where(eq(auditLog.staffUserId, user!.id))
      .orderBy(asc(auditLog.id));
    expect(actions).toEqual([
      { action: 'staff.mfa_enrolled', ip },
      { action: 'staff.login', ip },
    ]);

    // Enrolled: the next sign-in shows no secret and answers no recovery codes.
    const again = await signIn(t, username, enrol!.secret);
    expect(again.recoveryCodes).toBeUndefined();
    const step1 = await passwordStep(t, username);
    expect(step1.enrol).toBeUndefined();
  });

  it('accepts a code once: the same code, or an older step, is refused later', async () => {
    const username = await createStaff(t);
    const { secret } = await signIn(t, username);
    const used = codeNow(secret);
    const older = totpCodeAt(secret, new Date(t.clock.now().getTime() - 30_000));

    const replay = await passwordStep(t, username);
    const res = await totp(replay.challenge, used);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(problemOf('staff.totp_invalid'));
    const res2 = await totp(replay.challenge, older);
    expect(res2.statusCode).toBe(401);
    // The next step's code works.
    t.clock.nextStep();
    expect((await totp(replay.challenge, codeNow(secret))).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous sign-ins with the same code through', async () => {
    const username = await createStaff(t);
    const { secret } = await signIn(t, username);
    const [a, b] = [await passwordStep(t, username), await passwordStep(t, username)];
    t.clock.nextStep();
    const code = codeNow(secret);
    const answers = await Promise.all([totp(a.challenge, code), totp(b.challenge, code)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('accepts a code one step either side of now, not two', async () => {
    const username = await createStaff(t);
    const { challenge, enrol } = await passwordStep(t, username);
    t.clock.nextStep();
    const at = (offset: number) =>
      totpCodeAt(enrol!.secret, new Date(t.clock.now().getTime() + offset * 30_000));
    expect((await totp(challenge, at(2))).statusCode).toBe(401);
    expect((await totp(challenge, at(-2))).statusCode).toBe(401);
    expect((await totp(challenge, at(1))).statusCode).toBe(200);
  });

  it('burns the challenge after 5 wrong codes', async () => {
    const username = await createStaff(t);
    const { challenge, enrol } = await passwordStep(t, username);
    const wrong = codeNow(enrol!.secret) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await totp(challenge, wrong)).statusCode).toBe(401);
    const res = await totp(challenge, codeNow(enrol!.secret));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(problemOf('staff.challenge_expired'));
  });

  it('refuses a used, an expired and an unknown challenge', async () => {
    const username = await createStaff(t);
    const { challenge, enrol } = await passwordStep(t, username);
    expect((await totp(challenge, codeNow(enrol!.secret))).statusCode).toBe(200);
    t.clock.nextStep();
    expect((await totp(challenge, codeNow(enrol!.secret))).json()).toEqual(
      problemOf('staff.challenge_expired'),
    );

    const late = await passwordStep(t, username);
    t.clock.advance(5 * 60 * 1000);
    expect((await totp(late.challenge, codeNow(enrol!.secret))).statusCode).toBe(401);
    expect((await totp('x'.repeat(43), '123456')).statusCode).toBe(401);
    expect((await totp('', '')).statusCode).toBe(400);
  });

  it('lets a recovery code in exactly once', async () => {
    const username = await createStaff(t);
    const { recoveryCodes } = await signIn(t, username);
    const code = recoveryCodes![3]!;
    const first = await passwordStep(t, username);
    // Lower case and without dashes still matches.
    const res = await totp(first.challenge, code.toLowerCase().replace(/-/g, ' '));
    expect(res.statusCode).toBe(200);
    expect(res.json().recoveryCodes).toBeUndefined();
    expect((await me(res.json().token)).statusCode).toBe(200);

    const second = await passwordStep(t, username);
    expect((await totp(second.challenge, code)).json()).toEqual(problemOf('staff.totp_invalid'));
    const [user] = await t.db.select().from(staffUsers).where(eq(staffUsers.username, username));
    const used = await t.db.select().from(auditLog).where(eq(auditLog.staffUserId, user!.id));
    expect(used.filter((e) => e.action === 'staff.recovery_code_used')).toHaveLength(1);
  });

  it('counts wrong codes against the sign-in limit of the username', async () => {
    const username = await createStaff(t);
    await signIn(t, username);
    for (let round = 0; round < 2; round++) {
      const { challenge } = await passwordStep(t, username);
      for (let i = 0; i < 5; i++) await totp(challenge, '000000');
    }
    const res = await postJson(t, '/api/admin/login', { username, password: 'whatever' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
