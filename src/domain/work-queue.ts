import type { ApplicationStatus } from './status';

// The staff work queue (docs/requirements/staff-dashboard.md): the applications that need a
// person now, oldest promise first. Relative import on purpose: the drizzle schema builds its
// partial index from this list, and drizzle-kit loads the schema without the `@/` alias.

/**
 * The statuses that wait on staff. Extend the list (e.g. with an 'action_required' status) and
 * `npm run db:generate` rebuilds the queue's partial index with it.
 */
export const queueStatuses = ['under_review'] as const satisfies readonly ApplicationStatus[];

/** Whether an application of this status belongs in the work queue. */
export const isQueued = (status: ApplicationStatus) =>
  (queueStatuses as readonly ApplicationStatus[]).includes(status);
