import { todayIso } from '@/domain/dates';
import { makeApplicantDetailsSchema, type TApplicantDetails } from '@/domain/schemas';
import type { Applicant, Application } from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';

/**
 * The applicants a signature (or a payment) covers: one validated set of details per applicant,
 * still valid by today's rules (a draft saved last week may now have an arrival date too near
 * for its processing speed).
 */
export function signableApplicants(
  application: Application,
  rows: Applicant[],
  now: Date,
): TApplicantDetails[] {
  const complete =
    rows.length === application.numberOfApplicants &&
    rows.every((row, position) => row.position === position && row.validatedAt !== null);
  if (!complete) throw new HttpError('agreement.applicants_incomplete');
  const schema = makeApplicantDetailsSchema({
    today: todayIso(now),
    trip: { processingTime: application.processingTime, now },
  });
  return rows.map((row) => {
    const result = schema.safeParse(row.details);
    if (!result.success) throw new HttpError('agreement.applicants_stale');
    return result.data;
  });
}
