import type { ApplicationStatus } from './status';

// The staff work queue (docs/requirements/staff-dashboard.md): the applications that need a
// person now, oldest promise first. Relative import on purpose: the drizzle schema builds its
// partial index from this list, and drizzle-kit loads the schema without the `@/` alias.

/**
 * The statuses that wait on staff. An application waiting for the traveller's changes
 * (action_required) is not here: it waits on the traveller, and comes back as under_review once
 * every change is sent (docs/requirements/change-requests.md). Extending the list needs
 * `npm run db:generate` to rebuild the queue's partial index.
 */
export const queueStatuses = ['under_review'] as const satisfies readonly ApplicationStatus[];

/** Whether an application of this status belongs in the work queue. */
export const isQueued = (status: ApplicationStatus) =>
  (queueStatuses as readonly ApplicationStatus[]).includes(status);
