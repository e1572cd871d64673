import { eq } from 'drizzle-orm';
import { problemOf } from '@/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffLoginChallenges, staffUsers } from '@/server/db';
import { disableStaffUser } from '@/server/services/staff/manage-staff-users';
import {
  buildStaffTestApp,
  createStaff,
  freshIp,
  postJson,
  STAFF_PASSWORD,
  type StaffTestApp,
} from '@/server/test-support/staff';

let t: StaffTestApp;
beforeAll(async () => {
  t = await buildStaffTestApp();
});
afterAll(() => t.close());

const login = (payload: object, ip = freshIp()) => postJson(t, '/api/admin/login', payload, ip);
const invalid = problemOf('staff.invalid_credentials');

describe('POST /api/admin/login (password step)', () => {
  it('names the missing fields with the sign-in form messages', async () => {
    const res = await login({ username: '  ', password: '' });
    expect(res.statusCode).toBe(400);
    const fields = {
      username: problemOf('validation.username_required'),
      password: problemOf('validation.password_required'),
    };
    expect(res.json()).toEqual({ ...problemOf('validation.failed'), fields });
    expect((await login({})).json().fields).toEqual(fields);
  });

  it('answers a challenge and the enrolment, never a token, for the right password', async () => {
    const username = await createStaff(t);
    const res = await login({ username: ` ${username.toUpperCase()} `, password: STAFF_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['challenge', 'enrol', 'expiresAt']);
    expect(body.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.expiresAt).getTime() - t.clock.now().getTime()).toBe(5 * 60 * 1000);
    expect(body.enrol.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.enrol.otpauthUrl).toContain(`otpauth://totp/`);
    expect(body.enrol.otpauthUrl).toContain(`secret=${body.enrol.secret}`);
    expect(body.enrol.qrCode).toMatch(/^data:image\/png;base64,/);
    // Only a hash of the challenge is stored.
    const rows = await t.db.select().from(staffLoginChallenges);
    expect(rows.some((r) => r.challengeHash === body.challenge)).toBe(false);
    // The challenge is not a staff token.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${body.challenge}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('keeps one pending secret across sign-ins until enrolment', async () => {
    const username = await createStaff(t);
    const first = (await login({ username, password: STAFF_PASSWORD })).json();
    const second = (await login({ username, password: STAFF_PASSWORD })).json();
    expect(second.enrol.secret).toBe(first.enrol.secret);
    expect(second.challenge).not.toBe(first.challenge);
  });

  it('answers a wrong password, an unknown user and a disabled account alike', async () => {
    const username = await createStaff(t);
    const disabled = await createStaff(t);
    await disableStaffUser({ db: t.db, username: disabled });
    const answers = await Promise.all([
      login({ username, password: 'not the password' }),
      login({ username: 'nobody-here', password: STAFF_PASSWORD }),
      login({ username: disabled, password: STAFF_PASSWORD }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(invalid);
    }
  });

  it('answers 429 with Retry-After after 10 wrong passwords in a row, even for the right one', async () => {
    const username = await createStaff(t);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await login({ username, password: `wrong ${i}` }, ip)).statusCode).toBe(401);
    }
    const blocked = await login({ username, password: STAFF_PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(problemOf('staff.too_many_attempts'));
    expect(Number(blocked.headers['retry-after'])).toBe(15 * 60);
    // Per username too: another address does not get around it.
    expect((await login({ username, password: STAFF_PASSWORD })).statusCode).toBe(429);
    // The window slides: 15 minutes after the failures, the right password works again.
    t.clock.advance(15 * 60 * 1000 + 1);
    expect((await login({ username, password: STAFF_PASSWORD }, ip)).statusCode).toBe(200);
  });

  it('limits one address across usernames', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await login({ username: `guess${i}`, password: 'x' }, ip)).statusCode).toBe(401);
    }
    const username = await createStaff(t);
    expect((await login({ username, password: STAFF_PASSWORD }, ip)).statusCode).toBe(429);
    expect((await login({ username, password: STAFF_PASSWORD })).statusCode).toBe(200);
  });

  it('audits a failure without the password', async () => {
    const username = await createStaff(t);
    const ip = freshIp();
    await login({ username, password: 'Secret-Attempt-123' }, ip);
    const [user] = await t.db.select().from(staffUsers).where(eq(staffUsers.username, username));
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.staffUserId, user!.id));
    expect(entries).toMatchObject([
      { action: 'staff.login_failed', ip, details: { username, step: 'password' } },
    ]);
    expect(JSON.stringify(entries)).not.toContain('Secret-Attempt-123');
  });
});
