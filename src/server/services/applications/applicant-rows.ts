import { sql } from 'drizzle-orm';
import type { TApplicantDetails, TApplicantDraft } from '@/domain/schemas';
import { applicants, type DatabaseTransaction, type NewApplicant } from '@/server/db';

type ApplicantRow = Omit<NewApplicant, 'applicationId' | 'position'>;

/** Details that passed the full step-2 schema; names and passport are copied out for staff search. */
export function validatedApplicantRow(details: TApplicantDetails, now: Date): ApplicantRow {
  return {
    details: { ...details },
    firstName: details.firstName,
    lastName: details.lastName,
    passportNumber: details.passportNumber,
    validatedAt: now,
  };
}

/** A half-filled form: kept as typed, searchable by nobody, not yet signable. */
export function draftApplicantRow(draft: TApplicantDraft): ApplicantRow {
  return {
    details: { ...draft },
    firstName: null,
    lastName: null,
    passportNumber: null,
    validatedAt: null,
  };
}

/** Writes applicants 0..rows.length-1 of an application, replacing what each position held. */
export async function upsertApplicants(
  tx: DatabaseTransaction,
  applicationId: string,
  rows: ApplicantRow[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(applicants)
    .values(rows.map((row, position) => ({ ...row, applicationId, position })))
    .onConflictDoUpdate({
      target: [applicants.applicationId, applicants.position],
      set: {
        details: sql`excluded.details`,
        firstName: sql`excluded.first_name`,
        lastName: sql`excluded.last_name`,
        passportNumber: sql`excluded.passport_number`,
        validatedAt: sql`excluded.validated_at`,
        updatedAt: now,
      },
    });
}
