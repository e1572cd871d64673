import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  isDocumentType,
  MAX_UPLOAD_BYTES,
  type AcceptedMimeType,
  type DocumentType,
} from '@/domain/documents';
import { type FieldProblems, invalidField, invalidFields } from '@/server/lib/http-errors';
import type { FileStorage, StoredStream } from '@/server/services/storage/storage';
import { receiveSingleFile, storeFilePart } from './receive-file';
import { fileInvalidType, fileTooLarge, safeFileName } from './upload-errors';
import { problemOf } from '@/domain/errors';

/** Busboy limits: one file of at most MAX_UPLOAD_BYTES, two short fields, nothing else. */
export const multipartLimits = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 4,
  parts: 5,
  fieldSize: 100,
  fieldNameSize: 50,
  headerPairs: 20,
};

const EXTENSIONS: Record<AcceptedMimeType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export interface UploadFields {
  documentType: DocumentType;
  applicant: number;
  originalName: string;
}

export interface ReceivedUpload extends UploadFields {
  mimeType: AcceptedMimeType;
  stored: StoredStream;
}

function fieldValue(part: MultipartFile, name: string): string | undefined {
  const field = part.fields[name];
  return field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : undefined;
}

function readFields(part: MultipartFile): UploadFields {
  const type = fieldValue(part, 'documentType');
  const applicant = fieldValue(part, 'applicant');
  const errors: FieldProblems = {};
  if (!isDocumentType(type)) errors.documentType = problemOf('validation.required');
  if (applicant === undefined || !/^\d{1,2}$/.test(applicant)) {
    errors.applicant = problemOf('validation.required');
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return {
    documentType: type as DocumentType,
    applicant: Number(applicant),
    originalName: safeFileName(part.filename),
  };
}

/**
 * Reads the multipart body as it arrives: the fields (which come before the file), then the file
 * streamed into storage, then the end of the body, so a truncated or malformed request is
 * refused rather than kept. The type is decided from the first bytes before anything is written;
 * the stream is cut off at MAX_UPLOAD_BYTES. On any refusal nothing is left in storage.
 * `checkFields` runs before a byte of the file is read (e.g. the per-category count).
 */
export function receiveUpload(
  request: FastifyRequest,
  storage: FileStorage,
  checkFields: (fields: UploadFields) => Promise<void>,
): Promise<ReceivedUpload> {
  return receiveSingleFile(
    request,
    {
      limits: multipartLimits,
      malformed,
      onFile: (part) => receiveFile(part, storage, checkFields),
    },
    storage,
  );
}

const malformed = () => invalidField('file', 'validation.required');

async function receiveFile(
  part: MultipartFile,
  storage: FileStorage,
  checkFields: (fields: UploadFields) => Promise<void>,
): Promise<ReceivedUpload> {
  let fields: UploadFields;
  try {
    fields = readFields(part);
    await checkFields(fields);
  } catch (err) {
    part.file.destroy(); // refused before a byte of it was read
    throw err;
  }
  const { originalName } = fields;
  const { mimeType, stored } = await storeFilePart(part.file, storage, {
    area: 'documents',
    extensions: EXTENSIONS,
    tooLarge: () => fileTooLarge(originalName),
    invalidType: () => fileInvalidType(originalName),
    malformed,
  });
  return { ...fields, mimeType, stored };
}
