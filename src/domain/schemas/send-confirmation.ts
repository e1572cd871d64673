import { z } from 'zod';
import { fieldMessage } from '@/domain/errors/field-message';
import { singleLineText } from '@/domain/schemas/text';

// specification call 4: POST /api/send-application-confirmation. Only applicationId matters: the email
// goes to the address on record with the data on record, so customerEmail and applicationData
// are accepted for compatibility and ignored.

const ignored = z.unknown().optional();

export const ZSendConfirmationRequest = z.object({
  applicationId: singleLineText({ error: fieldMessage('validation.required') })
    .trim()
    .min(1, fieldMessage('validation.required')),
  customerName: ignored,
  customerEmail: ignored,
  applicationData: ignored,
});

export const ZSendConfirmationResponse = z.object({ success: z.literal(true) });
export type TSendConfirmationResponse = z.infer<typeof ZSendConfirmationResponse>;
