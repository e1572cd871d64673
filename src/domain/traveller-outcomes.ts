import { applicationStatus, type ApplicationStatus } from './status';

// Each traveller (applicant) of an application gets their own decision: India issues one e-visa
// per person and decides per person (docs/requirements/traveller-decisions.md). The
// application's status is never chosen by staff directly once review starts: it is derived
// from its travellers' outcomes by `statusFromOutcomes`.

export const travellerOutcomes = ['pending', 'approved', 'refused'] as const;
export type TravellerOutcome = (typeof travellerOutcomes)[number];

/** Each outcome by name, for database conditions and the outcome a decision sets. */
export const travellerOutcome = Object.fromEntries(travellerOutcomes.map((o) => [o, o])) as {
  readonly [O in TravellerOutcome]: O;
};

/** The statuses an application under review can have after a traveller's decision. */
export type ReviewStatus = Extract<
  ApplicationStatus,
  'under_review' | 'approved' | 'rejected' | 'partly_approved'
>;

/**
 * The application status its travellers' outcomes give: any pending traveller keeps it under
 * review; all approved is approved; all refused is rejected; otherwise partly approved. An
 * application always has at least one traveller; none is treated as still under review.
 */
export function statusFromOutcomes(outcomes: readonly TravellerOutcome[]): ReviewStatus {
  if (outcomes.length === 0 || outcomes.includes('pending')) return applicationStatus.under_review;
  if (outcomes.every((o) => o === 'approved')) return applicationStatus.approved;
  if (outcomes.every((o) => o === 'refused')) return applicationStatus.rejected;
  return applicationStatus.partly_approved;
}

/** Whether staff may still decide a traveller with this outcome (a decision is final). */
export const awaitsTravellerDecision = (outcome: TravellerOutcome) => outcome === 'pending';
/** The traveller's own e-visa is ready. */
export const isTravellerApproved = (outcome: TravellerOutcome) => outcome === 'approved';
/** The traveller was refused, with a reason. */
export const isTravellerRefused = (outcome: TravellerOutcome) => outcome === 'refused';
