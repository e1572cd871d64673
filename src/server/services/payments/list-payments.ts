import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { chargedPaymentStatuses } from '@/domain/payment-status';
import { payments, type DatabaseExecutor, type Payment } from '@/server/db';
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
