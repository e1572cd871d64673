import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
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
 * The headers helmet sets for `options`, worked out once: helmet's middleware runs on a
 * stand-in response and its headers are kept. They depend on the options alone (no nonces, no
 * per-request directives), so every answer gets the same set; @fastify/helmet rebuilt the
 * middleware and re-parsed the CSP on every request (docs/decisions/0021-server-throughput.md).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Strict CSP: scripts only from our origin, no inline script. Inline *styles* are allowed
 * because Radix's scroll lock injects a <style> element (see docs/decisions/0003-csp.md).
 */
export default fp<SecurityOptions>(async function securityPlugin(app: FastifyInstance, opts) {
  const headers = {
    ...helmetHeaders({
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
      strictTransportSecurity: opts.https ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // API answers carry personal data: no browser or proxy cache may keep them.
    if (API_PATH.test(request.url)) reply.header('cache-control', 'no-store');
    done();
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
