import { and, eq, isNull } from 'drizzle-orm';
import { agreements } from '@/server/db';

/** The application's current agreement: the one not voided by a correction (decision 0016). */
export const currentAgreementOf = (applicationId: string) =>
  and(eq(agreements.applicationId, applicationId), isNull(agreements.supersededAt));
