import { todayIso } from '@/domain/dates';
import {
  makeApplicantDetailsSchema,
  type TApplicationView,
  type TSaveApplicantDraftsRequest,
} from '@/domain/schemas';
import type { Application, Database } from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { draftApplicantRow, upsertApplicants, validatedApplicantRow } from './applicant-rows';
import { getApplicationView } from './get-application';
import { lockDraftForEdit } from './lock-draft';
import { problemOf } from '@/domain/errors';

/**
 * Save and resume: stores half-filled step-2 forms as typed. A form that happens to be complete
 * and valid is stored as validated, so an autosave never undoes a finished applicant.
 */
export interface SaveApplicantDraftsOptions {
  db: Database;
  application: Application;
  input: TSaveApplicantDraftsRequest;
  now?: Date;
}

export async function saveApplicantDrafts({
  db,
  application,
  input: request,
  now = new Date(),
}: SaveApplicantDraftsOptions): Promise<TApplicationView> {
  const schema = makeApplicantDetailsSchema({
    today: todayIso(now),
    trip: { processingTime: application.processingTime, now },
  });
  const rows = request.applicants.map((draft) => {
    const full = schema.safeParse(draft);
    return full.success ? validatedApplicantRow(full.data, now) : draftApplicantRow(draft);
  });
  return db.transaction(async (tx) => {
    const locked = await lockDraftForEdit(tx, application.id);
    if (rows.length > locked.numberOfApplicants) {
      const count = { count: locked.numberOfApplicants };
      throw new HttpError('application.too_many_drafts', count, {
        applicants: problemOf('application.too_many_drafts', count),
      });
    }
    await upsertApplicants(tx, application.id, rows, now);
    return getApplicationView({ db: tx, application: locked });
  });
}
