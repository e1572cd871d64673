// The specification section 9's legal facts that are not prices of the service. They live here, not in
// the copy, so a figure is changed in one place and every language shows the same one.

/** The date each page was last revised (ISO calendar dates; shown with Intl in the reader's language). */
export const legalDates = {
  privacy: '2025-08-09',
  terms: '2025-08-06',
  conditions: '2025-08-06',
  security: '2025-08-06',
  refund: '2025-01-22',
} as const;

export type LegalDocumentKey = keyof typeof legalDates;

/** Amounts in pounds sterling that the terms name: they are contract terms, not prices we charge. */
export const legalSterlingAmounts = {
  /** Our total liability to a customer (terms of service and terms and conditions). */
  liabilityCap: 100,
  /** The gift card a referrer receives for each referred customer who completes an application. */
  referralGiftCard: 20,
} as const;
