import { sql } from 'drizzle-orm';
import type { TApplicantDetails, TApplicantDraft } from '@/domain/schemas';
import { applicants, type DatabaseTransaction, type NewApplicant } from '@/server/db';
import { nameIndexOf, passportIndexOf } from './blind-indexes';

type ApplicantRow = Omit<NewApplicant, 'applicationId' | 'position'>;

const isoDate = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;

/** The travel dates kept in clear beside the sealed form (retention counts from them). */
const travelDateColumns = (details: Record<string, unknown>) => ({
  arrivalDate: isoDate(details.dateOfArrival),
  departureDate: isoDate(details.dateOfDeparture),
});

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The columns copied out of a traveller's form: sealed names and passport number for the staff
 * lists and their blind indexes for the staff search (once the form is validated: a draft is
 * searchable by nobody), and the travel dates.
 */
export function copiedColumns(details: Record<string, unknown>, validated: boolean) {
  const firstName = validated ? text(details.firstName) : null;
  const lastName = validated ? text(details.lastName) : null;
  const passportNumber = validated ? text(details.passportNumber) : null;
  return {
    firstName,
    lastName,
    passportNumber,
    passportIndex: passportIndexOf(passportNumber),
    nameIndex: nameIndexOf(firstName, lastName),
    ...travelDateColumns(details),
  };
}

/** Details that passed the full step-2 schema; names and passport are copied out for staff search. */
export function validatedApplicantRow(details: TApplicantDetails, now: Date): ApplicantRow {
  return {
    details: { ...details },
    ...copiedColumns(details, true),
    validatedAt: now,
  };
}

/** A half-filled form: kept as typed, searchable by nobody, not yet signable. */
export function draftApplicantRow(draft: TApplicantDraft): ApplicantRow {
  return {
    details: { ...draft },
    ...copiedColumns(draft, false),
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
        passportIndex: sql`excluded.passport_index`,
        nameIndex: sql`excluded.name_index`,
        arrivalDate: sql`excluded.arrival_date`,
        departureDate: sql`excluded.departure_date`,
        validatedAt: sql`excluded.validated_at`,
        updatedAt: now,
      },
    });
}
