// The visa products and their facts (specification section 9; the e-Tourist visa's validities:
// docs/requirements/tourist-validity.md). Information pages, the wizard, the agreement and the
// chat read them from here so the site states one set of facts.

export const visaTypes = ['tourist', 'business', 'medical', 'conference'] as const;
export type VisaType = (typeof visaTypes)[number];

export const entryTypes = ['single', 'double', 'triple', 'multiple'] as const;
export type EntryType = (typeof entryTypes)[number];

export interface VisaFacts {
  entryType: EntryType;
  /** Longest continuous stay per entry, in days. */
  stayPerEntryDays: number;
  /** Validity from the date of grant, in days. */
  validityDays: number;
}

/** The facts of the visa types that come in one form; the e-Tourist visa has three (below). */
export const visaFacts: Readonly<Record<Exclude<VisaType, 'tourist'>, VisaFacts>> = {
  business: { entryType: 'multiple', stayPerEntryDays: 180, validityDays: 365 },
  medical: { entryType: 'triple', stayPerEntryDays: 60, validityDays: 120 },
  conference: { entryType: 'single', stayPerEntryDays: 30, validityDays: 120 },
};

// The e-Tourist visa's validities (docs/requirements/tourist-validity.md): the traveller chooses
// one in step 1, and each has its own facts and its own government fee in the price table.

export const touristValidities = ['30-days', '1-year', '5-years'] as const;
export type TouristValidity = (typeof touristValidities)[number];

/** A length of time as the e-Visa rules state it: 30 days, 1 year, 5 years. */
export interface Period {
  count: number;
  unit: 'day' | 'year';
}

export interface TouristValidityFacts {
  /** What the option is called: 30 days, 1 year, 5 years. */
  term: Period;
  entryType: EntryType;
  /** How long the visa is valid, and from when: the day of arrival, or the date of grant. */
  validity: Period;
  validFrom: 'arrival' | 'grant';
  /** Longest continuous stay per visit, in days (for the 30-day visa: within its validity). */
  stayPerEntryDays: number;
  /**
   * A longer stay per visit for nationals of these countries (ISO 3166-1 alpha-2). Stated on
   * the site; the server does not enforce stays (the immigration officer does).
   */
  longerStay?: { stayPerEntryDays: number; nationalities: readonly string[] };
}

const longerTouristStay = { stayPerEntryDays: 180, nationalities: ['US', 'GB', 'CA', 'JP'] };

export const touristValidityFacts: Readonly<Record<TouristValidity, TouristValidityFacts>> = {
  '30-days': {
    term: { count: 30, unit: 'day' },
    entryType: 'double',
    validity: { count: 30, unit: 'day' },
    validFrom: 'arrival',
    stayPerEntryDays: 30,
  },
  '1-year': {
    term: { count: 1, unit: 'year' },
    entryType: 'multiple',
    validity: { count: 365, unit: 'day' },
    validFrom: 'grant',
    stayPerEntryDays: 90,
    longerStay: longerTouristStay,
  },
  '5-years': {
    term: { count: 5, unit: 'year' },
    entryType: 'multiple',
    validity: { count: 5, unit: 'year' },
    validFrom: 'grant',
    stayPerEntryDays: 90,
    longerStay: longerTouristStay,
  },
};

export function isTouristValidity(value: unknown): value is TouristValidity {
  return typeof value === 'string' && (touristValidities as readonly string[]).includes(value);
}

export function isVisaType(value: unknown): value is VisaType {
  return typeof value === 'string' && (visaTypes as readonly string[]).includes(value);
}

export const processingTimes = ['normal', 'urgent', 'super-urgent'] as const;
export type ProcessingTime = (typeof processingTimes)[number];

/** Business days from complete documents to decision; 0-0 means the same day. */
export interface BusinessDayRange {
  minDays: number;
  maxDays: number;
}

export const processingTimeFacts: Readonly<
  Record<ProcessingTime, BusinessDayRange & { sameDay: boolean }>
> = {
  normal: { minDays: 3, maxDays: 5, sameDay: false },
  urgent: { minDays: 1, maxDays: 2, sameDay: false },
  // Same day is subject to availability (the product decisions pricing), so copy should say so.
  'super-urgent': { minDays: 0, maxDays: 0, sameDay: true },
};

export function isProcessingTime(value: unknown): value is ProcessingTime {
  return typeof value === 'string' && (processingTimes as readonly string[]).includes(value);
}

/** A group application covers 1 to 10 applicants, each with their own details and documents. */
export const minApplicants = 1;
export const maxApplicants = 10;

export const transportations = ['airports', 'seaports'] as const;
export type Transportation = (typeof transportations)[number];
