import {
  officialLimits,
  type AcceptedMimeType,
  type DocumentType,
  type DocumentWarning,
} from '@/domain/documents';
import type { ImageHeader } from './image-header';
import { compressPassportPdf, passportImageToPdf } from './passport-pdf';
import { preparePhotoDocument } from './photo';
import { mayHoldPdfMetadata, withoutPdfMetadata } from './pdf-metadata';
import { TooMuchWork } from './work-budget';

export interface PreparedCopy {
  data: Buffer;
  mimeType: 'image/jpeg' | 'application/pdf';
  extension: 'jpg' | 'pdf';
}

export interface Preparation {
  warnings: DocumentWarning[];
  /** A new file to store; 'original' when the upload already meets the official limits. */
  prepared?: PreparedCopy | 'original';
  /**
   * The uploaded PDF without its document information and XMP, stored in place of the original
   * when it had any (pdf-metadata.ts). Images lose theirs as they are stored.
   */
  cleanedOriginal?: Buffer;
}

export interface PrepareInput {
  documentType: DocumentType;
  mimeType: AcceptedMimeType;
  data: Buffer;
  /** Present for images, already checked against the pixel limit. */
  header?: ImageHeader;
}

/**
 * Whether preparing decodes or rewrites the file: then it runs in a worker thread
 * (services/heavy-work/); otherwise prepareDocument only looks at the type and size.
 */
export function preparationIsHeavy({ documentType, mimeType, data, header }: PrepareInput) {
  if (mimeType === 'application/pdf' && mayHoldPdfMetadata(data)) return true;
  if (documentType === 'photo') return header !== undefined;
  if (documentType !== 'passport') return false;
  if (header) return true;
  return mimeType === 'application/pdf' && data.length > officialLimits.passportPdf.maxBytes;
}

/**
 * The copy the official portal accepts (docs/requirements/documents.md, "Prepared copies") and
 * the warnings the applicant sees at once. Only photos and passports are prepared. Runs in a
 * worker thread (services/heavy-work/); throws TooMuchWork over the file's budget.
 */
export async function prepareDocument(input: PrepareInput): Promise<Preparation> {
  if (input.mimeType !== 'application/pdf') return prepareFile(input);
  const cleanedOriginal = await withoutPdfMetadata(input.data);
  if (!cleanedOriginal) return prepareFile(input);
  return { ...(await prepareFile({ ...input, data: cleanedOriginal })), cleanedOriginal };
}

async function prepareFile(input: PrepareInput): Promise<Preparation> {
  const { documentType, mimeType, data, header } = input;
  if (documentType === 'photo' && header) return preparePhotoDocument(data, header);
  if (documentType !== 'passport') return { warnings: [] };
  if (header) return { warnings: [], prepared: await passportImageToPdf(data) };
  if (mimeType !== 'application/pdf') return { warnings: [] };
  const { minBytes, maxBytes } = officialLimits.passportPdf;
  if (data.length <= maxBytes)
    return { warnings: [], prepared: data.length >= minBytes ? 'original' : undefined };
  // A file that cannot be compressed is kept with a warning; one over its budget is refused.
  const compressed = await compressPassportPdf(data).catch((err: unknown) => {
    if (err instanceof TooMuchWork) throw err;
    return undefined;
  });
  return compressed
    ? { warnings: [], prepared: compressed }
    : { warnings: ['passportPdfTooLarge'] };
}
