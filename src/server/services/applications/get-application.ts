import { asc, eq } from 'drizzle-orm';
import { resumeStepFor, type TApplicantView, type TApplicationView } from '@/domain/schemas';
import {
  agreements,
  applicants,
  type Applicant,
  type Application,
  type DatabaseExecutor,
} from '@/server/db';
import { pricingView } from './pricing-view';

export async function listApplicants(
  db: DatabaseExecutor,
  applicationId: string,
): Promise<Applicant[]> {
  return db
    .select()
    .from(applicants)
    .where(eq(applicants.applicationId, applicationId))
    .orderBy(asc(applicants.position));
}

/** One entry per applicant the application is for, saved or not yet, in position order. */
export function applicantViews(application: Application, rows: Applicant[]): TApplicantView[] {
  return Array.from({ length: application.numberOfApplicants }, (_, position) => {
    const row = rows.find((r) => r.position === position);
    return {
      position,
      details: row?.details ?? {},
      validated: row?.validatedAt != null,
      savedAt: row?.updatedAt.toISOString() ?? null,
    };
  });
}

/**
 * The applicant's own view, for resuming the wizard. Built field by field, never by spreading
 * the row, so the token hash and internal columns cannot leak.
 */
export async function getApplicationView({
  db,
  application,
}: {
  db: DatabaseExecutor;
  application: Application;
}): Promise<TApplicationView> {
  const rows = await listApplicants(db, application.id);
  const [agreement] = await db
    .select({ signedAt: agreements.signedAt, signerName: agreements.signerName })
    .from(agreements)
    .where(eq(agreements.applicationId, application.id));
  const applicantList = applicantViews(application, rows);
  const allValidated = applicantList.every((a) => a.validated);
  return {
    id: application.id,
    applicationNumber: application.applicationNumber,
    status: application.status,
    step: resumeStepFor(application.status, allValidated),
    visaType: application.visaType,
    processingTime: application.processingTime,
    transportation: application.transportation,
    portOfArrival: application.portOfArrival,
    email: application.email,
    countryCode: application.countryCode,
    phone: application.phone,
    communicationChannel: 'email',
    numberOfApplicants: application.numberOfApplicants,
    travelInsurance: application.travelInsurance,
    travelEsim: application.travelEsim,
    language: application.language,
    totalAmount: application.totalAmount,
    currency: 'USD',
    // As priced when last saved: a later change of the price table does not reprice it.
    pricing: pricingView(application.pricing),
    applicants: applicantList,
    agreement: {
      signed: agreement !== undefined,
      signedAt: agreement?.signedAt.toISOString() ?? null,
      signerName: agreement?.signerName ?? null,
    },
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    submittedAt: application.submittedAt?.toISOString() ?? null,
    paidAt: application.paidAt?.toISOString() ?? null,
  };
}
