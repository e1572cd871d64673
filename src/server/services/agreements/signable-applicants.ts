import { todayIso } from '@/domain/dates';
import { makeApplicantDetailsSchema, type TApplicantDetails } from '@/domain/schemas';
import type { Applicant, Application } from '@/server/db';
import { conflict } from '@/server/lib/http-errors';

const INCOMPLETE_APPLICANTS_MESSAGE =
  'Please complete and save the details of every applicant before signing the agreement.';
const STALE_APPLICANTS_MESSAGE =
  'Some applicant details are no longer valid today (for example an arrival date that has passed). Please review and save them again before signing.';

/**
 * The applicants a signature covers: one validated set of details per applicant, still valid by
 * today's date rules (a draft saved last week may now have an arrival date in the past).
 */
export function signableApplicants(
  application: Application,
  rows: Applicant[],
  now: Date,
): TApplicantDetails[] {
  const complete =
    rows.length === application.numberOfApplicants &&
    rows.every((row, position) => row.position === position && row.validatedAt !== null);
  if (!complete) throw conflict(INCOMPLETE_APPLICANTS_MESSAGE);
  const schema = makeApplicantDetailsSchema({ today: todayIso(now) });
  return rows.map((row) => {
    const result = schema.safeParse(row.details);
    if (!result.success) throw conflict(STALE_APPLICANTS_MESSAGE);
    return result.data;
  });
}
