import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { paymentStatuses, type PaymentStatus } from '@/domain/payment-status';

/** What /metrics reports from the database, read at scrape time (plugins/metrics.ts). */
export interface OperationalSnapshot {
  /** Emails waiting to be sent: pending (perhaps backing off) or claimed by a worker. */
  outboxDepth: number;
  /** Seconds since the oldest of those was queued; 0 when there is none. */
  outboxOldestAgeSeconds: number;
  /** Emails the worker gave up on (attempts exhausted, or a permanent error). */
  emailsFailed: number;
  /** Every payment status, 0 when no payment has it. */
  payments: Record<PaymentStatus, number>;
}

/**
 * Two small queries. The outbox's reads only the rows not sent (its status index, the same
 * one the worker claims by); sent rows, the bulk of the table, are never visited. Payments
 * are counted by status over the whole table: one narrow row per checkout
 * (docs/decisions/0044-metrics-and-version.md says why no index was added for it).
 */
export async function readOperationalSnapshot(db: Database): Promise<OperationalSnapshot> {
  const outbox = await db.execute<{ depth: number; oldest: number; failed: number }>(sql`
    select count(*) filter (where status in ('pending', 'sending'))::int as depth,
           coalesce(extract(epoch from now() - min(created_at)
                    filter (where status in ('pending', 'sending'))), 0)::float8 as oldest,
           count(*) filter (where status = 'failed')::int as failed
      from email_outbox
     where status in ('pending', 'sending', 'failed')`);
  const byStatus = await db.execute<{ status: string; count: number }>(
    sql`select status, count(*)::int as count from payments group by status`,
  );
  const payments = Object.fromEntries(paymentStatuses.map((s) => [s, 0])) as Record<
    PaymentStatus,
    number
  >;
  for (const row of byStatus.rows) {
    if (row.status in payments) payments[row.status as PaymentStatus] = Number(row.count);
  }
  const first = outbox.rows[0];
  return {
    outboxDepth: Number(first?.depth ?? 0),
    outboxOldestAgeSeconds: Math.max(0, Number(first?.oldest ?? 0)),
    emailsFailed: Number(first?.failed ?? 0),
    payments,
  };
}
