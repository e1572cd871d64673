// Reminders that bring a stalled application home (docs/requirements/reminders.md): which step,
// after how long, in the order they go. Each goes at most once; the later one of a step replaces
// an earlier one not yet sent.

export const reminderSteps = ['details', 'payment', 'documents'] as const;
export type ReminderStep = (typeof reminderSteps)[number];

export interface ReminderKind {
  kind: string;
  step: ReminderStep;
  /** Hours after the step began (the application's creation, signing, payment). */
  afterHours: number;
}

export const reminderKinds = [
  { kind: 'details-24h', step: 'details', afterHours: 24 },
  { kind: 'details-3d', step: 'details', afterHours: 72 },
  { kind: 'payment-24h', step: 'payment', afterHours: 24 },
  { kind: 'documents-24h', step: 'documents', afterHours: 24 },
  { kind: 'documents-3d', step: 'documents', afterHours: 72 },
] as const satisfies readonly ReminderKind[];

/** At most one reminder of any kind (change requests' included) per application in this time. */
export const REMINDER_GAP_HOURS = 24;
