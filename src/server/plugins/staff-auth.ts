import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { bearerToken } from '@/server/lib/bearer';
import { sessionExpired } from '@/server/services/staff/staff-errors';
import {
  authenticateStaffSession,
  type AuthenticatedStaff,
} from '@/server/services/staff/staff-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member; set by requireStaff on every route of a staff scope. */
    staff?: AuthenticatedStaff;
  }
}

/**
 * onRequest hook: a valid staff session or 401 'Session expired'. Runs before body parsing
 * and validation, so a caller without a session learns nothing about a route's input.
 */
async function requireStaff(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  const staff = token
    ? await authenticateStaffSession({ db: request.server.db, token, now: request.server.clock() })
    : undefined;
  if (!staff) throw sessionExpired();
  request.staff = staff;
}

/** The staff member of a request in a staff scope (typed, so handlers need no `!`). */
export function staffOf(request: FastifyRequest): AuthenticatedStaff {
  if (!request.staff) throw sessionExpired();
  return request.staff;
}

/**
 * Wraps a route plugin so that every route it (or anything it registers) declares needs a staff
 * session: `app.register(staffOnly(adminRoutes), { prefix: '/admin' })`. There is no per-route
 * opt-out; the public sign-in calls live in their own plugin outside the guarded scope.
 */
export function staffOnly<Options extends Record<string, unknown>>(
  routes: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return async (app, { prefix: _applied, ...options }) => {
    app.addHook('onRequest', requireStaff);
    // Staff answers carry applicants' personal data: no browser or proxy keeps a copy.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    // The prefix already applies to this wrapper's scope; passing it on would double it.
    await app.register(routes, options as Options);
  };
}
