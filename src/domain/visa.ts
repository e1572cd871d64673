// The visa products and their facts (specification section 9). Information pages, the wizard and the chat
// read them from here so the site states one set of facts.

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

export const visaFacts: Readonly<Record<VisaType, VisaFacts>> = {
  tourist: { entryType: 'double', stayPerEntryDays: 30, validityDays: 90 },
  business: { entryType: 'multiple', stayPerEntryDays: 180, validityDays: 365 },
  medical: { entryType: 'triple', stayPerEntryDays: 60, validityDays: 120 },
  conference: { entryType: 'single', stayPerEntryDays: 30, validityDays: 120 },
};

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
