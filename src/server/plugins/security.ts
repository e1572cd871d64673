import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@/server/db';
import { databaseRateLimitStore } from '@/server/lib/rate-limit-store';

/**
 * Powerful features off, except the camera on our own pages: the documents step takes the
 * passport photo with the device camera (docs/decisions/0010-hardening.md).
 */
const PERMISSIONS_POLICY = [
  'camera=(self)',
  ...[
    'microphone',
    'geolocation',
    'payment',
    'usb',
    'serial',
    'hid',
    'bluetooth',
    'midi',
    'magnetometer',
    'gyroscope',
    'accelerometer',
    'display-capture',
  ].map((feature) => `${feature}=()`),
].join(', ');
const API_PATH = /^\/api(?:[/?]|$)/;

export interface SecurityOptions {
  /** Only ask browsers to upgrade to HTTPS when we are served over HTTPS. */
  https: boolean;
  /** Where the rate limits keep their counts, shared by every instance. */
  db: Database;
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
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    // API answers carry personal data: no browser or proxy cache may keep them.
    if (API_PATH.test(request.url)) reply.header('Cache-Control', 'no-store');
  });
  // Available to every route; each sensitive route sets its own `config.rateLimit`. Counts
  // live in the database; when it fails, requests go through rather than all being refused
  // (docs/decisions/0014-rate-limits-in-database.md).
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(opts.db, app.log),
    skipOnError: true,
  });
});
