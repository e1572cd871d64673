import { and, eq, gte } from 'drizzle-orm';
import type { TApplicationView, TCreateApplicationRequest } from '@/domain/schemas';
import { applicants, type Application, type Database } from '@/server/db';
import { applicationColumns } from './application-columns';
import { getApplicationView } from './get-application';
import { lockDraftForEdit } from './lock-draft';

export interface UpdateApplicationOptions {
  db: Database;
  application: Application;
  input: TCreateApplicationRequest;
}

/** PATCH: changes step 1 of a draft and reprices it; applicants past a lowered count go. */
export async function updateApplication({
  db,
  application,
  input,
}: UpdateApplicationOptions): Promise<TApplicationView> {
  const columns = applicationColumns(input);
  return db.transaction(async (tx) => {
    const updated = await lockDraftForEdit(tx, application.id, columns);
    await tx
      .delete(applicants)
      .where(
        and(
          eq(applicants.applicationId, application.id),
          gte(applicants.position, input.numberOfApplicants),
        ),
      );
    return getApplicationView({ db: tx, application: updated });
  });
}
