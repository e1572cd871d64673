// Staff roles and what each may do (docs/requirements/staff-roles.md). Every staff route names
// the roles it admits with one of these sets; the dashboard hides what a role cannot do.

export const STAFF_ROLES = ['admin', 'reviewer', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who may call a staff route, by what the route does. */
export const staffAccess = {
  /** Reading applications and the member's own account: every role. */
  everyone: STAFF_ROLES,
  /** Writing to the customer (the application's email, later the inbox). */
  customerCare: STAFF_ROLES,
  /** Reviewing: decisions, change requests, government submission, assignment. */
  review: ['admin', 'reviewer'],
  /** Opening an applicant's files (passport, photo, agreement, e-Visa). */
  documents: ['admin', 'reviewer'],
  /** Money leaving the company: refunds, government fee refunds. */
  refunds: ['admin'],
  /** Personal data duties (completing an erasure) and managing staff. */
  admin: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export const mayDo = (role: StaffRole | undefined, access: readonly StaffRole[]): boolean =>
  role !== undefined && access.includes(role);
