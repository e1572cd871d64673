import { z } from 'zod';
import { languageCodes } from '@/domain/i18n/languages';
import { ZPriceBreakdown } from '@/domain/schemas/pricing';
import { applicationStatuses, type wizardStepFor } from '@/domain/status';
import { processingTimes, touristValidities, transportations, visaTypes } from '@/domain/visa';

// What the applicant API answers (the server builds these, the wizard reads them). Instants are
// ISO 8601 strings in UTC; amounts are integer US cents. The routes declare these as response
// schemas, so a field not listed here (the token hash, internal columns) never leaves the server.

const instant = z.string();

/** The server's price breakdown plus the total as the site writes it ('$238'). */
export const ZPricingView = ZPriceBreakdown.extend({ totalAmountUsd: z.string() });
export type TPricingView = z.infer<typeof ZPricingView>;

/** POST /api/applications, 201. The access token is shown this once; keep it. */
export const ZCreateApplicationResponse = z.object({
  id: z.string(),
  applicationNumber: z.string(),
  accessToken: z.string(),
  status: z.literal('draft'),
  pricing: ZPricingView,
});
export type TCreateApplicationResponse = z.infer<typeof ZCreateApplicationResponse>;

export const ZApplicantView = z.object({
  /** 0-based; the array is in position order and has one entry per applicant. */
  position: z.number().int(),
  /** Step-2 fields as last saved (validated or draft); {} when nothing was saved yet. */
  details: z.record(z.string(), z.unknown()),
  /** True when `details` passed the full step-2 schema when saved. */
  validated: z.boolean(),
  savedAt: instant.nullable(),
});
export type TApplicantView = z.infer<typeof ZApplicantView>;

/** Wizard steps a saved application can resume at (`wizardStepFor` in status.ts picks one). */
const resumeSteps = [
  'applicants',
  'agreement',
  'payment',
  'documents',
  'done',
] as const satisfies readonly ReturnType<typeof wizardStepFor>[];

/** GET/PATCH/PUT /api/applications/{id}: the applicant's own view. */
/**
 * When the e-Visa is expected (domain/processing-time.ts): a 'YYYY-MM-DD' day, and whether the
 * clock has started (every document in) or the date is what it would be were they in today.
 * Null once the application is decided.
 */
export const ZDelivery = z.object({ expectedBy: z.string(), clockStarted: z.boolean() }).nullable();

export const ZApplicationView = z.object({
  id: z.string(),
  applicationNumber: z.string(),
  status: z.enum(applicationStatuses),
  step: z.enum(resumeSteps),
  visaType: z.enum(visaTypes),
  /** The e-Tourist visa's validity; null for the other visa types. */
  touristValidity: z.enum(touristValidities).nullable(),
  processingTime: z.enum(processingTimes),
  transportation: z.enum(transportations),
  portOfArrival: z.string(),
  email: z.string(),
  countryCode: z.string().nullable(),
  phone: z.string(),
  communicationChannel: z.literal('email'),
  numberOfApplicants: z.number().int(),
  travelInsurance: z.boolean(),
  travelEsim: z.boolean(),
  language: z.enum(languageCodes),
  totalAmount: z.number().int(),
  currency: z.literal('USD'),
  pricing: ZPricingView,
  applicants: z.array(ZApplicantView),
  agreement: z.object({
    signed: z.boolean(),
    signedAt: instant.nullable(),
    signerName: z.string().nullable(),
  }),
  createdAt: instant,
  updatedAt: instant,
  submittedAt: instant.nullable(),
  paidAt: instant.nullable(),
  delivery: ZDelivery,
});
export type TApplicationView = z.infer<typeof ZApplicationView>;

/** POST /api/applications/{id}/resume-link and the other calls that only confirm. */
export const ZSuccessResponse = z.object({ success: z.literal(true) });
export type TSuccessResponse = z.infer<typeof ZSuccessResponse>;

/** "Sign out on other devices": how many other sessions ended. */
export const ZEndSessionsResponse = z.object({ ended: z.number().int().nonnegative() });
export type TEndSessionsResponse = z.infer<typeof ZEndSessionsResponse>;
