import type { TApplicantView } from '@/domain/schemas';

/**
 * The name an applicant's documents are filed under: first and last name as saved in step 2,
 * or undefined when neither was saved (the page then says 'Applicant N').
 */
export function applicantName(applicant: Pick<TApplicantView, 'details'> | undefined) {
  const part = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const name = [part(applicant?.details.firstName), part(applicant?.details.lastName)]
    .filter(Boolean)
    .join(' ');
  return name || undefined;
}
