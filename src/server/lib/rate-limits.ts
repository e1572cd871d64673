import type { FastifyRequest } from 'fastify';

// Every route's rate limit in one table, so limits can be compared and tuned together.
// @fastify/rate-limit is registered with `global: false` (plugins/security.ts): a route is
// limited only when its `config` carries one of these. Limits are per client IP and route,
// counted in fixed windows in the database (lib/rate-limit-store.ts, docs/decisions/0014).

type Window = '1 minute' | '10 minutes';

const limit = (max: number, timeWindow: Window) => ({ rateLimit: { max, timeWindow } }) as const;

export const rateLimits = {
  createApplication: limit(20, '10 minutes'),
  // Autosave and corrections are frequent but token-bound; this only stops a runaway client.
  editApplication: limit(300, '10 minutes'),
  resumeLink: limit(10, '10 minutes'),
  // Codes are 256-bit and single-use; this only stops a script from hammering the exchange.
  resumeSession: limit(20, '10 minutes'),
  signAgreement: limit(30, '10 minutes'),
  sendConfirmation: limit(30, '10 minutes'),
  createPayment: limit(10, '1 minute'),
  // Each read may ask the provider; this bounds what one client can make us send there.
  paymentStatus: limit(60, '1 minute'),
  // Uploads and removals: a family of ten with retries stays far below this.
  uploadDocument: limit(120, '10 minutes'),
  completeApplication: limit(30, '10 minutes'),
  // A person rarely writes more than a couple of messages; this stops scripted floods.
  supportMessage: limit(5, '10 minutes'),
  // Public look-ups by application number (docs/requirements/status-check.md): a person
  // mistypes a few times; a script guessing 40-bit numbers gets nowhere at these rates.
  statusCheck: limit(10, '10 minutes'),
  tracking: limit(30, '10 minutes'),
  eVisaDownload: limit(30, '10 minutes'),
  // Staff emails to customers, per staff member rather than per address: an office shares one.
  // The staff guard runs first (onRequest of the admin scope), so `request.staff` is set.
  staffCustomerEmail: {
    rateLimit: {
      max: 30,
      timeWindow: '10 minutes',
      keyGenerator: (request: FastifyRequest) => `staff:${request.staff?.id ?? request.ip}`,
    },
  },
  // Staff reads (behind a staff session): generous for a busy reviewer, a stop for a runaway
  // script with a stolen token; the ZIP costs the most disk reads, so it gets less.
  staffRead: limit(600, '1 minute'),
  staffZip: limit(30, '10 minutes'),
};
