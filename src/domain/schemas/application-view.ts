import type { LanguageCode } from '@/domain/i18n/languages';
import type { PriceBreakdown } from '@/domain/pricing';
import type { ApplicationStatus } from '@/domain/status';
import type { ProcessingTime, Transportation, VisaType } from '@/domain/visa';

// What the applicant API answers (the server builds these, the wizard reads them). Instants are
// ISO 8601 strings in UTC; amounts are integer US cents.

/** The server's price breakdown plus the total as the site writes it ('$238'). */
export type TPricingView = PriceBreakdown & { totalAmountUsd: string };

/** POST /api/applications, 201. The access token is shown this once; keep it. */
export interface TCreateApplicationResponse {
  id: string;
  applicationNumber: string;
  accessToken: string;
  status: 'draft';
  pricing: TPricingView;
}

export interface TApplicantView {
  /** 0-based; the array is in position order and has one entry per applicant. */
  position: number;
  /** Step-2 fields as last saved (validated or draft); {} when nothing was saved yet. */
  details: Record<string, unknown>;
  /** True when `details` passed the full step-2 schema when saved. */
  validated: boolean;
  savedAt: string | null;
}

/** Wizard steps a saved application can resume at (the wizard's /apply/<step> names). */
export const resumeSteps = ['applicants', 'agreement', 'payment', 'documents', 'done'] as const;
export type TResumeStep = (typeof resumeSteps)[number];

/** Where the wizard continues: a draft is at step 2 until every applicant is complete. */
export function resumeStepFor(
  status: ApplicationStatus,
  allApplicantsValidated: boolean,
): TResumeStep {
  switch (status) {
    case 'draft':
      return allApplicantsValidated ? 'agreement' : 'applicants';
    case 'submitted':
      return 'payment';
    case 'paid':
      return 'documents';
    default:
      return 'done';
  }
}

/** GET/PATCH/PUT /api/applications/{id}: the applicant's own view. */
export interface TApplicationView {
  id: string;
  applicationNumber: string;
  status: ApplicationStatus;
  step: TResumeStep;
  visaType: VisaType;
  processingTime: ProcessingTime;
  transportation: Transportation;
  portOfArrival: string;
  email: string;
  countryCode: string | null;
  phone: string;
  communicationChannel: 'email';
  numberOfApplicants: number;
  travelInsurance: boolean;
  travelEsim: boolean;
  language: LanguageCode;
  totalAmount: number;
  currency: 'USD';
  pricing: TPricingView;
  applicants: TApplicantView[];
  agreement: { signed: boolean; signedAt: string | null; signerName: string | null };
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  paidAt: string | null;
}
