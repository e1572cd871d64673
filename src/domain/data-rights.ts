// The traveller's rights from the status page (docs/requirements/privacy.md, "Access and
// erasure"): the emailed code, the grant it opens, and the month staff have for a request.

export const dataRightsRules = {
  /** Digits of the emailed code. */
  codeDigits: 8,
  /** How long an emailed code works, from its delivery. */
  codeMinutes: 15,
  /** Wrong codes a live code survives; then it no longer works. */
  codeAttempts: 5,
  /** How long a checked code lets the traveller download and erase. */
  grantMinutes: 30,
} as const;

/** The code as the traveller types it: digits, spaces and dashes ignored. */
export const normalizeDataRightsCode = (value: string) => value.replace(/[\s-]/g, '');

export const isDataRightsCode = (value: string) =>
  new RegExp(`^\\d{${dataRightsRules.codeDigits}}$`).test(value);

/**
 * When an erasure request falls due: one calendar month after it was made (UK GDPR art. 12(3)),
 * the same day of the next month, or its last day when it has no such day (31 Jan -> 28 Feb).
 */
export function erasureDueAt(requestedAt: Date): Date {
  const due = new Date(requestedAt.getTime());
  const day = due.getUTCDate();
  due.setUTCDate(1);
  due.setUTCMonth(due.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 0)).getUTCDate();
  due.setUTCDate(Math.min(day, lastDay));
  return due;
}
