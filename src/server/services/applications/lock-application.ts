import { eq } from 'drizzle-orm';
import { applications, type Application, type DatabaseExecutor } from '@/server/db';

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
