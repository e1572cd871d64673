import type { HTTPMethods } from 'fastify';
import { problemOf } from '@/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableStaffUser } from '@/server/services/staff/manage-staff-users';
import {
  bearer,
  buildStaffTestApp,
  createStaff,
  signIn,
  type StaffTestApp,
} from '@/server/test-support/staff';

// Every route under /api/admin (but the two sign-in calls) and /api/documents must answer 401
// 'Session expired' unless the request carries a live staff session. The routes are collected
// with Fastify's onRoute hook while the app is built, so a route added later is tested too.

let t: StaffTestApp;
beforeAll(async () => {
  t = await buildStaffTestApp();
});
afterAll(() => t.close());

const PUBLIC = new Set([
  'POST /api/admin/login',
  'POST /api/admin/login/totp',
  'POST /api/admin/invitation',
  'POST /api/admin/invitation/accept',
]);
const MINUTE = 60 * 1000;

function guardedRoutes() {
  return t.routes
    .filter((r) => /^\/api\/(admin|documents)(\/|$)/.test(r.url))
    .flatMap((r) =>
      [r.method].flat().map((method) => ({ method: method as HTTPMethods, url: r.url })),
    )
    .filter((r) => !PUBLIC.has(`${r.method} ${r.url}`));
}

/** A concrete path for a route pattern: every :param becomes a valid-looking UUID. */
const pathOf = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

const call = (method: HTTPMethods, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url: pathOf(url),
    headers,
    payload: method === 'GET' || method === 'HEAD' ? undefined : {},
  });

const me = (token: string) => call('GET', '/api/admin/me', bearer(token));

describe('the staff guard', () => {
  it('covers the staff routes that exist', () => {
    const names = guardedRoutes().map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/me',
        'POST /api/admin/logout',
        'GET /api/admin/applications',
        'POST /api/admin/applications/:id/assign',
        'POST /api/admin/applications/:id/unassign',
        // A decision per traveller (docs/requirements/traveller-decisions.md).
        'POST /api/admin/applications/:id/travellers/:applicantId/approve',
        'POST /api/admin/applications/:id/travellers/:applicantId/refuse',
        // Government submission and refunds (docs/requirements/refunds.md).
        'POST /api/admin/applications/:id/travellers/:applicantId/government-submission',
        'POST /api/admin/applications/:id/travellers/:applicantId/government-fee-refunded',
        'POST /api/admin/applications/:id/refunds',
        // Changes requested (docs/requirements/change-requests.md).
        'POST /api/admin/applications/:id/change-requests',
      ]),
    );
    for (const name of PUBLIC)
      expect(t.routes.map((r) => `${[r.method].flat()[0]} ${r.url}`)).toContain(name);
  });

  it('lets a live session in and slides its idle timeout', async () => {
    const { token } = await signIn(t, await createStaff(t));
    for (let i = 0; i < 4; i++) {
      t.clock.advance(29 * MINUTE);
      const res = await me(token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 401 Session expired to every guarded route without a live session', async () => {
    const tokens: Record<string, Record<string, string>> = {
      'no token': {},
      'not a bearer token': { authorization: 'Basic YWRtaW46YWRtaW4=' },
      'unknown token': bearer('A'.repeat(43)),
    };

    const revoked = await signIn(t, await createStaff(t));
    const logout = await call('POST', '/api/admin/logout', bearer(revoked.token));
    expect(logout.statusCode).toBe(200);
    tokens.revoked = bearer(revoked.token);

    const disabledUser = await createStaff(t);
    const disabled = await signIn(t, disabledUser);
    await disableStaffUser({ db: t.db, username: disabledUser });
    tokens['disabled account'] = bearer(disabled.token);

    const idle = await signIn(t, await createStaff(t));
    const absolute = await signIn(t, await createStaff(t));
    // Keep `absolute` busy for 12 hours; `idle` is left alone after its 30 minutes run out.
    t.clock.advance(29 * MINUTE);
    expect((await me(idle.token)).statusCode).toBe(200);
    for (let elapsed = 29; elapsed < 12 * 60 - 20; elapsed += 20) {
      expect((await me(absolute.token)).statusCode).toBe(200);
      t.clock.advance(20 * MINUTE);
    }
    expect((await me(absolute.token)).statusCode).toBe(200);
    t.clock.advance(20 * MINUTE);
    tokens['idle for 30 minutes'] = bearer(idle.token);
    tokens['older than 12 hours'] = bearer(absolute.token);

    const routes = guardedRoutes();
    for (const route of routes) {
      for (const [state, headers] of Object.entries(tokens)) {
        const res = await call(route.method, route.url, headers);
        expect(res.statusCode, `${route.method} ${route.url} with ${state}`).toBe(401);
        if (route.method !== 'HEAD') {
          expect(res.json(), `${route.method} ${route.url}`).toEqual(
            problemOf('staff.session_expired'),
          );
        }
      }
    }
  });
});
