// How long we keep what (docs/requirements/privacy.md). The purge job deletes by these periods
// and the privacy policy states them from here, so the policy and the code cannot disagree.

import { ARRIVAL_MAX_DAYS } from './processing-time';
import { touristValidityFacts, visaFacts, type TouristValidity, type VisaType } from './visa';

export const retentionPeriods = {
  /** An application never paid for is deleted this many days after its last change. */
  unpaidDays: 30,
  /** The reminder before that deletion goes this many days before it. */
  unpaidReminderDaysBefore: 7,
  /** Uploaded documents and their prepared copies go this many days after the final decision. */
  documentsAfterDecisionDays: 90,
  /**
   * Personal details are made anonymous this many days after the last travel date (or when the
   * e-Visa expires, if that is later: the traveller may still need to download it).
   */
  personalDetailsAfterTravelDays: 365,
  /** Sent emails stay on the application's timeline this many days. */
  sentEmailDays: 90,
  /** A sender's support messages are deleted this many years after their last message. */
  supportMessageYears: 3,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/** The start (00:00 UTC) of a calendar day given as YYYY-MM-DD. */
const startOfDay = (isoDate: string) => new Date(`${isoDate}T00:00:00.000Z`);

/** When an application never paid for is deleted. */
export const unpaidDeletionAt = (lastChange: Date) =>
  addDays(lastChange, retentionPeriods.unpaidDays);

/** When the reminder before that deletion goes. */
export const unpaidReminderAt = (lastChange: Date) =>
  addDays(lastChange, retentionPeriods.unpaidDays - retentionPeriods.unpaidReminderDaysBefore);

/** When the uploaded documents of a decided application are deleted. */
export const documentsDeletionAt = (decidedAt: Date) =>
  addDays(decidedAt, retentionPeriods.documentsAfterDecisionDays);

/**
 * The end of an e-Visa's validity: from the day of arrival for the 30-day e-Tourist visa, from
 * the date of grant for the others (src/domain/visa.ts). Without an arrival date, from the
 * latest arrival the rules allow (ARRIVAL_MAX_DAYS after the grant): never too early.
 */
export function eVisaExpiresAt({
  visaType,
  touristValidity,
  grantedAt,
  arrivalDate,
}: {
  visaType: VisaType;
  touristValidity: TouristValidity | null;
  grantedAt: Date;
  arrivalDate: string | null;
}): Date {
  if (visaType !== 'tourist') return addDays(grantedAt, visaFacts[visaType].validityDays);
  const facts = touristValidityFacts[touristValidity ?? '30-days'];
  const from =
    facts.validFrom === 'grant'
      ? grantedAt
      : arrivalDate
        ? startOfDay(arrivalDate)
        : addDays(grantedAt, ARRIVAL_MAX_DAYS);
  if (facts.validity.unit === 'day') return addDays(from, facts.validity.count);
  const end = new Date(from);
  end.setUTCFullYear(end.getUTCFullYear() + facts.validity.count);
  return end;
}

/**
 * When personal details are made anonymous: a year after the last travel date (the day after
 * it ends), or when the e-Visa expires if that is later.
 */
export function anonymisationAt(lastTravelDate: string, eVisaExpiry?: Date): Date {
  const afterTravel = addDays(
    startOfDay(lastTravelDate),
    1 + retentionPeriods.personalDetailsAfterTravelDays,
  );
  return eVisaExpiry && eVisaExpiry > afterTravel ? eVisaExpiry : afterTravel;
}

/**
 * When a sender's support messages are deleted: `supportMessageYears` calendar years after their
 * last message (29 February moves to 1 March).
 */
export function supportMessagesDeletionAt(lastMessage: Date): Date {
  const at = new Date(lastMessage);
  at.setUTCFullYear(at.getUTCFullYear() + retentionPeriods.supportMessageYears);
  return at;
}
