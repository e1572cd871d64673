// Helpers for the staff sign-in tests (server layer): an app with a movable clock, accounts,
// and the whole password + TOTP sign-in through the API.
import type { RouteOptions } from 'fastify';
import type { StaffRole } from '@/domain/staff-roles';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { createTestDatabase } from '@/server/test-support/test-database';
import { createStaffUser } from '@/server/services/staff/manage-staff-users';
import { totpCodeAt, TOTP_PERIOD_SECONDS } from '@/server/services/staff/totp';

export const STAFF_PASSWORD = 'correct horse battery staple';

/** A clock tests move by hand: no sleeping, and TOTP codes follow it. */
export function fakeClock(start = new Date('2026-11-23T10:00:00.000Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
    /** To the start of the next 30-second TOTP step, so a fresh code exists. */
    nextStep: () => {
      const period = TOTP_PERIOD_SECONDS * 1000;
      now = (Math.floor(now / period) + 1) * period;
    },
  };
}

export async function buildStaffTestApp() {
  const clock = fakeClock();
  const routes: RouteOptions[] = [];
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/evisa-test-data',
    CLIENT_DIR: '/nonexistent-client',
  });
  const database = await createTestDatabase();
  const app = await buildApp({
    config,
    database,
    clock: clock.now,
    onRoute: (route) => routes.push(route),
  });
  await app.ready();
  return {
    app,
    clock,
    routes,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
export type StaffTestApp = Awaited<ReturnType<typeof buildStaffTestApp>>;

let nextIp = 0;
/** Sign-in is limited per address, so each test sign-in comes from its own unless told. */
export const freshIp = () => `10.77.${(++nextIp >> 8) & 255}.${nextIp & 255}`;

let nextUser = 0;
export async function createStaff(
  t: StaffTestApp,
  username = `staff${++nextUser}`,
  role: StaffRole = 'admin',
) {
  await createStaffUser({ db: t.db, username, password: STAFF_PASSWORD, role });
  return username;
}

export const postJson = (t: StaffTestApp, url: string, payload: object, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

export async function passwordStep(t: StaffTestApp, username: string, ip = freshIp()) {
  const res = await postJson(t, '/api/admin/login', { username, password: STAFF_PASSWORD }, ip);
  if (res.statusCode !== 200) throw new Error(`password step: ${res.statusCode} ${res.body}`);
  return res.json<{ challenge: string; enrol?: { secret: string } }>();
}

/**
 * Password, then TOTP (enrolling on the first sign-in). Returns the token, the secret and the
 * recovery codes when this sign-in enrolled.
 */
export async function signIn(t: StaffTestApp, username: string, secret?: string) {
  const ip = freshIp();
  const step1 = await passwordStep(t, username, ip);
  const totpSecret = step1.enrol?.secret ?? secret;
  if (!totpSecret) throw new Error('enrolled account: pass its secret');
  t.clock.nextStep();
  const res = await postJson(
    t,
    '/api/admin/login/totp',
    { challenge: step1.challenge, code: totpCodeAt(totpSecret, t.clock.now()) },
    ip,
  );
  if (res.statusCode !== 200) throw new Error(`totp step: ${res.statusCode} ${res.body}`);
  const body = res.json<{ token: string; expiresAt: string; recoveryCodes?: string[] }>();
  return { ...body, secret: totpSecret };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
