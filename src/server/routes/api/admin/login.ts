import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAcceptInvitationRequest, ZInvitationInfo } from '@/domain/schemas/staff-accounts';
import { ZStaffLoginRequest, ZStaffTotpRequest } from '@/domain/schemas/staff-login';
import { acceptInvitation, describeInvitation } from '@/server/services/staff/staff-accounts';
import { completeStaffLogin } from '@/server/services/staff/complete-staff-login';
import { startStaffLogin } from '@/server/services/staff/start-staff-login';
import { TooManyLoginAttempts } from '@/server/services/staff/staff-errors';
import { rateLimits } from '@/server/lib/rate-limits';

/** Sign-in bodies are small; anything larger is refused unread (docs/requirements/limits.md). */
const SIGN_IN_BODY_LIMIT = 8 * 1024;

/**
 * The two public staff calls: password (call 7), then TOTP or recovery code. Everything else
 * under /api/admin sits behind staffOnly (routes/api/index.ts). The failure limits live in the
 * database (services/staff/login-rate-limit.ts); nothing here answers a token for a password.
 */
const adminLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  // Retry-After on the 429 of either step.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof TooManyLoginAttempts) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    throw error;
  });

  // Challenges, secrets and tokens must not be cached anywhere.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // A few hundred bytes of username and password; the rate limit runs before the body is read.
  const signIn = { bodyLimit: SIGN_IN_BODY_LIMIT, config: rateLimits.staffSignIn };

  app.post('/login', { schema: { body: ZStaffLoginRequest }, ...signIn }, async (request) =>
    startStaffLogin({ db: app.db, ...request.body, ip: request.ip, now: app.clock() }),
  );

  app.post('/login/totp', { schema: { body: ZStaffTotpRequest }, ...signIn }, async (request) =>
    completeStaffLogin({
      db: app.db,
      ...request.body,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      now: app.clock(),
    }),
  );

  // The invitation link (docs/requirements/staff-roles.md): the token rides in the body, never
  // the address, so no access log holds it. Looking it up, then choosing the password, which
  // spends it and answers the code step with the authenticator to enrol.
  const ZInvitationToken = z.object({ token: z.string().min(1).max(100) });
  app.post(
    '/invitation',
    { schema: { body: ZInvitationToken, response: { 200: ZInvitationInfo } }, ...signIn },
    async (request) => describeInvitation(app.db, request.body.token, app.clock()),
  );
  app.post(
    '/invitation/accept',
    { schema: { body: ZInvitationToken.extend(ZAcceptInvitationRequest.shape) }, ...signIn },
    async (request) =>
      acceptInvitation({
        db: app.db,
        token: request.body.token,
        password: request.body.password,
        ip: request.ip,
        now: app.clock(),
      }),
  );
};

export default adminLoginRoutes;
