import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { applications, type Application, type DatabaseExecutor } from '@/server/db';
import { notFound } from '@/server/lib/http-errors';

const APPLICATION_NOT_FOUND = 'Application not found';

/** The application staff asked for; an unknown or malformed id is the same 404. */
export async function findApplicationForStaff({
  db,
  applicationId,
}: {
  db: DatabaseExecutor;
  applicationId: string;
}): Promise<Application> {
  const id = z.uuid().safeParse(applicationId);
  if (!id.success) throw notFound(APPLICATION_NOT_FOUND);
  const [application] = await db.select().from(applications).where(eq(applications.id, id.data));
  if (!application) throw notFound(APPLICATION_NOT_FOUND);
  return application;
}
