import { SUPPORT_LIMITS, type SupportMessageKey } from '@/domain/schemas/support-message';

/** The numbers the contact form's translated messages quote. */
export const messageParams: Partial<Record<SupportMessageKey, Record<string, number>>> = {
  nameTooLong: { max: SUPPORT_LIMITS.name },
  subjectTooLong: { max: SUPPORT_LIMITS.subject },
  messageTooShort: { min: SUPPORT_LIMITS.messageMin },
  messageTooLong: { max: SUPPORT_LIMITS.message },
};
