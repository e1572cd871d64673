import type { FastifyRequest } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { validationMessages } from '@/domain/messages';
import { EVISA_FIELD, EVISA_MAX_BYTES } from '@/domain/schemas/admin';
import { HttpError } from '@/server/lib/http-errors';
import { receiveSingleFile, storeFilePart } from '@/server/services/documents/receive-file';
import { safeFileName } from '@/server/services/documents/upload-errors';
import type { FileStorage, StoredStream } from '@/server/services/storage/storage';

/**
 * Busboy limits for the approve call: one file of at most EVISA_MAX_BYTES (one byte more is
 * refused) and the few short fields the described client sends beside it, which are ignored.
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

const pdfOnly = (status: number) =>
  new HttpError(status, validationMessages.eVisaPdfOnly, {
    [EVISA_FIELD]: validationMessages.eVisaPdfOnly,
  });
const tooLarge = () =>
  new HttpError(413, validationMessages.eVisaTooLarge, {
    [EVISA_FIELD]: validationMessages.eVisaTooLarge,
  });

export interface ReceivedEVisa {
  originalName: string;
  stored: StoredStream;
}

/**
 * Streams the e-visa into storage: a PDF by its content (magic bytes, then pdf-lib must load it
 * and find a page), at most EVISA_MAX_BYTES. Any refusal leaves nothing in storage.
 */
export async function receiveEVisa(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<ReceivedEVisa> {
  const received = await receiveSingleFile(
    request,
    {
      limits: eVisaMultipartLimits,
      malformed: () => pdfOnly(400),
      async onFile(part) {
        if (part.fieldname !== EVISA_FIELD) {
          part.file.destroy();
          throw pdfOnly(400);
        }
        const { stored } = await storeFilePart(part.file, storage, {
          area: 'documents',
          extensions: { 'application/pdf': 'pdf' },
          tooLarge,
          invalidType: () => pdfOnly(415),
          malformed: () => pdfOnly(400),
        });
        return { originalName: safeFileName(part.filename), stored };
      },
    },
    storage,
  );
  if (!(await loadsAsPdf(await storage.get(received.stored.key)))) {
    await storage.delete(received.stored.key);
    throw pdfOnly(415);
  }
  return received;
}

/** '%PDF-' alone is easy to fake; the applicant must be able to open and print it. */
async function loadsAsPdf(data: Buffer): Promise<boolean> {
  try {
    const pdf = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false });
    return pdf.getPageCount() > 0;
  } catch {
    return false;
  }
}

export const eVisaFileName = (applicationNumber: string) => `e-visa-${applicationNumber}.pdf`;
