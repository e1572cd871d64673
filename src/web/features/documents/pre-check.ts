import {
  ACCEPTED_TYPES_LABEL,
  acceptedMimeTypes,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  maxFilesFor,
  type DocumentType,
} from '@/domain/documents';
import type { ErrorCode, ErrorParams } from '@/domain/errors/catalogue';
import type { UploadProblem } from './upload-state';

// Checks the browser can make before sending, with the limits the server enforces (the same
// domain constants), so an applicant hears at once what the server would answer anyway. The
// server still decides by content: a file passing here can be refused there.

/** What the file input offers; the server sniffs the content whatever the name says. */
export const ACCEPT_ATTRIBUTE = [
  ...acceptedMimeTypes,
  '.pdf',
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
].join(',');

const acceptedExtensions = /\.(pdf|jpe?g|png|webp)$/i;

/** Neither the declared type nor the name suggests an accepted type (a .docx, a .heic). */
function looksUnaccepted(file: Pick<File, 'name' | 'type'>): boolean {
  if ((acceptedMimeTypes as readonly string[]).includes(file.type)) return false;
  return !acceptedExtensions.test(file.name);
}

const messageProblem = <C extends ErrorCode>(code: C, params?: ErrorParams<C>): UploadProblem => ({
  kind: 'problem',
  code,
  ...(params ? { params } : {}),
});

/**
 * The refusal for a file about to join a category that already holds `filesInCategory` files
 * (stored and on their way), or undefined when it may be sent.
 */
export function preCheck(
  file: Pick<File, 'name' | 'size' | 'type'>,
  documentType: DocumentType,
  filesInCategory: number,
): UploadProblem | undefined {
  const max = maxFilesFor(documentType);
  if (filesInCategory >= max) return messageProblem('document.too_many_files', { max });
  if (file.size > MAX_UPLOAD_BYTES) {
    return messageProblem('document.too_large', { name: file.name, maxMb: MAX_UPLOAD_MB });
  }
  if (looksUnaccepted(file)) {
    return messageProblem('document.invalid_type', {
      name: file.name,
      types: ACCEPTED_TYPES_LABEL,
    });
  }
  return undefined;
}
