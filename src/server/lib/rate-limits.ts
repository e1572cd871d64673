import type { FastifyRequest } from 'fastify';
import { bearerToken } from '@/server/lib/bearer';
import { sha256Hex } from '@/server/lib/secrets';

// Every route's rate limit in one table, so limits can be compared and tuned together.
// @fastify/rate-limit is registered with `global: false` (plugins/security.ts): a route is
// limited only when its `config` carries one of these. Limits are per client IP and route,
// counted in fixed windows in the database (lib/rate-limit-store.ts, docs/decisions/0014).

type Window = '1 minute' | '10 minutes';

const limit = (max: number, timeWindow: Window) => ({ rateLimit: { max, timeWindow } }) as const;

/**
 * Calls that carry an application's bearer token are counted per application, not per IP: a
 * family or an agency office behind one connection works on many applications at once. A call
 * without a token is counted per IP. (A made-up token gets its own count, but also a 404 from
 * the access check, like any other unknown address.)
 */
function applicationKey(request: Pick<FastifyRequest, 'headers' | 'ip'>): string {
  const token = bearerToken(request.headers.authorization);
  if (!token) return request.ip;
  return `application:${sha256Hex(token).slice(0, 32)}`;
}
const perApplication = (max: number, timeWindow: Window) =>
  ({ rateLimit: { max, timeWindow, keyGenerator: applicationKey } }) as const;

export const rateLimits = {
  // Anonymous, so per IP: an office of travel agents starting applications side by side stays
  // below this; a script filling the database does not.
  createApplication: limit(60, '10 minutes'),
  // Autosave and corrections are frequent; per application, this only stops a runaway client.
  editApplication: perApplication(300, '10 minutes'),
  resumeLink: perApplication(10, '10 minutes'),
  // "Sign out on other devices": a person presses it once or twice.
  endSessions: perApplication(10, '10 minutes'),
  // "Lost your link?" (email and application number, no token): a person retries a typo or
  // two; each application number also has its own count (services/applications/request-resume-link.ts).
  resumeLinkRequest: limit(5, '10 minutes'),
  // Codes are 256-bit and single-use; this only stops a script from hammering the exchange.
  resumeSession: limit(20, '10 minutes'),
  // The change link's page: a few views, an upload or two per item; per link (its token).
  changeLink: perApplication(120, '10 minutes'),
  signAgreement: perApplication(30, '10 minutes'),
  sendConfirmation: perApplication(30, '10 minutes'),
  createPayment: perApplication(10, '1 minute'),
  // Each read may ask the provider; this bounds what one client can make us send there.
  paymentStatus: perApplication(60, '1 minute'),
  // Uploads and removals: a family of ten with retries stays far below this.
  uploadDocument: perApplication(120, '10 minutes'),
  completeApplication: perApplication(30, '10 minutes'),
  // A person rarely writes more than a couple of messages; this stops scripted floods.
  supportMessage: limit(5, '10 minutes'),
  // Public look-ups by application number (docs/requirements/status-check.md): a person
  // mistypes a few times; a script guessing 40-bit numbers gets nowhere at these rates.
  statusCheck: limit(10, '10 minutes'),
  tracking: limit(30, '10 minutes'),
  // A reminder's stop link (docs/requirements/reminders.md): a person clicks once or twice.
  reminderStop: limit(20, '10 minutes'),
  eVisaDownload: limit(30, '10 minutes'),
  // The traveller's rights (docs/requirements/privacy.md, "Access and erasure"): a code emailed
  // (each application also has its own hourly count), its check (each code also dies after 5
  // wrong tries), the download and the erasure with the grant it gives.
  dataRightsCode: limit(5, '10 minutes'),
  dataRightsGrant: limit(10, '10 minutes'),
  dataRightsExport: limit(10, '10 minutes'),
  dataRightsErasure: limit(10, '10 minutes'),
  // Staff sign-in, counted before the body is read: the database limits of failed attempts
  // (services/staff/login-rate-limit.ts) count only what gets evaluated; this bounds the
  // requests one address can make the server parse at all.
  staffSignIn: limit(60, '10 minutes'),
  // Staff emails to customers, per staff member rather than per address: an office shares one.
  // The staff guard runs first (onRequest of the admin scope), so `request.staff` is set.
  staffCustomerEmail: {
    rateLimit: {
      max: 30,
      timeWindow: '10 minutes',
      keyGenerator: (request: FastifyRequest) => `staff:${request.staff?.id ?? request.ip}`,
    },
  },
  // Guesses at the current password through a borrowed session: per member, few.
  staffPasswordChange: {
    rateLimit: {
      max: 10,
      timeWindow: '10 minutes',
      keyGenerator: (request: FastifyRequest) =>
        `staff-password:${request.staff?.id ?? request.ip}`,
    },
  },
  // Staff reads (behind a staff session): generous for a busy reviewer, a stop for a runaway
  // script with a stolen token; the ZIP costs the most disk reads, so it gets less.
  staffRead: limit(600, '1 minute'),
  staffZip: limit(30, '10 minutes'),
};
