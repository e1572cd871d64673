import { and, eq, gte } from 'drizzle-orm';
import type { TApplicationView, TCreateApplicationRequest } from '@/domain/schemas';
import { applicants, type Application, type Database } from '@/server/db';
import { getApplicationView } from './get-application';
import { lockDraftForEdit } from './lock-draft';
import { priceApplication } from './pricing-view';

/** PATCH: changes step 1 of a draft and reprices it; applicants past a lowered count go. */
export async function updateApplication(
  db: Database,
  application: Application,
  request: TCreateApplicationRequest,
): Promise<TApplicationView> {
  const pricing = priceApplication(request);
  return db.transaction(async (tx) => {
    const updated = await lockDraftForEdit(tx, application.id, {
      visaType: request.visaType,
      processingTime: request.processingTime,
      transportation: request.transportation,
      portOfArrival: request.portOfArrival,
      email: request.email,
      countryCode: request.countryCode,
      phone: request.phone,
      numberOfApplicants: request.numberOfApplicants,
      travelInsurance: request.travelInsurance,
      travelEsim: request.travelEsim,
      language: request.language,
      pricing: { ...pricing },
      totalAmount: pricing.totalAmount,
      currency: pricing.currency,
    });
    await tx
      .delete(applicants)
      .where(
        and(
          eq(applicants.applicationId, application.id),
          gte(applicants.position, request.numberOfApplicants),
        ),
      );
    return getApplicationView(tx, updated);
  });
}
