import { z } from 'zod';
import { isApplicationNumber, normalizeApplicationNumber } from '@/domain/application-number';
import { fieldMessage } from '@/domain/errors/field-message';
import { singleLineText } from '@/domain/schemas/text';

// POST /api/applications/resume-link-requests: a traveller whose emailed link was used or has
// expired asks for a new one with the email and the application number
// (docs/requirements/lost-link-and-device-applications.md). The same schema validates the
// browser's "Lost your link?" form.

const RESUME_LINK_REQUEST_LIMITS = { email: 254, applicationNumber: 40 } as const;

const required = fieldMessage('validation.required');
const emailInvalid = fieldMessage('validation.email_invalid');
const numberInvalid = fieldMessage('validation.application_number_invalid');

export const ZResumeLinkRequest = z.object({
  email: singleLineText({ error: required })
    .trim()
    .min(1, required)
    .max(RESUME_LINK_REQUEST_LIMITS.email, emailInvalid)
    .pipe(z.email({ error: emailInvalid })),
  /** As typed or pasted ('visa-ev2026…', ' EV2026… '); answered as the canonical number. */
  applicationNumber: singleLineText({ error: required })
    .trim()
    .min(1, required)
    .max(RESUME_LINK_REQUEST_LIMITS.applicationNumber, numberInvalid)
    .transform(normalizeApplicationNumber)
    .refine(isApplicationNumber, numberInvalid),
});

/** What the form holds. */
export type TResumeLinkRequestInput = z.input<typeof ZResumeLinkRequest>;
/** What the server acts on: a trimmed email and a canonical application number. */
export type TResumeLinkRequest = z.output<typeof ZResumeLinkRequest>;
