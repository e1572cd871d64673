import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZStaffLoginRequest, ZStaffTotpRequest } from '@/domain/schemas/staff-login';
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
};

export default adminLoginRoutes;
