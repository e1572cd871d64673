// How long a staff session lasts (docs/decisions/0009-staff-sign-in.md). The server ends it; the
// dashboard counts the same minutes to warn before the end (docs/requirements/accessibility.md,
// "Staff sessions").

export const staffSessionRules = {
  /** A session with no call for this long has ended. */
  idleMinutes: 30,
  /** Every session ends this long after sign-in, however busy. */
  maxHours: 12,
  /** The dashboard warns this long before the end, with "Stay signed in" (WCAG 2.2.1). */
  warnSeconds: 120,
  /** Typing or clicking tells the server at most this often that the staff member is there. */
  activityPingSeconds: 60,
} as const;

export const STAFF_SESSION_IDLE_MS = staffSessionRules.idleMinutes * 60_000;
export const STAFF_SESSION_MAX_MS = staffSessionRules.maxHours * 3_600_000;
