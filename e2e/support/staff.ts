/**
 * The staff accounts global-setup.ts adds with `npm run staff` before the server starts. Neither
 * has a second factor until its first sign-in enrols one: E2E_ADMIN's in e2e/admin/login.spec.ts.
 */
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e admin password 2026' } as const;

/** The staff journey's account (e2e/admin/staff-journey.spec.ts), so it never races the login spec. */
export const E2E_REVIEWER = {
  username: 'e2e-reviewer',
  password: 'e2e reviewer password 2026',
} as const;

/** The session-timeout spec's account (e2e/admin/session-timeout.spec.ts): enrolled there. */
export const E2E_SESSION = {
  username: 'e2e-session',
  password: 'e2e session password 2026',
} as const;

/** The data-rights spec's account (e2e/status/data-rights.spec.ts): enrolled there. */
export const E2E_RIGHTS = {
  username: 'e2e-rights',
  password: 'e2e rights password 2026',
} as const;

/** The support inbox spec's account (e2e/admin/support-inbox.spec.ts): enrolled there. */
export const E2E_INBOX = {
  username: 'e2e-inbox',
  password: 'e2e inbox password 2026',
} as const;

/** The staff accounts spec's admin (e2e/admin/staff-accounts.spec.ts): enrolled there. */
export const E2E_MANAGER = {
  username: 'e2e-manager',
  password: 'e2e manager password 2026',
} as const;

/** The extras spec's account (e2e/admin/add-ons.spec.ts): enrolled there. */
export const E2E_ADDONS = {
  username: 'e2e-addons',
  password: 'e2e addons password 2026',
} as const;
