// Applicant documents (docs/requirements/documents.md): the categories, the limits both the
// browser and the server enforce, and the shapes the documents API answers. No I/O here.
import { z } from 'zod';
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

/** Every applicant needs these two before the application can be completed. */
const requiredDocumentTypes = ['passport', 'photo'] as const satisfies DocumentType[];

/** The category a visa type adds (shown to applicants of that type only, optional). */
const visaTypeDocument: Readonly<Record<VisaType, DocumentType | undefined>> = {
  tourist: undefined,
  business: 'business_invitation',
  medical: 'medical_letter',
  conference: 'conference_invitation',
};

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
});
export type TDocumentView = z.infer<typeof ZDocumentView>;

/** Whether every applicant has every required category (the 'Complete Application' rule). */
export function missingRequiredDocuments(
  numberOfApplicants: number,
  documents: readonly Pick<TDocumentView, 'documentType' | 'applicant'>[],
): { applicant: number; documentType: DocumentType }[] {
  const missing: { applicant: number; documentType: DocumentType }[] = [];
  for (let applicant = 0; applicant < numberOfApplicants; applicant += 1) {
    for (const documentType of requiredDocumentTypes) {
      if (!documents.some((d) => d.applicant === applicant && d.documentType === documentType)) {
        missing.push({ applicant, documentType });
      }
    }
  }
  return missing;
}
