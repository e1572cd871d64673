import { and, eq, gte } from 'drizzle-orm';
import type { TApplicationView, TUpdateApplicationRequest } from '@/domain/schemas';
import { applicants, type Application, type Database } from '@/server/db';
import { badRequest } from '@/server/lib/http-errors';
import { upsertApplicants, validatedApplicantRow } from './applicant-rows';
import { getApplicationView } from './get-application';
import { editUntilPaid } from './edit-until-paid';

function applicantCountMessage(expected: number, received: number): string {
  const people = expected === 1 ? '1 applicant' : `${expected} applicants`;
  return `This application is for ${people}. Please provide details for exactly ${people} (received ${received}).`;
}

/**
 * specification call 2 (final step-2 save): every applicant's validated details in one transaction, so
 * a group is never half saved. The caller has already validated the request with today's rules.
 * Allowed until payment; renaming an applicant after signing voids the signature (decision 0016).
 */
export interface UpdateApplicantsOptions {
  db: Database;
  application: Application;
  input: TUpdateApplicationRequest;
  now?: Date;
}

export async function updateApplicants({
  db,
  application,
  input: request,
  now = new Date(),
}: UpdateApplicantsOptions): Promise<TApplicationView> {
  return db.transaction(async (tx) => {
    const received = request.applicants.length;
    const edited = await editUntilPaid(tx, application.id, {}, async (locked) => {
      // The count is checked against the locked row: a PATCH may have changed it meanwhile.
      if (received !== locked.numberOfApplicants) {
        const message = applicantCountMessage(locked.numberOfApplicants, received);
        throw badRequest(message, { applicants: message });
      }
      await upsertApplicants(
        tx,
        application.id,
        request.applicants.map((details) => validatedApplicantRow(details, now)),
        now,
      );
      await tx
        .delete(applicants)
        .where(
          and(eq(applicants.applicationId, application.id), gte(applicants.position, received)),
        );
    });
    return getApplicationView({ db: tx, application: edited.application });
  });
}
