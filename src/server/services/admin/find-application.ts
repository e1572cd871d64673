import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { applications, type Application, type DatabaseExecutor } from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';

/** The application staff asked for; an unknown or malformed id is the same 404. */
export async function findApplicationForStaff({
  db,
  applicationId,
}: {
  db: DatabaseExecutor;
  applicationId: string;
}): Promise<Application> {
  const id = z.uuid().safeParse(applicationId);
  if (!id.success) throw new HttpError('application.not_found');
  const [application] = await db.select().from(applications).where(eq(applications.id, id.data));
  if (!application) throw new HttpError('application.not_found');
  return application;
}
