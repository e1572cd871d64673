import { cardFeeShare, type CardProcessingFee } from './card-fee';
import type { PriceBreakdown, PriceLineKey } from './pricing';

// What a refund may give back, per traveller (docs/requirements/refunds.md). Everything comes
// from the price breakdown stored with the application and from what happened to the traveller:
//
// - before the application is submitted to the Government of India for the traveller,
//   everything the traveller paid for is refundable;
// - once submitted, the government fee is spent: it is refunded only when staff recorded that
//   the government refunded it. The service fee is not refunded (the refund policy: our work is
//   done), nor the processing-speed surcharge (the speed was delivered; a missed speed is a
//   custom refund);
// - travel insurance and the eSIM are refundable until the traveller's e-visa is issued (they
//   are activated for a traveller who travels); afterwards only by a custom refund;
// - the card processing fee the processor charged us (src/domain/card-fee.ts, configured,
//   default nothing) is kept from a refund by these rules before the submission: the
//   traveller's share of it is subtracted once from what the lines give back. The customer pays
//   exactly the listed prices, so the stored breakdown has no such line;
// - what was refunded for the traveller already is subtracted, and no refund exceeds what is
//   left of the payment.

export const refundKinds = ['rules', 'custom', 'rejection', 'duplicate'] as const;
/**
 * 'rules': the amount these rules give; 'custom': staff chose the amount (with a reason);
 * 'rejection': the whole-application rejection's choice; 'duplicate': a second payment of the
 * same application, refunded by the system.
 */
export type RefundKind = (typeof refundKinds)[number];

export const refundStates = ['pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof refundStates)[number];

/** Each state by name, for database conditions and the state a step sets. */
export const refundState = Object.fromEntries(refundStates.map((s) => [s, s])) as {
  readonly [S in RefundState]: S;
};

/** A pending refund already holds its amount: it counts against what remains of the payment. */
export const holdsAmount = (state: RefundState) => state !== 'failed';

/** The part of a refund that is one traveller's. */
export interface RefundAllocation {
  applicantId: string;
  amount: number;
}

/** What happened to one traveller, as far as the rules care. */
export interface TravellerRefundFacts {
  /** Submitted on the government's portal. */
  submittedToGovernment: boolean;
  /** Staff recorded that the government refunded its fee (only after submission). */
  governmentFeeRefunded: boolean;
  /** The traveller's e-visa was issued. */
  approved: boolean;
  /** Cents refunded for this traveller already (pending or succeeded), never negative. */
  alreadyRefunded: number;
}

/**
 * 'policy': the refund policy's service-fee rule (refunded only before submission);
 * 'keep': the service fee is kept whatever happened (a rejection's "keep service fee").
 */
export type ServiceFeeRule = 'policy' | 'keep';

/** The lines the rules may refund; any other line (a card fee) never is. */
const refundableLines = [
  'serviceFee',
  'governmentFee',
  'processingFee',
  'travelInsurance',
  'travelEsim',
] as const satisfies readonly PriceLineKey[];

export type RefundPart = { key: (typeof refundableLines)[number]; amount: number };

/**
 * One traveller's share of each line of the breakdown, in cents: the line's per-traveller unit
 * amount (lines are priced per traveller, `quantity` travellers each).
 */
export function travellerShare(pricing: Pick<PriceBreakdown, 'lines'>): Map<PriceLineKey, number> {
  const share = new Map<PriceLineKey, number>();
  for (const line of pricing.lines) {
    const unit = line.quantity > 0 ? Math.floor(line.amount / line.quantity) : 0;
    share.set(line.key, (share.get(line.key) ?? 0) + Math.max(0, unit));
  }
  return share;
}

/** Everything one traveller paid for, in cents. */
export function travellerPaid(pricing: Pick<PriceBreakdown, 'lines'>): number {
  let sum = 0;
  for (const amount of travellerShare(pricing).values()) sum += amount;
  return sum;
}

function lineRefundable(
  key: RefundPart['key'],
  facts: TravellerRefundFacts,
  serviceFee: ServiceFeeRule,
): boolean {
  const submitted = facts.submittedToGovernment;
  switch (key) {
    case 'governmentFee':
      return !submitted || facts.governmentFeeRefunded;
    case 'serviceFee':
      return serviceFee === 'policy' && !submitted;
    case 'processingFee':
      // Kept by the rules once submitted; a rejection that keeps only the service fee gives it back.
      return serviceFee === 'keep' || !submitted;
    case 'travelInsurance':
    case 'travelEsim':
      return !facts.approved;
  }
}

export interface TravellerRefundInput {
  pricing: Pick<PriceBreakdown, 'lines'>;
  facts: TravellerRefundFacts;
  serviceFee: ServiceFeeRule;
  /** What is left of the payment, in cents (paid minus every refund holding an amount). */
  paymentRemaining: number;
  /** The configured card processing fee; absent, none is kept. */
  cardFee?: CardProcessingFee;
}

export interface TravellerRefund {
  /** Cents to refund now. */
  amount: number;
  /** The lines the rules give back (before subtracting earlier refunds), for staff to read. */
  parts: RefundPart[];
  /** The traveller's share of the card processing fee kept from the parts, in cents. */
  cardFeeKept: number;
}

/** How many travellers the breakdown prices (each line counts them in its quantity). */
function groupSize(pricing: Pick<PriceBreakdown, 'lines'>): number {
  return Math.max(1, ...pricing.lines.map((line) => line.quantity));
}

/** Cents the rules refund for one traveller now, and from which lines. */
export function travellerRefund({
  pricing,
  facts,
  serviceFee,
  paymentRemaining,
  cardFee,
}: TravellerRefundInput): TravellerRefund {
  const share = travellerShare(pricing);
  const parts = refundableLines
    .filter((key) => (share.get(key) ?? 0) > 0 && lineRefundable(key, facts, serviceFee))
    .map((key) => ({ key, amount: share.get(key) ?? 0 }));
  const given = parts.reduce((sum, part) => sum + part.amount, 0);
  // Kept only by the policy's refund before the submission, and never more than is given back.
  const keepsFee = cardFee !== undefined && serviceFee === 'policy' && !facts.submittedToGovernment;
  const cardFeeKept = keepsFee
    ? Math.min(given, cardFeeShare(cardFee, travellerPaid(pricing), groupSize(pricing)))
    : 0;
  const owed = given - cardFeeKept - Math.max(0, facts.alreadyRefunded);
  return {
    amount: Math.max(0, Math.min(owed, Math.max(0, paymentRemaining))),
    parts,
    cardFeeKept,
  };
}

/**
 * The most a custom refund may give back: what is left of the payment, and for one traveller
 * also no more than what they paid less what was refunded for them.
 */
export function customRefundLimit({
  pricing,
  alreadyRefunded,
  paymentRemaining,
}: {
  /** Given for a traveller's refund; absent for one of the whole application. */
  pricing?: Pick<PriceBreakdown, 'lines'>;
  alreadyRefunded?: number;
  paymentRemaining: number;
}): number {
  const remaining = Math.max(0, paymentRemaining);
  if (!pricing) return remaining;
  return Math.max(
    0,
    Math.min(remaining, travellerPaid(pricing) - Math.max(0, alreadyRefunded ?? 0)),
  );
}

/** Cents refunded for each traveller by these ledger lines (pending and succeeded ones). */
export function refundedPerTraveller(
  lines: readonly { state: RefundState; allocations: readonly RefundAllocation[] }[],
): Map<string, number> {
  const refunded = new Map<string, number>();
  for (const line of lines) {
    if (!holdsAmount(line.state)) continue;
    for (const { applicantId, amount } of line.allocations)
      refunded.set(applicantId, (refunded.get(applicantId) ?? 0) + amount);
  }
  return refunded;
}

/** How much of the payment a whole-application rejection gives back (staff-dashboard.md). */
export type RejectionRefundChoice = 'full' | 'keepServiceFee' | 'none';

/**
 * A rejection's refund and each traveller's part of it. 'full': everything left of the payment
 * (each traveller's part up to what they paid). 'keepServiceFee': per traveller, the rules with
 * the service fee kept, so the government fee of a traveller submitted to the government stays
 * unrefunded unless the government refunded it. 'none': nothing.
 */
export function rejectionRefund({
  choice,
  pricing,
  travellers,
  paymentRemaining,
}: {
  choice: RejectionRefundChoice;
  pricing: Pick<PriceBreakdown, 'lines'>;
  travellers: readonly { id: string; facts: TravellerRefundFacts }[];
  paymentRemaining: number;
}): { amount: number; allocations: RefundAllocation[] } {
  const remaining = Math.max(0, paymentRemaining);
  if (choice === 'none') return { amount: 0, allocations: [] };
  let left = remaining;
  const allocations: RefundAllocation[] = [];
  for (const { id, facts } of travellers) {
    const owed =
      choice === 'full'
        ? Math.min(left, Math.max(0, travellerPaid(pricing) - Math.max(0, facts.alreadyRefunded)))
        : travellerRefund({ pricing, facts, serviceFee: 'keep', paymentRemaining: left }).amount;
    if (owed > 0) allocations.push({ applicantId: id, amount: owed });
    left -= owed;
  }
  return { amount: choice === 'full' ? remaining : remaining - left, allocations };
}
