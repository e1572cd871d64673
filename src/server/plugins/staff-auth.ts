import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { StaffRole } from '@/domain/staff-roles';
import { bearerToken } from '@/server/lib/bearer';
import {
  forbidden,
  passwordChangeRequired,
  sessionExpired,
} from '@/server/services/staff/staff-errors';
import {
  authenticateStaffSession,
  type AuthenticatedStaff,
} from '@/server/services/staff/staff-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member; set by requireStaff on every route of a staff scope. */
    staff?: AuthenticatedStaff;
  }
  interface FastifyContextConfig {
    /**
     * The roles that may call a staff route: one of `staffAccess` (src/domain/staff-roles.ts).
     * Every route in a staffOnly scope must say; one that does not stops the server starting.
     */
    staffRoles?: readonly StaffRole[];
    /** Open while the member's generated password waits to be changed (its own account). */
    duringPasswordChange?: true;
  }
}

/**
 * onRequest hook: a valid staff session or 401 'Session expired'; then, while a generated
 * password waits to be changed, 403 on everything but the member's own account; then 403 for a
 * role the route does not admit (docs/requirements/staff-roles.md). Runs before body parsing
 * and validation, so a caller without the right learns nothing about a route's input.
 */
async function requireStaff(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  const staff = token
    ? await authenticateStaffSession({ db: request.server.db, token, now: request.server.clock() })
    : undefined;
  if (!staff) throw sessionExpired();
  request.staff = staff;
  const { staffRoles, duringPasswordChange } = request.routeOptions.config;
  if (staff.passwordMustChange && !duringPasswordChange) throw passwordChangeRequired();
  // An unknown route (404 handler) has no roles: it stays a 404 for any signed-in member.
  if (request.routeOptions.url === undefined) return;
  if (!staffRoles?.includes(staff.role)) throw forbidden();
}

/** The staff member of a request in a staff scope (typed, so handlers need no `!`). */
export function staffOf(request: FastifyRequest): AuthenticatedStaff {
  if (!request.staff) throw sessionExpired();
  return request.staff;
}

/**
 * Inside a handler, for a right that depends on the request's content (a refusal that also
 * refunds needs the refund role): 403 staff.forbidden unless the member's role is in `roles`.
 */
export function requireRoles(request: FastifyRequest, roles: readonly StaffRole[]): void {
  if (!roles.includes(staffOf(request).role)) throw forbidden();
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
    // Fail closed: a route that names no roles is a mistake found at start, not a door left open.
    app.addHook('onRoute', (route) => {
      if (!route.config?.staffRoles) {
        throw new Error(
          `${String(route.method)} ${route.url}: a staff route must declare staffRoles`,
        );
      }
    });
    app.addHook('onRequest', requireStaff);
    // Staff answers carry applicants' personal data: no browser or proxy keeps a copy.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    // The prefix already applies to this wrapper's scope; passing it on would double it.
    await app.register(routes, options as Options);
  };
}
