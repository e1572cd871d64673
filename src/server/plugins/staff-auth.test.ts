import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';
import { createStaffUser } from '@/server/services/staff/manage-staff-users';
import { createStaffSession } from '@/server/services/staff/staff-sessions';
import { staffOnly } from './staff-auth';
import errorsPlugin from './errors';

let handle: TestDatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

it('guards every route of a staffOnly scope, even one that never asks who is signed in', async () => {
  const app = Fastify();
  await app.register(errorsPlugin);
  app.decorate('db', handle.db);
  app.decorate('clock', () => new Date());
  await app.register(
    staffOnly(async (scope) => {
      scope.get('/open-by-mistake', { config: { staffRoles: ['admin'] } }, async (request) => ({
        staff: request.staff?.username,
      }));
    }),
    { prefix: '/staff' },
  );
  app.get('/public', async () => ({ ok: true }));

  expect((await app.inject('/staff/open-by-mistake')).statusCode).toBe(401);
  expect((await app.inject('/public')).statusCode).toBe(200);

  await createStaffUser({ db: handle.db, username: 'guarded', password: 'long enough password' });
  const [user] = await handle.db.query.staffUsers.findMany();
  const { token } = await createStaffSession({
    db: handle.db,
    staffUserId: user!.id,
    ip: '127.0.0.1',
    now: new Date(),
  });
  // The scheme is case-insensitive (RFC 9110), for staff as for applicants (lib/bearer.ts).
  for (const scheme of ['Bearer', 'bearer']) {
    const res = await app.inject({
      url: '/staff/open-by-mistake',
      headers: { authorization: `${scheme} ${token}` },
    });
    expect(res.json()).toEqual({ staff: 'guarded' });
  }
  await app.close();
});

it('refuses to start a staff route that names no roles', async () => {
  const app = Fastify();
  app.decorate('db', handle.db);
  app.decorate('clock', () => new Date());
  const start = async () => {
    await app.register(
      staffOnly(async (scope) => {
        scope.get('/forgot-its-roles', async () => ({ ok: true }));
      }),
      { prefix: '/staff' },
    );
    await app.ready();
  };
  await expect(start()).rejects.toThrow(
    'GET /staff/forgot-its-roles: a staff route must declare staffRoles',
  );
});
