import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { chargedPaymentStatuses } from '@/domain/payment-status';
import {
  applications,
  payments,
  type DatabaseExecutor,
  type Payment,
  type PaymentStatus,
} from '@/server/db';
import { DUPLICATE } from './apply-payment-outcome';

/** Every payment attempt for one application, newest first (for staff and the status call). */
export function listPaymentsForApplication(
  db: DatabaseExecutor,
  applicationId: string,
): Promise<Payment[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.applicationId, applicationId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/**
 * The payment an applicant should see: the one that succeeded (or was refunded by staff), else
 * the latest attempt. A duplicate refunded automatically is never it while another is there.
 */
export async function findCurrentPayment(
  db: DatabaseExecutor,
  applicationId: string,
): Promise<Payment | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.applicationId, applicationId))
    .orderBy(
      asc(sql`${payments.failureReason} is not distinct from ${DUPLICATE}`),
      desc(inArray(payments.status, chargedPaymentStatuses)),
      desc(payments.createdAt),
    )
    .limit(1);
  return row;
}

export interface PaymentListFilter {
  status?: PaymentStatus;
  provider?: string;
  /** Keyset paging: only attempts created before this instant (the last row's createdAt). */
  before?: Date;
  /** At most 200; default 50. */
  limit?: number;
}

export type PaymentListItem = Payment & { applicationNumber: string };

/** Payment attempts across applications, newest first, for the staff dashboard. */
export function listPayments(
  db: DatabaseExecutor,
  filter: PaymentListFilter = {},
): Promise<PaymentListItem[]> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(payments.status, filter.status));
  if (filter.provider) conditions.push(eq(payments.provider, filter.provider));
  if (filter.before) conditions.push(lt(payments.createdAt, filter.before));
  const limit = Math.min(Math.max(Math.trunc(filter.limit ?? 50), 1), 200);
  return db
    .select({ payment: payments, applicationNumber: applications.applicationNumber })
    .from(payments)
    .innerJoin(applications, eq(applications.id, payments.applicationId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .then((rows) =>
      rows.map((row) => ({ ...row.payment, applicationNumber: row.applicationNumber })),
    );
}
