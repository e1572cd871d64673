// Drizzle schema: the single source for migrations (drizzle-kit) and for typed queries. One file
// per table, shared column helpers in columns.ts; `@/server/db` re-exports all of it.
export * from './accounting';
export * from './agreements';
export * from './applicant-name-tokens';
export * from './applicant-sessions';
export * from './application-counts';
export * from './applicants';
export { applicationStatuses, applications, type ApplicationStatus } from './applications';
export type { Application, NewApplication, StoredPricing } from './applications';
export * from './audit-log';
export * from './column-keys';
export * from './documents';
export * from './email-outbox';
export * from './payment-events';
export * from './payments';
export * from './relations';
export * from './sandbox-checkouts';
export * from './staff-sessions';
export * from './staff-users';
export * from './support-messages';
export * from './staff-sign-in';
export * from './rate-limits';
export * from './refunds';
export * from './change-requests';
export * from './data-rights';
export * from './reminders';
