import { z } from 'zod';
import { fieldMessage } from '@/domain/errors/field-message';
import { ZStaffChangeRequest } from '@/domain/change-requests';
import { documentTypes, ZDocumentView } from '@/domain/documents';
import { ZAccountingDocumentView } from '@/domain/accounting';
import { addOnKinds } from '@/domain/add-ons';
import { paymentStatuses } from '@/domain/payment-status';
import { refundKinds, refundStates } from '@/domain/refund-rules';
import { applicationStatuses } from '@/domain/status';
import { travellerOutcomes } from '@/domain/traveller-outcomes';
import { multiLineText, singleLineText } from '@/domain/schemas/text';
import { processingTimes, touristValidities, visaTypes } from '@/domain/visa';
import { ZApplicantView, ZDelivery } from './application-view';

// The staff dashboard's API (docs/requirements/staff-dashboard.md). Every call needs a staff
// session (Authorization: Bearer <staff token>). Instants are ISO 8601 strings in UTC; amounts
// are integer US cents. The routes declare these as response schemas.

const instant = z.string();
const tooLong = (max: number) => fieldMessage('validation.too_long', { max });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const adminSortFields = ['createdAt', 'updatedAt', 'applicationNumber', 'status'] as const;

/** The staff search box's limit, on the form and the server. */
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/**
 * 'queue': the work queue, the applications waiting on staff (queueStatuses) by due date, the
 * earliest first, whatever `sort` says; 'all': every application in the chosen sort.
 */
export const adminListViews = ['queue', 'all'] as const;

/** GET /api/admin/applications (call 8): search, filters, sort and pagination in the query. */
export const ZAdminApplicationsQuery = z.object({
  view: z.enum(adminListViews).default('all'),
  /** 'true': only the applications assigned to the caller. */
  mine: z.stringbool().default(false),
  /** 'true': only paid applications with an extra still to deliver (add-ons.md). */
  addOnsDue: z.stringbool().default(false),
  /** Application number, applicant name, email or passport number (case-insensitive). */
  q: singleLineText().trim().max(ADMIN_SEARCH_MAX_LENGTH).optional(),
  status: z.enum(applicationStatuses).optional(),
  visaType: z.enum(visaTypes).optional(),
  processingTime: z.enum(processingTimes).optional(),
  /** Created on or after this day / on or before this day (UTC dates). */
  createdFrom: isoDate.optional(),
  createdTo: isoDate.optional(),
  sort: z.enum(adminSortFields).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TAdminApplicationsQuery = z.infer<typeof ZAdminApplicationsQuery>;

/** A staff member as other staff see them. */
const ZStaffRef = z.object({ id: z.string(), username: z.string() });

export const ZAdminApplicationRow = z.object({
  id: z.string(),
  applicationNumber: z.string(),
  status: z.enum(applicationStatuses),
  visaType: z.enum(visaTypes),
  processingTime: z.enum(processingTimes),
  email: z.string(),
  /** The first applicant's name ('' before step 2 is saved). */
  leadName: z.string(),
  numberOfApplicants: z.number().int(),
  totalAmount: z.number().int(),
  createdAt: instant,
  updatedAt: instant,
  /** When the decision is due (the end, UK time, of the expected-by day); null before that. */
  dueAt: instant.nullable(),
  /** In the work queue and past its due instant. */
  overdue: z.boolean(),
  /** Who is working on it; null: nobody. */
  assignedTo: ZStaffRef.nullable(),
  assignedAt: instant.nullable(),
});
export type TAdminApplicationRow = z.infer<typeof ZAdminApplicationRow>;

export const ZAdminApplicationsPage = z.object({
  items: z.array(ZAdminApplicationRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Counts per status over the whole table (not the filtered page), for the dashboard's top. */
  counts: z.record(z.enum(applicationStatuses), z.number().int()),
  /** Over the whole table too: applications in the work queue, and those of them overdue. */
  queued: z.number().int(),
  overdue: z.number().int(),
});
export type TAdminApplicationsPage = z.infer<typeof ZAdminApplicationsPage>;

const ZAdminPayment = z.object({
  id: z.string(),
  provider: z.string(),
  status: z.enum(paymentStatuses),
  amount: z.number().int(),
  refundedAmount: z.number().int(),
  currency: z.string(),
  createdAt: instant,
});

/** One line of the refund ledger (docs/requirements/refunds.md). */
export const ZAdminRefund = z.object({
  id: z.string(),
  /** The traveller it is for; null for a refund of the whole application. */
  applicantId: z.string().nullable(),
  paymentId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  kind: z.enum(refundKinds),
  reason: z.string().nullable(),
  /** The staff member's username; null for a refund the system made or a removed account. */
  staffUser: z.string().nullable(),
  state: z.enum(refundStates),
  providerReference: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type TAdminRefund = z.infer<typeof ZAdminRefund>;

export const ZAdminDocument = ZDocumentView.extend({
  /** 'upload' (the applicant's) or 'evisa' (staff's, attached on approval). */
  kind: z.enum(['upload', 'evisa']),
  /** An upload's category, or 'evisa' for the e-visa staff attached. */
  documentType: z.enum([...documentTypes, 'evisa']),
  /** The applicant's 0-based position; null for the e-visa, which belongs to the application. */
  applicant: z.number().int().nullable(),
  preparedMimeType: z.string().nullable(),
});
export type TAdminDocument = z.infer<typeof ZAdminDocument>;

// 'applicant': what the traveller did that staff should see (signing out on other devices).
const timelineKinds = ['status', 'staff', 'applicant', 'email'] as const;
export const ZTimelineEntry = z.object({
  at: instant,
  kind: z.enum(timelineKinds),
  /** e.g. 'status.paid', 'application.approved', 'email.sent:documents-received'. */
  action: z.string(),
  /** The staff member's username for staff actions; null otherwise. */
  actor: z.string().nullable(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type TTimelineEntry = z.infer<typeof ZTimelineEntry>;

/** One traveller's decision as staff see it (docs/requirements/traveller-decisions.md). */
export const ZAdminTraveller = z.object({
  /** The applicant's id: the per-traveller approve and refuse calls name it. */
  id: z.string(),
  position: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  outcome: z.enum(travellerOutcomes),
  refusalReason: z.string().nullable(),
  /** The approved traveller's e-visa as uploaded. */
  eVisaFileName: z.string().nullable(),
  eVisaSize: z.number().int().nullable(),
  /** The deciding staff member's username; null while pending or after the account went. */
  decidedBy: z.string().nullable(),
  decidedAt: instant.nullable(),
  /** Submitted on the government's portal (docs/requirements/refunds.md): when, its id, who. */
  govSubmittedAt: instant.nullable(),
  govReference: z.string().nullable(),
  govSubmittedBy: z.string().nullable(),
  /** When staff recorded that the government refunded its fee for this traveller. */
  govFeeRefundedAt: instant.nullable(),
  /** What a refund by the rules would give back for this traveller now, in cents. */
  rulesRefund: z.number().int(),
  /** The traveller's share of the card processing fee that refund keeps, in cents. */
  rulesCardFeeKept: z.number().int(),
  /** Cents refunded for this traveller so far (pending and succeeded refunds). */
  refunded: z.number().int(),
});
export type TAdminTraveller = z.infer<typeof ZAdminTraveller>;

/** GET /api/admin/applications/:id (call 9 and the detail view). */
/**
 * One traveller's extra as staff see it (docs/requirements/add-ons.md): for every traveller and
 * every extra the application chose, whether it is owed now and the file delivered, if any.
 */
export const ZAdminAddOn = z.object({
  applicantId: z.string(),
  kind: z.enum(addOnKinds),
  owed: z.boolean(),
  delivered: z
    .object({
      documentId: z.string(),
      fileName: z.string(),
      mimeType: z.string(),
      size: z.number().int(),
      deliveredAt: instant,
    })
    .nullable(),
});
export type TAdminAddOn = z.infer<typeof ZAdminAddOn>;

export const ZAdminApplicationDetail = z.object({
  id: z.string(),
  applicationNumber: z.string(),
  status: z.enum(applicationStatuses),
  visaType: z.enum(visaTypes),
  /** The e-Tourist visa's validity; null for the other visa types. */
  touristValidity: z.enum(touristValidities).nullable(),
  processingTime: z.enum(processingTimes),
  transportation: z.string(),
  portOfArrival: z.string(),
  email: z.string(),
  countryCode: z.string().nullable(),
  phone: z.string(),
  language: z.string(),
  numberOfApplicants: z.number().int(),
  travelInsurance: z.boolean(),
  travelEsim: z.boolean(),
  totalAmount: z.number().int(),
  currency: z.literal('USD'),
  applicants: z.array(ZApplicantView),
  /** Each traveller's decision, in applicant order. */
  travellers: z.array(ZAdminTraveller),
  agreement: z
    .object({ signedAt: instant, signerName: z.string(), ip: z.string().nullable() })
    .nullable(),
  delivery: ZDelivery,
  payments: z.array(ZAdminPayment),
  /** The refund ledger, oldest first. */
  refunds: z.array(ZAdminRefund),
  /** What is left of the payment to refund, in cents (0 when unpaid). */
  refundRemaining: z.number().int(),
  /** What each rejection refund choice would give back now, in cents (refund-rules.ts). */
  rejectionRefunds: z.object({
    full: z.number().int(),
    keepServiceFee: z.number().int(),
    none: z.number().int(),
  }),
  documents: z.array(ZAdminDocument),
  /** Each traveller's chosen extras, in applicant order (empty when none was chosen). */
  addOns: z.array(ZAdminAddOn),
  /** Changes asked of the travellers, newest first (docs/requirements/change-requests.md). */
  changeRequests: z.array(ZStaffChangeRequest),
  timeline: z.array(ZTimelineEntry),
  createdAt: instant,
  updatedAt: instant,
  submittedAt: instant.nullable(),
  paidAt: instant.nullable(),
  decidedAt: instant.nullable(),
  rejectionReason: z.string().nullable(),
  dueAt: instant.nullable(),
  assignedTo: ZStaffRef.nullable(),
  assignedAt: instant.nullable(),
  /** The traveller's open erasure request (docs/requirements/privacy.md), for staff to complete. */
  erasureRequest: z.object({ id: z.string(), requestedAt: instant, dueAt: instant }).nullable(),
  /** When the personal details were erased or made anonymous; null while they are held. */
  anonymisedAt: instant.nullable(),
});
export type TAdminApplicationDetail = z.infer<typeof ZAdminApplicationDetail>;

/**
 * POST /api/admin/applications/:id/assign and /unassign: no body, or takeOver: true to act even
 * when someone else holds the application.
 */
export const ZAssignApplicationRequest = z.object({ takeOver: z.boolean().optional() }).nullish();

/** The answer to assign and unassign: who holds the application now. */
export const ZAssignment = z.object({
  assignedTo: ZStaffRef.nullable(),
  assignedAt: instant.nullable(),
});
export type TAssignment = z.infer<typeof ZAssignment>;

/** How much of the payment a rejection gives back (the refund policy's three cases). */
export const refundChoices = ['full', 'keepServiceFee', 'none'] as const;
export type RefundChoice = (typeof refundChoices)[number];

const reasonText = () =>
  multiLineText()
    .trim()
    .min(10, fieldMessage('staff.reject_reason_too_short'))
    .max(2000, tooLong(2000));

/** POST /api/admin/applications/:id/reject (call 12). */
export const ZRejectApplicationRequest = z.object({
  reason: reasonText(),
  refund: z.enum(refundChoices, { error: fieldMessage('validation.invalid_option') }),
});
export type TRejectApplicationRequest = z.infer<typeof ZRejectApplicationRequest>;

/**
 * POST /api/admin/applications/:id/travellers/:applicantId/refuse: the customer-facing reason,
 * and whether the refund rules' amount for the traveller goes back now ('none' when absent).
 */
export const ZRefuseTravellerRequest = z.object({
  reason: reasonText(),
  refund: z
    .enum(['rules', 'none'], { error: fieldMessage('validation.invalid_option') })
    .optional(),
});
export type TRefuseTravellerRequest = z.infer<typeof ZRefuseTravellerRequest>;

/**
 * The government's application id for one traveller, as printed by the official portal: trimmed,
 * 1 to 40 letters, digits, hyphens or slashes (docs/requirements/refunds.md).
 */
export const GOVERNMENT_REFERENCE_MAX_LENGTH = 40;
const ZGovernmentReference = z
  .string()
  .trim()
  .max(GOVERNMENT_REFERENCE_MAX_LENGTH, fieldMessage('staff.government_reference_invalid'))
  .regex(/^[A-Za-z0-9/-]+$/, fieldMessage('staff.government_reference_invalid'));

/** POST /api/admin/applications/:id/travellers/:applicantId/government-submission. */
export const ZGovernmentSubmissionRequest = z.object({ reference: ZGovernmentReference });
export type TGovernmentSubmissionRequest = z.infer<typeof ZGovernmentSubmissionRequest>;

export const refundModes = ['rules', 'custom'] as const;
export type RefundMode = (typeof refundModes)[number];

/** The most a custom refund may be, in cents, whatever remains ($1,000,000). */
const MAX_REFUND_CENTS = 100_000_000;

/**
 * POST /api/admin/applications/:id/refunds: by the rules (the amount is computed) or a custom
 * amount in cents with a reason; for one traveller, or the whole application without applicantId.
 */
export const ZIssueRefundRequest = z
  .object({
    applicantId: z.string().max(100).optional(),
    mode: z.enum(refundModes, { error: fieldMessage('validation.invalid_option') }),
    amount: z
      .number({ error: fieldMessage('staff.refund_amount_required') })
      .int(fieldMessage('staff.refund_amount_required'))
      .min(1, fieldMessage('staff.refund_amount_required'))
      .max(MAX_REFUND_CENTS, fieldMessage('staff.refund_amount_required'))
      .optional(),
    reason: multiLineText()
      .trim()
      .min(10, fieldMessage('staff.reject_reason_too_short'))
      .max(2000, tooLong(2000))
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.mode !== 'custom') return;
    if (body.amount === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: fieldMessage('staff.refund_amount_required'),
      });
    if (body.reason === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: fieldMessage('staff.reject_reason_too_short'),
      });
  });

export type TIssueRefundRequest = z.infer<typeof ZIssueRefundRequest>;

/** The refund call answers the detail plus the ledger line it wrote. */
export const ZIssueRefundResponse = ZAdminApplicationDetail.extend({ refund: ZAdminRefund });
export type TIssueRefundResponse = z.infer<typeof ZIssueRefundResponse>;

/** POST /api/admin/applications/:id/email (call 13): to the email on record, never another. */
export const ZSendCustomerEmailRequest = z.object({
  subject: singleLineText()
    .trim()
    .min(3, fieldMessage('staff.email_subject_too_short'))
    .max(150, tooLong(150)),
  message: multiLineText()
    .trim()
    .min(10, fieldMessage('staff.email_message_too_short'))
    .max(5000, tooLong(5000)),
});
export type TSendCustomerEmailRequest = z.infer<typeof ZSendCustomerEmailRequest>;

/** An application number as a person types or pastes it (normalised by the lookup). */
export const ZApplicationNumberInput = singleLineText().trim().min(1).max(40);

/** GET /api/applications/status (call 16): its question, in its own module for the browser. */
export { ZStatusCheckQuery } from './status-check';
export const ZStatusCheckResult = z.object({
  applicationNumber: z.string(),
  status: z.enum(applicationStatuses),
  visaType: z.enum(visaTypes),
  processingTime: z.enum(processingTimes),
  createdAt: instant,
  updatedAt: instant,
  /**
   * Present when approved and every traveller shares one e-visa (decided before per-traveller
   * decisions): a short-lived link that downloads it. Otherwise each traveller has their own.
   */
  eVisaUrl: z.string().nullable(),
  /** Each traveller by first name, with their outcome and their own e-visa link when approved. */
  travellers: z.array(
    z.object({
      firstName: z.string(),
      outcome: z.enum(travellerOutcomes),
      eVisaUrl: z.string().nullable(),
      /**
       * When we deleted this traveller's e-Visa PDF because the visa had expired (retention,
       * docs/requirements/privacy.md); null while we hold it, or never held it.
       */
      eVisaDeletedAt: instant.nullable(),
      /** When the traveller's application went to the Indian authorities; null until then. */
      submittedToGovernmentAt: instant.nullable(),
      /**
       * While the application waits on the customer (action_required): what staff asked of
       * this traveller, each preset reason (with staff's text for "other") and whether it was
       * sent (docs/requirements/change-requests.md). Empty otherwise.
       */
      changesAsked: z.array(
        z.object({ reason: z.string(), otherText: z.string().nullable(), done: z.boolean() }),
      ),
      /**
       * The extras this traveller is owed (docs/requirements/add-ons.md): each with when it was
       * delivered and a short-lived link that downloads it, or nulls while it is being arranged.
       */
      addOns: z.array(
        z.object({
          kind: z.enum(addOnKinds),
          deliveredAt: instant.nullable(),
          url: z.string().nullable(),
        }),
      ),
    }),
  ),
  delivery: ZDelivery,
  /**
   * The application's receipts (or invoices) and credit notes, oldest first, each with a
   * short-lived link that downloads its PDF (docs/requirements/receipts.md).
   */
  accountingDocuments: z.array(
    ZAccountingDocumentView.omit({ id: true }).extend({ url: z.string() }),
  ),
});
export type TStatusCheckResult = z.infer<typeof ZStatusCheckResult>;

/** GET /api/applications/track/:applicationNumber (call 15): the status alone. */
export const ZTrackingResult = z.object({
  applicationNumber: z.string(),
  status: z.enum(applicationStatuses),
  /**
   * Each traveller's outcome in applicant order, without names: tracking needs only the number,
   * so it names nobody (the status check, with the email too, shows first names).
   */
  travellers: z.array(z.enum(travellerOutcomes)),
});
export type TTrackingResult = z.infer<typeof ZTrackingResult>;

/** POST /api/admin/applications/:id/approve (call 11): the e-visa PDF, under 5 MB. */
const EVISA_MAX_MB = 5;
export const EVISA_MAX_BYTES = EVISA_MAX_MB * 1024 * 1024;
/** The multipart field that carries the e-visa PDF. */
export const EVISA_FIELD = 'eVisaDocument';

/**
 * Beside the PDF, when the server could not find the traveller in it (422 evisa.unverified):
 * the staff member's confirmation ('true') that it is theirs, and why they are sure
 * (docs/requirements/traveller-decisions.md, "The e-visa is checked against the traveller").
 */
export const EVISA_CONFIRM_FIELD = 'eVisaConfirmed';
export const EVISA_CONFIRM_REASON_FIELD = 'eVisaConfirmReason';
/** The reason is a multipart field: short enough for its size limit (500 bytes). */
export const EVISA_CONFIRM_REASON_MAX = 120;
export const ZEVisaConfirmReason = singleLineText()
  .trim()
  .min(10, fieldMessage('staff.reject_reason_too_short'))
  .max(EVISA_CONFIRM_REASON_MAX, tooLong(EVISA_CONFIRM_REASON_MAX));

const refundOutcomes = ['refunded', 'failed', 'none'] as const;
/**
 * What a rejection's refund did: 'none' when the choice or the payment left nothing to refund.
 * The refund runs after the rejection is saved; a 'failed' one leaves the rejection in place.
 */
export const ZRefundOutcome = z.object({
  status: z.enum(refundOutcomes),
  /** Cents refunded, or that were to be refunded when it failed. */
  amount: z.number().int(),
});
export type TRefundOutcome = z.infer<typeof ZRefundOutcome>;

/** The reject call answers the detail plus what the refund did. */
export const ZRejectApplicationResponse = ZAdminApplicationDetail.extend({
  refund: ZRefundOutcome.optional(),
});
