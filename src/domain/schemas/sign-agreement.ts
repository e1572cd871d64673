import { z } from 'zod';
import { fieldMessage } from '@/domain/errors/field-message';
import { singleLineText } from '@/domain/schemas/text';

// specification call 3: POST /api/send-signed-agreement. The body keeps the described service's fields so
// old clients still work, but the server trusts only the signer's name, the signature and the
// application id: the email, price and IP come from the application on record and the request.

export const SIGNATURE_DATA_URL_PREFIX = 'data:image/png;base64,';
/** The decoded PNG may be at most 1 MB; an 800x400 canvas signature is typically 10-60 KB. */
export const MAX_SIGNATURE_BYTES = 1024 * 1024;
/** Base64 grows data by 4/3; this bounds the string before anyone decodes it. */
export const MAX_SIGNATURE_DATA_URL_LENGTH =
  SIGNATURE_DATA_URL_PREFIX.length + Math.ceil(MAX_SIGNATURE_BYTES / 3) * 4;

/** The signer's name's limit, on the form and the server. */
export const MAX_NAME = 200;

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/** A canvas export as a PNG data URL. The server also checks the bytes (magic, size, not blank). */
const ZSignatureDataUrl = z.string({ error: fieldMessage('validation.signature_required') }).refine(
  // One rule, one message: the pad shows 'Digital signature is required to proceed' once.
  (value) => value.length <= MAX_SIGNATURE_DATA_URL_LENGTH && PNG_DATA_URL.test(value),
  fieldMessage('validation.signature_required'),
);

// Fields the described client sends but the server ignores: accepted in any form, never used.
const ignored = z.unknown().optional();

export const ZSignAgreementRequest = z.object({
  applicationId: singleLineText({ error: fieldMessage('validation.required') })
    .trim()
    .min(1, fieldMessage('validation.required')),
  /** The person signing: an applicant, or a parent or guardian signing for a minor. */
  customerName: singleLineText({ error: fieldMessage('validation.required') })
    .trim()
    .min(1, fieldMessage('validation.required'))
    .max(MAX_NAME, fieldMessage('validation.too_long', { max: MAX_NAME })),
  signatureDataUrl: ZSignatureDataUrl,
  // The wizard's two boxes; optional for the described client, which checks them itself, but
  // when sent they must be ticked.
  termsAccepted: z
    .literal(true, { error: fieldMessage('validation.legal_agreement_required') })
    .optional(),
  privacyAccepted: z
    .literal(true, { error: fieldMessage('validation.legal_agreement_required') })
    .optional(),
  customerEmail: ignored,
  visaType: ignored,
  numberOfApplicants: ignored,
  totalPrice: ignored,
  ipAddress: ignored,
});
export type TSignAgreementInput = z.input<typeof ZSignAgreementRequest>;

export const ZSignAgreementResponse = z.object({
  success: z.literal(true),
  applicationNumber: z.string(),
  /** ISO 8601 instant (UTC). */
  signedAt: z.string(),
});
export type TSignAgreementResponse = z.infer<typeof ZSignAgreementResponse>;
