import {
  ACCEPTED_TYPES_LABEL,
  MAX_UPLOAD_MB,
  maxFilesFor,
  type DocumentType,
} from '@/domain/documents';
import { formatMessage, validationMessages } from '@/domain/messages';
import { conflict, HttpError } from '@/server/lib/http-errors';
import type { Application } from '@/server/db';

// The refusals of an upload, each with the message the applicant sees
// (docs/requirements/documents.md, "Refusals").

export const uploadNotOpen = () => conflict(validationMessages.uploadNotOpen);
export const fileTooLarge = (name: string) =>
  new HttpError(413, formatMessage('fileTooLarge', { name, maxMb: MAX_UPLOAD_MB }));
export const fileInvalidType = (name: string) =>
  new HttpError(415, formatMessage('fileInvalidType', { name, types: ACCEPTED_TYPES_LABEL }));
export const tooManyFiles = (documentType: DocumentType) =>
  conflict(formatMessage('tooManyFiles', { max: maxFilesFor(documentType) }));
export const imageTooLarge = (name: string) =>
  new HttpError(422, formatMessage('imageTooLarge', { name }));

/** Uploads, removals and completion are open only between payment and completion. */
export function requireUploadOpen(application: Pick<Application, 'status'>): void {
  if (application.status !== 'paid') throw uploadNotOpen();
}

/** A name safe to show and to put in a header: no path, no control characters, bounded. */
export function safeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
  return clean === '' ? 'file' : clean;
}
