import { eq } from 'drizzle-orm';
import { applications, type Application, type DatabaseExecutor } from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';

/**
 * The application row, locked (FOR UPDATE) until the caller's transaction ends: a concurrent
 * change of its status (a payment, a correction, a decision, an upload) waits for this one and
 * then sees what it did. Undefined when there is no such application.
 */
export async function lockApplication(
  tx: DatabaseExecutor,
  applicationId: string,
): Promise<Application | undefined> {
  const [row] = await tx
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for('update');
  return row;
}

/**
 * The application row locked for a staff action: 404 when there is none, 409 once it was made
 * anonymous (erased or past retention, docs/requirements/privacy.md): nothing is left to decide,
 * assign, submit or ask for.
 */
export async function lockApplicationForStaff(
  tx: DatabaseExecutor,
  applicationId: string,
): Promise<Application> {
  const locked = await lockApplication(tx, applicationId);
  if (!locked) throw new HttpError('application.not_found');
  if (locked.anonymisedAt) throw new HttpError('application.erased');
  return locked;
}
