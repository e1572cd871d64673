import { z } from 'zod';
import { fieldMessage } from '@/domain/errors/field-message';
import {
  applicantDetailsFields,
  applicantTextKind,
  MAX_TEXT,
} from '@/domain/schemas/applicant-details';
import { textOf } from '@/domain/schemas/text';
import { maxApplicants } from '@/domain/visa';

// PUT /api/applications/{id}/applicants/draft: save and resume for half-filled step-2 forms.
// Nothing is checked but size, shape and characters: every known field is an optional string of
// at most 500 characters, without the characters its field refuses (schemas/text.ts); unknown
// keys are dropped, so a draft can hold only what the form has.

const MAX_DRAFT_FIELD_LENGTH = MAX_TEXT;

type ApplicantField = keyof typeof applicantDetailsFields;
const draftField = (field: string) =>
  textOf(applicantTextKind(field))
    .max(
      MAX_DRAFT_FIELD_LENGTH,
      fieldMessage('validation.too_long', { max: MAX_DRAFT_FIELD_LENGTH }),
    )
    .optional();
type DraftField = ReturnType<typeof draftField>;

export const ZApplicantDraft = z.object(
  Object.fromEntries(
    Object.keys(applicantDetailsFields).map((field) => [field, draftField(field)]),
  ) as Record<ApplicantField, DraftField>,
);

export const ZSaveApplicantDraftsRequest = z.object({
  // Index = applicant position. The server also refuses more entries than the application has.
  applicants: z
    .array(ZApplicantDraft, { error: fieldMessage('validation.required') })
    .max(maxApplicants, fieldMessage('validation.number_of_applicants_range')),
});

export type TApplicantDraft = z.output<typeof ZApplicantDraft>;
export type TSaveApplicantDraftsRequest = z.output<typeof ZSaveApplicantDraftsRequest>;
