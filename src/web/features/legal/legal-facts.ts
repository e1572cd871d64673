// The dates of the legal pages. They live here, not in the copy, so a date is changed in one place
// and every language shows the same one. The figures the pages state come from the domain: prices
// from src/domain/pricing.ts, refund terms from src/domain/refund-policy.ts and the liability from
// src/domain/liability.ts (legal-values.ts).

/** The date each page was last revised (ISO calendar dates; shown with Intl in the reader's language). */
export const legalDates = {
  privacy: '2026-11-26',
  terms: '2026-11-26',
  conditions: '2026-11-26',
  security: '2025-08-06',
  refund: '2026-11-26',
} as const;

export type LegalDocumentKey = keyof typeof legalDates;
