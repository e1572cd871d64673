// The one application state machine (the product decisions "Statuses"). Admin labels, customer labels and
// the 4-stage tracking bar are views of this status, never separately stored.

export const applicationStatuses = [
  'draft',
  'submitted',
  'paid',
  'under_review',
  'approved',
  'rejected',
  // Every traveller decided, some approved and some refused (docs/requirements/traveller-decisions.md).
  'partly_approved',
  // Staff asked the traveller to replace a document or correct a field
  // (docs/requirements/change-requests.md); back to under_review once every change is done.
  'action_required',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

const transitions: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  draft: ['submitted'], // details complete and agreement signed
  // paid: verified by the payment provider, never by the browser; draft: the applicant
  // corrected what the signed agreement states, before paying, and must sign again.
  submitted: ['paid', 'draft'],
  paid: ['under_review'], // every applicant's required documents uploaded
  // Staff decide each traveller; the status follows from their outcomes (traveller-outcomes.ts).
  under_review: ['approved', 'rejected', 'partly_approved', 'action_required'],
  // The traveller sent every change asked for: staff review again.
  action_required: ['under_review'],
  approved: [],
  rejected: [],
  partly_approved: [],
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

/**
 * Each status by name, for code that names one: a database condition
 * (`eq(applications.status, applicationStatus.draft)`) or the status a change sets. Code outside
 * the domain asks the predicates below instead of comparing a status with a string
 * (status-literals.test.ts keeps it so).
 */
export const applicationStatus = Object.fromEntries(applicationStatuses.map((s) => [s, s])) as {
  readonly [S in ApplicationStatus]: S;
};

/** Details may still change: a draft, or signed and unpaid (docs/decisions/0016). */
const editableStatuses: readonly ApplicationStatus[] = ['draft', 'submitted'];
/** Reached only through a verified payment: paid and every status after it. */
const paidStatuses: readonly ApplicationStatus[] = [
  'paid',
  'under_review',
  'action_required',
  'approved',
  'rejected',
  'partly_approved',
];
/** Staff have decided every traveller: nothing changes any more. */
const decidedStatuses = [
  'approved',
  'rejected',
  'partly_approved',
] as const satisfies ApplicationStatus[];
/** At least one traveller has an e-visa to download. */
const withEVisaStatuses: readonly ApplicationStatus[] = ['approved', 'partly_approved'];

const isIn = (list: readonly ApplicationStatus[], status: ApplicationStatus) =>
  list.includes(status);

/** Never paid (a draft, or signed and unpaid): deleted after a while (src/domain/retention.ts). */
export const unpaidStatuses: readonly ApplicationStatus[] = applicationStatuses.filter(
  (s) => !paidStatuses.includes(s),
);
/** Every traveller decided, as a list for a database condition. */
export const finalStatuses: readonly ApplicationStatus[] = decidedStatuses;

/** Not signed yet: the applicant edits freely and autosaves. */
export const isDraft = (status: ApplicationStatus) => status === 'draft';
/** Signed and not paid: the one status a checkout may be started or paid for. */
export const awaitsPayment = (status: ApplicationStatus) => status === 'submitted';
/** Step 1 and step 2 may still be corrected (draft or submitted, decision 0016). */
export const isEditable = (status: ApplicationStatus) => isIn(editableStatuses, status);
/** Paid through a verified payment, whatever happened since. */
export const isPaid = (status: ApplicationStatus) => isIn(paidStatuses, status);
/** Paid and waiting for its documents: the only status that takes uploads. */
export const awaitsDocuments = (status: ApplicationStatus) => status === 'paid';
/** Documents complete: waiting for staff to approve or reject. */
export const awaitsDecision = (status: ApplicationStatus) => status === 'under_review';
/** Staff asked for changes and wait for the traveller (docs/requirements/change-requests.md). */
export const awaitsChanges = (status: ApplicationStatus) => status === 'action_required';
/** Staff may ask for changes: only while the application is under review. */
export const mayRequestChanges = (status: ApplicationStatus) =>
  canTransition(status, 'action_required');
/** Approved, rejected or partly approved: every traveller has an outcome. */
export const isDecided = (status: ApplicationStatus) => isIn(decidedStatuses, status);
/** Approved: every traveller's e-visa is ready. */
export const isApproved = (status: ApplicationStatus) => status === 'approved';
/** Rejected: every traveller was refused. */
export const isRejected = (status: ApplicationStatus) => status === 'rejected';
/** Some travellers approved, the others refused. */
export const isPartlyApproved = (status: ApplicationStatus) => status === 'partly_approved';
/** At least one traveller is approved: their e-visa may be downloaded. */
export const hasEVisa = (status: ApplicationStatus) => isIn(withEVisaStatuses, status);

/** The whole-application decisions staff make (approve or reject every traveller at once). */
export type StaffDecision = 'approved' | 'rejected';

/** Whether staff may make `decision` on an application in `status`. */
export const staffMayDecide = (status: ApplicationStatus, decision: StaffDecision) =>
  canTransition(status, decision);

// The wizard (the web's /apply/<step>) follows the status: the server's status is the truth.

/** The wizard's steps in order; the step is part of the URL (/apply/<step>). */
export const wizardSteps = [
  'trip',
  'applicants',
  'agreement',
  'payment',
  'documents',
  'done',
] as const;
export type WizardStep = (typeof wizardSteps)[number];

/**
 * Where the wizard continues for a status: a draft at step 2 until every applicant is complete,
 * then the agreement; a signed application at payment; a paid one at its documents; anything
 * later (documents complete, decided) at the confirmation.
 */
export function wizardStepFor(
  status: ApplicationStatus,
  allApplicantsValidated: boolean,
): Exclude<WizardStep, 'trip'> {
  if (isDraft(status)) return allApplicantsValidated ? 'agreement' : 'applicants';
  if (awaitsPayment(status)) return 'payment';
  if (awaitsDocuments(status)) return 'documents';
  return 'done';
}

/**
 * The first wizard step a status may show; earlier ones are closed. Until payment the details
 * (from step 1) can be corrected; once paid, payment's confirmation is the earliest; after the
 * documents only the confirmation is left.
 */
export function firstWizardStepFor(status: ApplicationStatus): WizardStep {
  if (isEditable(status)) return 'trip';
  if (awaitsDocuments(status)) return 'payment';
  return 'done';
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
  partlyApproved: 'Partly approved',
  actionNeeded: 'Action needed',
} as const;
export type CustomerStatusKey = keyof typeof customerStatusLabels;

const customerKeys: Readonly<Record<ApplicationStatus, CustomerStatusKey>> = {
  draft: 'draft',
  submitted: 'pending',
  paid: 'paymentReceived',
  under_review: 'processing',
  approved: 'approved',
  rejected: 'rejected',
  partly_approved: 'partlyApproved',
  action_required: 'actionNeeded',
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
  partly_approved: 'Partly approved',
  action_required: 'Action required',
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
// decided at review, so it keeps the first three stages lit and never lights 'e-visa ready'. A
// partly approved application has e-visas ready for its approved travellers: all four are lit.
const stagesReached: Readonly<Record<ApplicationStatus, number>> = {
  draft: 0,
  submitted: 1,
  paid: 2,
  under_review: 3,
  approved: 4,
  rejected: 3,
  partly_approved: 4,
  // Still at review: the traveller's changes are part of it.
  action_required: 3,
};

export function trackingStage(status: ApplicationStatus): TrackingView {
  const reached = stagesReached[status];
  return {
    stages: trackingStageKeys.map((key, i) => ({ key, done: i < reached })),
    rejected: isRejected(status),
  };
}
