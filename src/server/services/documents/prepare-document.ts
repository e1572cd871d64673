import {
  officialLimits,
  type AcceptedMimeType,
  type DocumentType,
  type DocumentWarning,
} from '@/domain/documents';
import type { ImageHeader } from './image-header';
import { compressPassportPdf, passportImageToPdf } from './passport-pdf';
import { photoWarnings, preparePhoto } from './photo';

export interface PreparedCopy {
  data: Buffer;
  mimeType: 'image/jpeg' | 'application/pdf';
  extension: 'jpg' | 'pdf';
}

export interface Preparation {
  warnings: DocumentWarning[];
  /** A new file to store; 'original' when the upload already meets the official limits. */
  prepared?: PreparedCopy | 'original';
}

export interface PrepareInput {
  documentType: DocumentType;
  mimeType: AcceptedMimeType;
  data: Buffer;
  /** Present for images, already checked against the pixel limit. */
  header?: ImageHeader;
}

/**
 * The copy the official portal accepts (docs/requirements/documents.md, "Prepared copies") and
 * the warnings the applicant sees at once. Only photos and passports are prepared.
 */
export async function prepareDocument(input: PrepareInput): Promise<Preparation> {
  const { documentType, mimeType, data, header } = input;
  if (documentType === 'photo' && header) {
    const warnings = await photoWarnings(data, header);
    return { warnings, prepared: await preparePhoto(data, header) };
  }
  if (documentType !== 'passport') return { warnings: [] };
  if (header) return { warnings: [], prepared: await passportImageToPdf(data) };
  if (mimeType !== 'application/pdf') return { warnings: [] };
  const { minBytes, maxBytes } = officialLimits.passportPdf;
  if (data.length <= maxBytes)
    return { warnings: [], prepared: data.length >= minBytes ? 'original' : undefined };
  const compressed = await compressPassportPdf(data).catch(() => undefined);
  return compressed
    ? { warnings: [], prepared: compressed }
    : { warnings: ['passportPdfTooLarge'] };
}
