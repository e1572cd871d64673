// Our liability for an application (docs/requirements/product-decisions.md, "Refunds and
// liability"): the terms of service, the terms and conditions and the signed agreement all state
// it from here, so they cannot disagree.

/**
 * Our total liability to a customer for an application is limited to the greater of this amount
 * and what the customer paid us for that application. A contract term in pounds sterling (the
 * company is in the UK), not a price we charge.
 */
export const liabilityMinimum = { pence: 10_000, currency: 'GBP' } as const;
