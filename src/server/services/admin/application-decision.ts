import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { STATUS_CHECK_PATH } from '@/domain/site-paths';
import {
  applicationStatus,
  assertTransition,
  staffMayDecide,
  type StaffDecision,
} from '@/domain/status';
import { awaitsTravellerDecision } from '@/domain/traveller-outcomes';
import {
  applicants,
  applications,
  type Applicant,
  type Application,
  type DatabaseExecutor,
} from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { lockApplicationForStaff } from '@/server/services/applications/lock-application';

// What the staff actions share: finding the application, the audit names, and the locked
// status check that lets exactly one decision through (docs/decisions/0012-staff-actions.md).

export const adminActionAudit = {
  approved: 'application.approved',
  rejected: 'application.rejected',
  emailed: 'application.emailed',
} as const;

const decisionRefused = {
  approved: 'application.cannot_approve',
  rejected: 'application.cannot_reject',
} as const;
type Decision = keyof typeof decisionRefused & StaffDecision;

const ZUuid = z.uuid();

/** The application, or 404 (a malformed id too: it can name nothing). */
export async function findApplication(db: DatabaseExecutor, id: string): Promise<Application> {
  const row = ZUuid.safeParse(id).success
    ? (await db.select().from(applications).where(eq(applications.id, id)))[0]
    : undefined;
  if (!row) throw new HttpError('application.not_found');
  return row;
}

/** An early, unlocked refusal, so a wrong status is answered before a file is read. */
export function requireDecidable(application: Pick<Application, 'status'>, to: Decision): void {
  if (!staffMayDecide(application.status, to)) throw new HttpError(decisionRefused[to]);
}

/**
 * Inside the deciding transaction: locks the application row (FOR UPDATE) and checks the move
 * against the state machine. A second decision waits for the first and then sees its status.
 */
export async function lockForDecision(
  tx: DatabaseExecutor,
  id: string,
  to: Decision,
): Promise<Application> {
  const locked = await lockApplicationForStaff(tx, id);
  if (!staffMayDecide(locked.status, to)) throw new HttpError(decisionRefused[to]);
  assertTransition(locked.status, to);
  return locked;
}

/** The deciding update's condition: this application, still waiting for a decision. */
export const stillUnderReview = (id: string) =>
  and(eq(applications.id, id), eq(applications.status, applicationStatus.under_review));

/** Where the applicant checks their status (the emails link there). */
export const statusCheckUrl = (publicUrl: string) => `${publicUrl}${STATUS_CHECK_PATH}`;

/**
 * The travellers of an application decided as a whole (docs/requirements/traveller-decisions.md):
 * an approval is for a single traveller only (one PDF is one person's e-visa); a rejection refuses
 * every traveller, and only while none of them is decided yet. Otherwise 409
 * application.decide_per_traveller: staff decide each traveller instead.
 */
export async function travellersForWholeDecision(
  tx: DatabaseExecutor,
  applicationId: string,
  decision: Decision,
): Promise<Applicant[]> {
  const travellers = await tx
    .select()
    .from(applicants)
    .where(eq(applicants.applicationId, applicationId))
    .orderBy(asc(applicants.position));
  const anyDecided = travellers.some((a) => !awaitsTravellerDecision(a.outcome));
  if (anyDecided || (decision === 'approved' && travellers.length > 1))
    throw new HttpError('application.decide_per_traveller');
  return travellers;
}
