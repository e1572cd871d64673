// The one application state machine (the product decisions "Statuses"). Admin labels, customer labels and
// the 4-stage tracking bar are views of this status, never separately stored.

export const applicationStatuses = [
  'draft',
  'submitted',
  'paid',
  'under_review',
  'approved',
  'rejected',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

const transitions: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  draft: ['submitted'], // details complete and agreement signed
  // paid: verified by the payment provider, never by the browser; draft: the applicant
  // corrected what the signed agreement states, before paying, and must sign again.
  submitted: ['paid', 'draft'],
  paid: ['under_review'], // every applicant's required documents uploaded
  under_review: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};

export class IllegalTransitionError extends Error {
  readonly from: ApplicationStatus;
  readonly to: ApplicationStatus;

  constructor(from: ApplicationStatus, to: ApplicationStatus) {
    super(`Illegal status transition: ${from} -> ${to}`);
    this.name = 'IllegalTransitionError';
    this.from = from;
    this.to = to;
  }
}

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (applicationStatuses as readonly string[]).includes(value);
}

export function nextStatuses(from: ApplicationStatus): readonly ApplicationStatus[] {
  return transitions[from];
}

export function canTransition(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return transitions[from].includes(to);
}

export function assertTransition(from: ApplicationStatus, to: ApplicationStatus): void {
  if (!canTransition(from, to)) throw new IllegalTransitionError(from, to);
}

// Customer view: the words the described service shows applicants. The key is an i18n key
// (`status.<key>`); the label is the English text.
export const customerStatusLabels = {
  draft: 'Draft',
  pending: 'Pending',
  paymentReceived: 'Payment Received',
  processing: 'Processing',
  approved: 'Approved',
  rejected: 'Rejected',
} as const;
export type CustomerStatusKey = keyof typeof customerStatusLabels;

const customerKeys: Readonly<Record<ApplicationStatus, CustomerStatusKey>> = {
  draft: 'draft',
  submitted: 'pending',
  paid: 'paymentReceived',
  under_review: 'processing',
  approved: 'approved',
  rejected: 'rejected',
};

export function customerStatusKey(status: ApplicationStatus): CustomerStatusKey {
  return customerKeys[status];
}

export function customerStatusLabel(status: ApplicationStatus): string {
  return customerStatusLabels[customerKeys[status]];
}

const adminLabels: Readonly<Record<ApplicationStatus, string>> = {
  draft: 'Draft',
  submitted: 'Submitted',
  paid: 'Paid',
  under_review: 'Under review',
  approved: 'Approved',
  rejected: 'Rejected',
};

export function adminStatusLabel(status: ApplicationStatus): string {
  return adminLabels[status];
}

// Tracking bar (specification section 4): received; payment completed; review; e-visa ready.
export const trackingStageKeys = ['received', 'paymentCompleted', 'review', 'eVisaReady'] as const;
export type TrackingStageKey = (typeof trackingStageKeys)[number];

export interface TrackingView {
  stages: { key: TrackingStageKey; done: boolean }[];
  /** The bar then shows a rejection in place of 'e-visa ready'. */
  rejected: boolean;
}

// How many stages each status has reached. A draft has not been received yet. A rejection is
// decided at review, so it keeps the first three stages lit and never lights 'e-visa ready'.
const stagesReached: Readonly<Record<ApplicationStatus, number>> = {
  draft: 0,
  submitted: 1,
  paid: 2,
  under_review: 3,
  approved: 4,
  rejected: 3,
};

export function trackingStage(status: ApplicationStatus): TrackingView {
  const reached = stagesReached[status];
  return {
    stages: trackingStageKeys.map((key, i) => ({ key, done: i < reached })),
    rejected: status === 'rejected',
  };
}
