import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { assertTransition, canTransition, type ApplicationStatus } from '@/domain/status';
import { applications, type Application, type DatabaseExecutor } from '@/server/db';
import { conflict, notFound } from '@/server/lib/http-errors';

// What the staff actions share: finding the application, the audit names, and the locked
// status check that lets exactly one decision through (docs/decisions/0012-staff-actions.md).

export const adminActionAudit = {
  approved: 'application.approved',
  rejected: 'application.rejected',
  emailed: 'application.emailed',
} as const;

export const APPLICATION_NOT_FOUND = 'Application not found';
const decisionRefused = {
  approved: 'This application cannot be approved in its current status.',
  rejected: 'This application cannot be rejected in its current status.',
} as const;
type Decision = keyof typeof decisionRefused;

const ZUuid = z.uuid();

/** The application, or 404 (a malformed id too: it can name nothing). */
export async function findApplication(db: DatabaseExecutor, id: string): Promise<Application> {
  const row = ZUuid.safeParse(id).success
    ? (await db.select().from(applications).where(eq(applications.id, id)))[0]
    : undefined;
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return row;
}

/** An early, unlocked refusal, so a wrong status is answered before a file is read. */
export function requireDecidable(application: Pick<Application, 'status'>, to: Decision): void {
  if (!canTransition(application.status, to)) throw conflict(decisionRefused[to]);
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
  const [locked] = await tx
    .select()
    .from(applications)
    .where(eq(applications.id, id))
    .for('update');
  if (!locked) throw notFound(APPLICATION_NOT_FOUND);
  if (!canTransition(locked.status, to)) throw conflict(decisionRefused[to]);
  assertTransition(locked.status, to satisfies ApplicationStatus);
  return locked;
}

/** Where the applicant checks their status (the emails link there). */
export const statusCheckUrl = (publicUrl: string) => `${publicUrl}/check-status`;
