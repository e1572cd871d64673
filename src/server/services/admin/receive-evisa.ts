import type { FastifyRequest } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { problemOf } from '@/domain/errors';
import {
  EVISA_CONFIRM_FIELD,
  EVISA_CONFIRM_REASON_FIELD,
  EVISA_FIELD,
  EVISA_MAX_BYTES,
} from '@/domain/schemas/admin';
import { HttpError } from '@/server/lib/http-errors';
import { receiveSingleFile, storeFilePart } from '@/server/services/documents/receive-file';
import { safeFileName } from '@/server/services/documents/upload-errors';
import type { FileStorage, StoredStream } from '@/server/services/storage/storage';

/**
 * Busboy limits for the approve call: one file of at most EVISA_MAX_BYTES (one byte more is
 * refused) and the few short fields the described client sends beside it: the confirmation
 * that an e-visa the server could not check belongs to the traveller, and its reason.
 */
export const eVisaMultipartLimits = {
  fileSize: EVISA_MAX_BYTES,
  files: 1,
  fields: 8,
  parts: 9,
  fieldSize: 500,
  fieldNameSize: 50,
  headerPairs: 20,
};

const refusal = (code: 'evisa.missing' | 'evisa.pdf_only' | 'evisa.too_large') =>
  new HttpError(code, undefined, { [EVISA_FIELD]: problemOf(code) });
const tooLarge = () => refusal('evisa.too_large');

export interface ReceivedEVisa {
  originalName: string;
  stored: StoredStream;
  /** Staff confirmed the file is the traveller's (EVISA_CONFIRM_FIELD), with this reason. */
  confirmation?: { confirmed: boolean; reason: string };
}

/**
 * Streams the e-visa into storage: a PDF by its content (magic bytes, then pdf-lib must load it
 * and find a page), at most EVISA_MAX_BYTES. Any refusal leaves nothing in storage.
 */
export async function receiveEVisa(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<ReceivedEVisa> {
  const fields = new Map<string, string>();
  const received = await receiveSingleFile(
    request,
    {
      limits: eVisaMultipartLimits,
      malformed: () => refusal('evisa.missing'),
      // A reason cut at the field size limit is still a reason past its maximum (refused).
      onField: (name, value) => fields.set(name, value),
      async onFile(part) {
        if (part.fieldname !== EVISA_FIELD) {
          part.file.destroy();
          throw refusal('evisa.missing');
        }
        const { stored } = await storeFilePart(part.file, storage, {
          area: 'documents',
          extensions: { 'application/pdf': 'pdf' },
          tooLarge,
          invalidType: () => refusal('evisa.pdf_only'),
          malformed: () => refusal('evisa.missing'),
        });
        return { originalName: safeFileName(part.filename), stored };
      },
    },
    storage,
  );
  if (!(await loadsAsPdf(await storage.get(received.stored.key)))) {
    await storage.delete(received.stored.key);
    throw refusal('evisa.pdf_only');
  }
  const confirmed = fields.get(EVISA_CONFIRM_FIELD) === 'true';
  const reason = fields.get(EVISA_CONFIRM_REASON_FIELD);
  return confirmed || reason !== undefined
    ? { ...received, confirmation: { confirmed, reason: reason ?? '' } }
    : received;
}

/** '%PDF-' alone is easy to fake; the applicant must be able to open and print it. */
export async function loadsAsPdf(data: Buffer): Promise<boolean> {
  try {
    const pdf = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false });
    return pdf.getPageCount() > 0;
  } catch {
    return false;
  }
}

export const eVisaFileName = (applicationNumber: string) => `e-visa-${applicationNumber}.pdf`;
