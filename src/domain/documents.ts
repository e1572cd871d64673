// Applicant documents (docs/requirements/documents.md): the categories, the limits both the
// browser and the server enforce, and the shapes the documents API answers. No I/O here.
import { z } from 'zod';
import type { ErrorCode } from '@/domain/errors/catalogue';
import { ZPassportCheckView } from './passport-check';
import type { VisaType } from '@/domain/visa';

export const documentTypes = [
  'passport',
  'photo',
  'business_invitation',
  'medical_letter',
  'conference_invitation',
  'supporting',
] as const;
export type DocumentType = (typeof documentTypes)[number];

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'string' && (documentTypes as readonly string[]).includes(value);
}

/**
 * The letter a visa type needs for every applicant, as /requirements says: a business invitation
 * or business card, a letter from the hospital in India, the conference invitation. A tourist
 * needs none. Shown only to applicants of that type, and required before completing.
 */
const visaTypeDocument = {
  tourist: undefined,
  business: 'business_invitation',
  medical: 'medical_letter',
  conference: 'conference_invitation',
} as const satisfies Readonly<Record<VisaType, DocumentType | undefined>>;

/** A visa type's own letter. */
export type VisaLetter = NonNullable<(typeof visaTypeDocument)[VisaType]>;

/** The letter every applicant of this visa type needs; undefined for a tourist. */
export const visaLetterFor = (visaType: VisaType): VisaLetter | undefined =>
  visaTypeDocument[visaType];

/**
 * What every applicant of this visa type must have before the application can be completed:
 * a passport and a photo, and the visa type's letter.
 */
export function requiredDocumentTypesFor(visaType: VisaType): DocumentType[] {
  const letter = visaLetterFor(visaType);
  return ['passport', 'photo', ...(letter ? [letter] : [])];
}

/** The categories an applicant of this visa type sees, in the order they are shown. */
export function documentTypesFor(visaType: VisaType): DocumentType[] {
  const extra = visaTypeDocument[visaType];
  return ['passport', 'photo', ...(extra ? [extra] : []), 'supporting'];
}

/** Files per category and applicant. */
export function maxFilesFor(documentType: DocumentType): number {
  return documentType === 'supporting' ? 5 : 2;
}

/** 10 MB per file, enforced while streaming on the server and before sending in the browser. */
export const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/** Decided by the file's content (magic bytes), never by its name or declared type. */
export const acceptedMimeTypes = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const;
export type AcceptedMimeType = (typeof acceptedMimeTypes)[number];
export const ACCEPTED_TYPES_LABEL = 'PDF, JPEG, PNG, WebP.';

/** The official portal's limits that the prepared copies meet. */
export const officialLimits = {
  photo: { minPx: 350, maxPx: 1000, minBytes: 10 * 1024, maxBytes: 1024 * 1024 },
  passportPdf: { minBytes: 10 * 1024, maxBytes: 300 * 1024 },
} as const;

/** Things the applicant may want to fix but can override (the upload is kept). */
export const documentWarnings = [
  'photoTooSmall',
  'photoNotSquare',
  'photoGreyscale',
  // The face checks (docs/requirements/documents.md, "Photo checks").
  'photoNoFace',
  'photoSeveralFaces',
  'photoFaceTooSmall',
  'photoFaceNearEdge',
  'photoFaceTilted',
  'photoBackground',
  'photoFaceUnchecked',
  'passportPdfTooLarge',
] as const;
export type DocumentWarning = (typeof documentWarnings)[number];

/** One uploaded file as the applicant API answers it. */
export const ZDocumentView = z.object({
  id: z.string(),
  documentType: z.enum(documentTypes),
  /** The applicant's 0-based position, as in the application view. */
  applicant: z.number().int(),
  originalName: z.string(),
  size: z.number().int(),
  mimeType: z.enum(acceptedMimeTypes),
  uploadedAt: z.string(),
  warnings: z.array(z.enum(documentWarnings)),
  /** Whether a copy prepared to the official limits exists. */
  prepared: z.boolean(),
  /** A passport page's check against the traveller's details (passport-check.ts). */
  passportCheck: ZPassportCheckView.optional(),
});
export type TDocumentView = z.infer<typeof ZDocumentView>;

export interface MissingDocument {
  applicant: number;
  documentType: DocumentType;
}

/** What each applicant still lacks of the required categories (the 'Complete Application' rule). */
export function missingRequiredDocuments(
  visaType: VisaType,
  numberOfApplicants: number,
  documents: readonly Pick<TDocumentView, 'documentType' | 'applicant'>[],
): MissingDocument[] {
  const missing: MissingDocument[] = [];
  for (let applicant = 0; applicant < numberOfApplicants; applicant += 1) {
    for (const documentType of requiredDocumentTypesFor(visaType)) {
      if (!documents.some((d) => d.applicant === applicant && d.documentType === documentType)) {
        missing.push({ applicant, documentType });
      }
    }
  }
  return missing;
}

const letterMissing: Readonly<Record<VisaLetter, ErrorCode>> = {
  business_invitation: 'document.business_invitation_required',
  medical_letter: 'document.medical_letter_required',
  conference_invitation: 'document.conference_invitation_required',
};

/**
 * Why 'Complete Application' is refused while documents are missing: the passport and photo
 * first (the specification's message), then the visa type's letter. Undefined when none is.
 */
export function missingDocumentsCode(missing: readonly MissingDocument[]): ErrorCode | undefined {
  if (missing.length === 0) return undefined;
  const letter = missing.find(
    (m): m is MissingDocument & { documentType: VisaLetter } => m.documentType in letterMissing,
  );
  const passportOrPhoto = missing.some((m) => !(m.documentType in letterMissing));
  return passportOrPhoto || !letter
    ? 'document.passport_and_photo_required'
    : letterMissing[letter.documentType];
}
