import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applicationRef } from './applications';
import { createdAt, id, oneOf, tstz } from './columns';
import { staffUsers } from './staff-users';

// The traveller's rights from the status page (docs/requirements/privacy.md, "Access and
// erasure"): a code emailed to the application's address proves the mailbox, and is exchanged
// once for a short grant that downloads the data or erases it.

/**
 * One emailed code. The row is written when the traveller asks; the code itself is minted when
 * the email is delivered (as resume links, docs/decisions/0013-resume-codes.md), so the outbox
 * holds no secret. Only hashes are stored, of the code and of the grant it was exchanged for.
 */
export const dataRightsCodes = pgTable(
  'data_rights_codes',
  {
    id: id(),
    applicationId: applicationRef('cascade').notNull(),
    createdAt: createdAt(),
    /** sha-256 of the application id and the code; null until the email is delivered. */
    codeHash: text('code_hash'),
    expiresAt: tstz('expires_at'),
    /** Wrong codes tried while this one was live; at the limit it no longer works. */
    attempts: integer('attempts').notNull().default(0),
    usedAt: tstz('used_at'),
    /** sha-256 of the grant the code was exchanged for, and when the grant ends. */
    grantHash: text('grant_hash').unique(),
    grantExpiresAt: tstz('grant_expires_at'),
  },
  (t) => [
    index('data_rights_codes_application_id_idx').on(t.applicationId),
    check('data_rights_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

export const erasureRequestStates = ['open', 'completed'] as const;
export type ErasureRequestState = (typeof erasureRequestStates)[number];

/**
 * Erasures and requests for erasure. Before any traveller went to the government an erasure is
 * done at once and recorded here completed; after it, it is a request staff complete within a
 * month (UK GDPR art. 12(3)). The row outlives the application (its number stays, nothing
 * else), so staff see every erasure and a restored backup can be erased again.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: id(),
    applicationId: applicationRef('set null'),
    applicationNumber: text('application_number').notNull(),
    requestedAt: tstz('requested_at').notNull().defaultNow(),
    dueAt: tstz('due_at').notNull(),
    state: text('state').$type<ErasureRequestState>().notNull().default('open'),
    completedAt: tstz('completed_at'),
    /** The staff member who completed it; null when it was done at once, or the account is gone. */
    completedBy: uuid('completed_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Staff's record of the completion (what they checked, what they told the traveller). */
    note: text('note'),
  },
  (t) => [
    check('erasure_requests_state_check', oneOf(t.state, erasureRequestStates)),
    check(
      'erasure_requests_completed_check',
      sql`(${t.state} = 'completed') = (${t.completedAt} is not null)`,
    ),
    // At most one open request per application: a second click finds the first.
    uniqueIndex('erasure_requests_open_unique')
      .on(t.applicationId)
      .where(sql`${t.state} = 'open'`),
    index('erasure_requests_open_due_at_idx')
      .on(t.dueAt)
      .where(sql`${t.state} = 'open'`),
    index('erasure_requests_application_number_idx').on(t.applicationNumber),
  ],
);

export type DataRightsCode = typeof dataRightsCodes.$inferSelect;
export type ErasureRequest = typeof erasureRequests.$inferSelect;
