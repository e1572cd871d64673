import { and, eq, gte } from 'drizzle-orm';
import type { TApplicationView, TCreateApplicationRequest } from '@/domain/schemas';
import { applicants, type Application, type Database } from '@/server/db';
import { applicationColumns } from './application-columns';
import { getApplicationView } from './get-application';
import { editUntilPaid } from './edit-until-paid';

export interface UpdateApplicationOptions {
  db: Database;
  application: Application;
  input: TCreateApplicationRequest;
}

/**
 * PATCH: changes step 1 and reprices it; applicants past a lowered count go. Allowed until
 * payment; a change to the signed terms voids the signature (decision 0016).
 */
export async function updateApplication({
  db,
  application,
  input,
}: UpdateApplicationOptions): Promise<TApplicationView> {
  const columns = applicationColumns(input);
  return db.transaction(async (tx) => {
    const edited = await editUntilPaid(tx, application.id, columns, async () => {
      await tx
        .delete(applicants)
        .where(
          and(
            eq(applicants.applicationId, application.id),
            gte(applicants.position, input.numberOfApplicants),
          ),
        );
    });
    return getApplicationView({ db: tx, application: edited.application });
  });
}
