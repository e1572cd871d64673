import {
  ACCEPTED_TYPES_LABEL,
  MAX_UPLOAD_MB,
  maxFilesFor,
  type DocumentType,
} from '@/domain/documents';
import { withoutUnsupportedCharacters } from '@/domain/schemas/text';
import { awaitsDocuments } from '@/domain/status';
import { HttpError } from '@/server/lib/http-errors';
import type { Application } from '@/server/db';

// The refusals of an upload, each with the message the applicant sees
// (docs/requirements/documents.md, "Refusals").

export const uploadNotOpen = () => new HttpError('document.upload_not_open');
export const fileTooLarge = (name: string) =>
  new HttpError('document.too_large', { name, maxMb: MAX_UPLOAD_MB });
export const fileInvalidType = (name: string) =>
  new HttpError('document.invalid_type', { name, types: ACCEPTED_TYPES_LABEL });
export const tooManyFiles = (documentType: DocumentType) =>
  new HttpError('document.too_many_files', { max: maxFilesFor(documentType) });
export const imageTooLarge = (name: string) => new HttpError('document.image_too_large', { name });
export const documentTooComplex = (name: string) => new HttpError('document.too_complex', { name });

/** Uploads, removals and completion are open only between payment and completion. */
export function requireUploadOpen<T extends Pick<Application, 'status'>>(
  application: T | undefined,
): asserts application is T {
  if (!application || !awaitsDocuments(application.status)) throw uploadNotOpen();
}

/** A name safe to show and to put in a header: no path, no control characters, bounded. */
export function safeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // The same characters text fields refuse (a bidi override can make 'gpj.exe' read as
  // 'exe.jpg'), and the quote that would end a Content-Disposition filename.
  const clean = withoutUnsupportedCharacters(base, 'singleLine').replace(/"/g, '').trim();
  // Cut at 200 code points, not code units, so an emoji is never split into a lone surrogate.
  return [...clean].slice(0, 200).join('') || 'file';
}
