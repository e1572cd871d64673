import { and, eq, gte } from 'drizzle-orm';
import type { TApplicationView, TCreateApplicationRequest } from '@/domain/schemas';
import { isValidIsoDate } from '@/domain/dates';
import { problemOf } from '@/domain/errors';
import { speedProblem, speedRefusal } from '@/domain/processing-time';
import type { ProcessingTime } from '@/domain/visa';
import { applicants, type Application, type Database, type DatabaseExecutor } from '@/server/db';
import { invalidFields } from '@/server/lib/http-errors';
import { applicationColumns } from './application-columns';
import { getApplicationView } from './get-application';
import { editUntilPaid } from './edit-until-paid';

export interface UpdateApplicationOptions {
  db: Database;
  application: Application;
  input: TCreateApplicationRequest;
  now?: Date;
}

/**
 * A slower speed must still deliver before every saved arrival date: the same rule as step 2,
 * answered on the speed the traveller just chose (docs/requirements/processing-and-dates.md).
 */
async function requireSpeedInTime(
  tx: DatabaseExecutor,
  applicationId: string,
  speed: ProcessingTime,
  now: Date,
): Promise<void> {
  const rows = await tx
    .select({ details: applicants.details })
    .from(applicants)
    .where(eq(applicants.applicationId, applicationId));
  for (const { details } of rows) {
    const arrival = (details as { dateOfArrival?: unknown }).dateOfArrival;
    if (typeof arrival !== 'string' || !isValidIsoDate(arrival)) continue;
    const problem = speedProblem(arrival, speed, now);
    if (problem) {
      const { code, params } = speedRefusal(speed, arrival, problem);
      throw invalidFields({ processingTime: problemOf(code, params) });
    }
  }
}

/**
 * PATCH: changes step 1 and reprices it; applicants past a lowered count go. Allowed until
 * payment; a change to the signed terms voids the signature (decision 0016).
 */
export async function updateApplication({
  db,
  application,
  input,
  now = new Date(),
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
      await requireSpeedInTime(tx, application.id, input.processingTime, now);
    });
    return getApplicationView({ db: tx, application: edited.application });
  });
}
