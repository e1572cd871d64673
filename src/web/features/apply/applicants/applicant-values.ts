import { isEntryPort } from '@/domain/reference';
import type { TApplicantDetails, TApplicantDraft, TApplicationView } from '@/domain/schemas';
import { applicantDetailsFields, SAME_AS_PRESENT } from '@/domain/schemas/applicant-details';
import type { StoredApplicationSession } from '@/web/features/application-session';

export type ApplicantField = keyof typeof applicantDetailsFields;
/** One applicant as the form holds it: every field a string, '' when not answered. */
export type ApplicantValues = Record<ApplicantField, string>;
export interface ApplicantsFormValues {
  applicants: ApplicantValues[];
}

export const applicantFields = Object.keys(applicantDetailsFields) as ApplicantField[];

/** The yes/no questions and the details each asks for when the answer is yes. */
export const yesNoDetails = [
  ['visitedSaarcCountries', 'saarcCountriesDetails'],
  ['criminalRecord', 'criminalRecordDetails'],
  ['deportationHistory', 'deportationDetails'],
] as const satisfies readonly (readonly [ApplicantField, ApplicantField])[];

/** A blank applicant; the port of entry starts as step 1's port of arrival. */
export function emptyApplicant(portOfArrival = ''): ApplicantValues {
  const values = Object.fromEntries(applicantFields.map((field) => [field, ''])) as ApplicantValues;
  values.permanentCountry = SAME_AS_PRESENT;
  if (isEntryPort(portOfArrival)) values.entryPort = portOfArrival;
  return values;
}

/** Saved details over a blank applicant; anything that is not a known text field is ignored. */
function applicantFrom(saved: Record<string, unknown> | undefined, blank: ApplicantValues) {
  const values = { ...blank };
  for (const field of applicantFields) {
    const value = saved?.[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/** The server's latest save of any applicant, or null when none was saved. */
export function serverDraftStamp(view: Pick<TApplicationView, 'applicants'>): string | null {
  const stamps = view.applicants.map((a) => a.savedAt).filter((s): s is string => s !== null);
  return stamps.length ? stamps.reduce((a, b) => (a > b ? a : b)) : null;
}

/**
 * The applicants to start the form with: the local copy when it builds on the server's latest
 * save (it may hold keystrokes not sent yet), else the server's copy (saved elsewhere since).
 */
export function initialApplicants(
  view: Pick<TApplicationView, 'applicants' | 'numberOfApplicants' | 'portOfArrival'>,
  session: Pick<StoredApplicationSession, 'applicants' | 'draftsBasedOn'> | null,
): ApplicantValues[] {
  const blank = emptyApplicant(view.portOfArrival);
  const useLocal =
    session?.applicants !== undefined && (session.draftsBasedOn ?? null) === serverDraftStamp(view);
  return Array.from({ length: view.numberOfApplicants }, (_, i) =>
    applicantFrom(useLocal ? session?.applicants?.[i] : view.applicants[i]?.details, blank),
  );
}

/** The draft endpoint's body: every field as typed. */
export function toDrafts(applicants: ApplicantValues[]): TApplicantDraft[] {
  return applicants.map((applicant) => ({ ...applicant }));
}

/** The final save's body: a 'no' answer sends no details (they may be left from a 'yes'). */
export function toRequest(applicants: TApplicantDetails[]): TApplicantDetails[] {
  return applicants.map((applicant) => {
    const request = { ...applicant };
    for (const [question, details] of yesNoDetails) {
      if (request[question] === 'no') delete request[details];
    }
    return request;
  });
}
