import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  /** Only ask browsers to upgrade to HTTPS when we are served over HTTPS. */
  https: boolean;
}

/**
 * Strict CSP: scripts only from our origin, no inline script. Inline *styles* are allowed
 * because Radix's scroll lock injects a <style> element (see docs/decisions/0003-csp.md).
 */
export default fp<SecurityOptions>(async function securityPlugin(app: FastifyInstance, opts) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        workerSrc: ["'self'", 'blob:'],
        ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: opts.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Available to every route; each sensitive route sets its own `config.rateLimit`.
  await app.register(rateLimit, { global: false });
});
