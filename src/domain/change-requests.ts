// Changes requested (docs/requirements/change-requests.md): staff ask a traveller to replace a
// document or correct named fields, for a preset reason. No I/O here: the reasons, what each
// applies to, and the shapes the staff and public APIs use.
import { z } from 'zod';
import { documentTypes, type DocumentType } from './documents';
import { applicantDetailsFields } from './schemas/applicant-details';
import { singleLineText } from './schemas/text';

/** The applicant fields staff may ask to be corrected: every step-2 field. */
export type ChangeField = keyof typeof applicantDetailsFields;
const changeFields = Object.keys(applicantDetailsFields) as ChangeField[];

/** What an item asks for: a document type (replace the file) or an applicant field (correct it). */
export type ChangeTarget = DocumentType | ChangeField;
const changeTargets: readonly ChangeTarget[] = [...documentTypes, ...changeFields];

export const isDocumentTarget = (target: ChangeTarget): target is DocumentType =>
  (documentTypes as readonly string[]).includes(target);

const nameFields: readonly ChangeField[] = ['firstName', 'lastName'];
const passportFields: readonly ChangeField[] = [
  'passportNumber',
  'passportIssueDate',
  'passportExpiryDate',
];

/**
 * The preset reasons and the targets each may be given for. A passport expiring within six
 * months of arrival needs a new passport: its page and its number and dates, so that reason
 * fits the passport document and the passport fields (staff add one item per target).
 */
export const changeReasons = {
  photo_background: ['photo'],
  face_too_small: ['photo'],
  passport_page_unreadable: ['passport'],
  passport_expires_soon: ['passport', ...passportFields],
  name_mismatch: nameFields,
  other: changeTargets,
} as const satisfies Record<string, readonly ChangeTarget[]>;
export type ChangeReason = keyof typeof changeReasons;
export const changeReasonCodes = Object.keys(changeReasons) as ChangeReason[];

export const reasonFits = (reason: ChangeReason, target: ChangeTarget) =>
  (changeReasons[reason] as readonly ChangeTarget[]).includes(target);

/** At most this many items in one request. */
const MAX_CHANGE_ITEMS = 20;
/** Reminders go out this many days after the request while nothing was completed. */
export const changeReminderDays = [2, 5] as const;
/** How long an emailed change link works (each email carries a fresh one). */
export const CHANGE_LINK_TTL_DAYS = 7;

export const ZChangeItemInput = z.object({
  applicantId: z.string().max(100),
  target: z.enum(changeTargets as [ChangeTarget, ...ChangeTarget[]]),
  reason: z.enum(changeReasonCodes as [ChangeReason, ...ChangeReason[]]),
  otherText: singleLineText().trim().max(500).optional(),
});
export type TChangeItemInput = z.infer<typeof ZChangeItemInput>;

export const ZCreateChangeRequest = z.object({
  items: z.array(ZChangeItemInput).min(1).max(MAX_CHANGE_ITEMS),
});

/** One item as the traveller's page and the staff detail show it. */
export const ZChangeItemView = z.object({
  id: z.string(),
  applicantId: z.string(),
  position: z.number().int(),
  firstName: z.string().nullable(),
  target: z.string(),
  kind: z.enum(['document', 'field']),
  reason: z.string(),
  otherText: z.string().nullable(),
  doneAt: z.string().nullable(),
});
export type TChangeItemView = z.infer<typeof ZChangeItemView>;

export const ZChangeRequestView = z.object({
  applicationNumber: z.string(),
  state: z.enum(['open', 'completed']),
  items: z.array(ZChangeItemView),
});
export type TChangeRequestView = z.infer<typeof ZChangeRequestView>;

/** One item as staff see it: also what changed (the files, or the value before and after). */
export const ZStaffChangeItem = ZChangeItemView.extend({
  /** Document items: the replacement the traveller sent, and the files it supersedes. */
  newDocumentId: z.string().nullable(),
  oldDocumentIds: z.array(z.string()),
  /** Field items: the value before and after the correction. */
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
});
export type TStaffChangeItem = z.infer<typeof ZStaffChangeItem>;

/** A change request in the staff detail, newest first: who asked, when, reminders, each item. */
export const ZStaffChangeRequest = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** The staff member's username; null once the account is removed. */
  createdBy: z.string().nullable(),
  state: z.enum(['open', 'completed']),
  completedAt: z.string().nullable(),
  remindersSent: z.number().int(),
  items: z.array(ZStaffChangeItem),
});
export type TStaffChangeRequest = z.infer<typeof ZStaffChangeRequest>;

/** The fields a traveller sends: only those named by their request's field items. */
export const ZChangeFieldsRequest = z.object({
  itemIds: z.array(z.string().max(100)).min(1).max(MAX_CHANGE_ITEMS),
  values: z.record(z.string().max(60), z.unknown()),
});
