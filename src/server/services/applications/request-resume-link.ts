import { and, eq, or, sql } from 'drizzle-orm';
import { applications, type Database } from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { countHit } from '@/server/lib/rate-limit-store';
import { sha256Hex } from '@/server/lib/secrets';
import { sendResumeLink } from './send-resume-link';

// "Lost your link?": a new resume link asked for with the email and the application number,
// without the access token (docs/requirements/lost-link-and-device-applications.md). Whether
// the two match or not, the caller gets the same answer after the same time; only a match
// queues an email, and only to the address the application was created with.

/**
 * Every answer goes out this long after the request was counted, whatever the look-up found
 * and however long it takes: the look-up and a match's email run beside the wait, and finish
 * after the answer when the database is slow (runDetached), so a match (which also writes the
 * email) and a miss take the same time even under load.
 */
export const RESUME_LINK_REQUEST_MIN_MS = 250;

/** Look-ups still running, per database: a graceful close and the tests wait for them. */
const running = new WeakMap<Database, Set<Promise<void>>>();

/** Lets `work` finish after the answer, tracked so settleResumeLinkRequests can wait for it. */
export function runDetached(db: Database, work: Promise<void>): void {
  let pending = running.get(db);
  if (!pending) running.set(db, (pending = new Set()));
  const tracked = pending;
  tracked.add(work);
  void work.finally(() => tracked.delete(work));
}

/** Resolves once every look-up started so far on `db` has finished. */
export async function settleResumeLinkRequests(db: Database): Promise<void> {
  await Promise.allSettled([...(running.get(db) ?? [])]);
}

/** Requests per application number and window, counted whether or not the number exists. */
export const RESUME_LINK_REQUESTS_PER_NUMBER = 5;
const NUMBER_WINDOW_MS = 10 * 60 * 1000;

/**
 * Counts a request for `applicationNumber` (in the rate limits' table, under a hash of the
 * number) and refuses it with 429 over the limit. Every well-formed number is counted, so the
 * limit says nothing about whether it exists.
 */
export async function limitPerApplicationNumber(
  db: Database,
  applicationNumber: string,
  now = Date.now(),
): Promise<void> {
  const key = `resume-link-request|number:${sha256Hex(applicationNumber).slice(0, 32)}`;
  const { current, ttl } = await countHit(db, key, NUMBER_WINDOW_MS, now);
  if (current > RESUME_LINK_REQUESTS_PER_NUMBER) {
    throw new ResumeLinkRequestLimited(Math.max(1, Math.ceil(ttl / 1000)));
  }
}

/** 429 request.rate_limited, with the seconds to wait for the route's Retry-After. */
export class ResumeLinkRequestLimited extends HttpError<'request.rate_limited'> {
  constructor(readonly retryAfterSeconds: number) {
    super('request.rate_limited');
  }
}

/**
 * Queues the resume email when an application has this number and this email, as its current
 * address or the one it was created with (compared trimmed and case-insensitively); otherwise
 * does nothing. One indexed query either way (the number is unique).
 */
export async function requestResumeLink({
  db,
  email,
  applicationNumber,
  now = new Date(),
}: {
  db: Database;
  email: string;
  applicationNumber: string;
  now?: Date;
}): Promise<void> {
  const address = email.trim().toLowerCase();
  const [application] = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.applicationNumber, applicationNumber),
        or(
          eq(sql`lower(${applications.email})`, address),
          eq(sql`lower(${applications.originalEmail})`, address),
        ),
      ),
    )
    .limit(1);
  if (application) await sendResumeLink({ db, application, now });
}
