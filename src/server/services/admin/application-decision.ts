import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { STATUS_CHECK_PATH } from '@/domain/site-paths';
import {
  applicationStatus,
  assertTransition,
  staffMayDecide,
  type StaffDecision,
} from '@/domain/status';
import { applications, type Application, type DatabaseExecutor } from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { lockApplication } from '@/server/services/applications/lock-application';

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
  const locked = await lockApplication(tx, id);
  if (!locked) throw new HttpError('application.not_found');
  if (!staffMayDecide(locked.status, to)) throw new HttpError(decisionRefused[to]);
  assertTransition(locked.status, to);
  return locked;
}

/** The deciding update's condition: this application, still waiting for a decision. */
export const stillUnderReview = (id: string) =>
  and(eq(applications.id, id), eq(applications.status, applicationStatus.under_review));

/** Where the applicant checks their status (the emails link there). */
export const statusCheckUrl = (publicUrl: string) => `${publicUrl}${STATUS_CHECK_PATH}`;
