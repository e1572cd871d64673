import { z } from 'zod';
import { isApplicationNumber, normalizeApplicationNumber } from '@/domain/application-number';
import { defaultLanguage, isLanguageCode, type LanguageCode } from '@/domain/i18n/languages';
import { fieldMessage } from '@/domain/errors/field-message';
import { multiLineText, singleLineText } from '@/domain/schemas/text';
import { SUPPORT_LIMITS } from '@/domain/support-limits';

// The support page's contact form: POST /api/support/messages. The same schema validates the
// form in the browser and the request on the server.

/** The contact form, or the chat when the visitor asks it to send the conversation to the team. */
export const supportChannels = ['form', 'chat'] as const;

export { SUPPORT_LIMITS };

/** The form's messages: codes the client translates (docs/errors.md). */
const s = {
  nameRequired: fieldMessage('support.name_required'),
  nameTooLong: fieldMessage('support.name_too_long', { max: SUPPORT_LIMITS.name }),
  emailRequired: fieldMessage('support.email_required'),
  emailInvalid: fieldMessage('validation.email_invalid'),
  subjectRequired: fieldMessage('support.subject_required'),
  subjectTooLong: fieldMessage('support.subject_too_long', { max: SUPPORT_LIMITS.subject }),
  applicationNumberInvalid: fieldMessage('support.application_number_invalid'),
  messageRequired: fieldMessage('support.message_required'),
  messageTooShort: fieldMessage('support.message_too_short', { min: SUPPORT_LIMITS.messageMin }),
  messageTooLong: fieldMessage('support.message_too_long', { max: SUPPORT_LIMITS.message }),
};

const requiredText = (required: string, max: number, tooLong: string) =>
  singleLineText({ error: required }).trim().min(1, required).max(max, tooLong);

export const ZSupportMessageRequest = z.object({
  name: requiredText(s.nameRequired, SUPPORT_LIMITS.name, s.nameTooLong),
  email: singleLineText({ error: s.emailRequired })
    .trim()
    .min(1, s.emailRequired)
    .max(SUPPORT_LIMITS.email, s.emailInvalid)
    .pipe(z.email({ error: s.emailInvalid })),
  subject: requiredText(s.subjectRequired, SUPPORT_LIMITS.subject, s.subjectTooLong),
  /**
   * Optional: absent, empty or null (what this schema's own output holds for "none", so a form
   * that validated with it can send its output); 'visa-ev2026…' and ' EV2026… ' are accepted
   * and stored as 'EV2026…'.
   */
  applicationNumber: singleLineText({ error: s.applicationNumberInvalid })
    .nullish()
    .transform((value) => (value ? normalizeApplicationNumber(value) : ''))
    .refine((value) => value === '' || isApplicationNumber(value), s.applicationNumberInvalid)
    .transform((value) => (value === '' ? null : value)),
  message: multiLineText({ error: s.messageRequired })
    .trim()
    .min(1, s.messageRequired)
    .min(SUPPORT_LIMITS.messageMin, s.messageTooShort)
    .max(SUPPORT_LIMITS.message, s.messageTooLong),
  /** The visitor's interface language: the acknowledgement email is written in it. */
  language: z.custom<LanguageCode>(isLanguageCode).default(defaultLanguage),
  /** Where it was written: the support page's form, or the chat's hand-off to the team. */
  channel: z.enum(supportChannels).default('form'),
});

export type TSupportMessageRequest = z.output<typeof ZSupportMessageRequest>;
/** What the contact form holds. */
export type TSupportMessageInput = z.input<typeof ZSupportMessageRequest>;

/** `reference`: the conversation's short reference, as in the acknowledgement's subject. */
export const ZSupportMessageResponse = z.object({
  success: z.literal(true),
  reference: z.string(),
});
export type TSupportMessageResponse = z.infer<typeof ZSupportMessageResponse>;
