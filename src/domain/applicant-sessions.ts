// When a traveller's access to their application ends (docs/requirements/applicant-sessions.md).
// The browser that created the application holds its first token; a link from an email or the
// payment page's way back opens a further session. Each ends on its own after a quiet period,
// all end some time after the decision, and the traveller can end all but the one in hand.

const DAY_MS = 24 * 60 * 60 * 1000;

export const applicantSessionRules = {
  /** A token or session not used for this long has ended. */
  idleDays: 30,
  /** Every token and session ends this long after staff decided the application. */
  afterDecisionDays: 30,
  /** A link asked for to open the uploaded files works this long, once. */
  fileLinkMinutes: 30,
  /** The last use is written at most this often, so reads stay reads. */
  touchEveryMinutes: 60,
} as const;

/** Whether access last used at `lastUsedAt` has ended at `now`. */
export function sessionEnded({
  lastUsedAt,
  decidedAt,
  now,
}: {
  lastUsedAt: Date;
  decidedAt: Date | null;
  now: Date;
}): boolean {
  const { idleDays, afterDecisionDays } = applicantSessionRules;
  if (now.getTime() - lastUsedAt.getTime() > idleDays * DAY_MS) return true;
  return decidedAt !== null && now.getTime() - decidedAt.getTime() > afterDecisionDays * DAY_MS;
}

/** Whether the last use is old enough to be written again. */
export function dueForTouch(lastUsedAt: Date, now: Date): boolean {
  return now.getTime() - lastUsedAt.getTime() >= applicantSessionRules.touchEveryMinutes * 60_000;
}
