import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { documentTypesFor, maxFilesFor, type TDocumentView } from '@/domain/documents';
import { applicants, type Application, type Database } from '@/server/db';
import { HttpError, invalidField } from '@/server/lib/http-errors';
import type { PassportCheckRecord } from '@/domain/passport-check';
import type { HeavyWork } from '@/server/services/heavy-work/heavy-work';
import type { FileStorage } from '@/server/services/storage/storage';
import { detailsOf, toDocumentView } from './document-view';
import { exceedsPixelLimit, readImageHeader } from './image-header';
import { prepareDocument, preparationIsHeavy, type Preparation } from './prepare-document';
import { receiveUpload, type ReceivedUpload } from './receive-upload';
import { countDocuments, saveDocument } from './save-document';
import { imageTooLarge, tooManyFiles } from './upload-errors';

export interface UploadContext {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  heavyWork: HeavyWork;
}

/**
 * POST /api/applications/:id/documents. Order matters for consistency across crashes: the file
 * is streamed to storage and renamed into place first, the row is inserted last (after the
 * limits are checked under a lock). A refusal at any point deletes what was stored; a crash
 * leaves at most an unreferenced file, which the start-up sweep removes.
 */
export async function uploadDocument({
  db,
  storage,
  log,
  heavyWork,
  application,
  request,
}: UploadContext & {
  application: Application;
  request: FastifyRequest;
}): Promise<TDocumentView> {
  let applicantId = '';
  const upload = await receiveUpload(request, storage, async (fields) => {
    if (!documentTypesFor(application.visaType).includes(fields.documentType)) {
      throw invalidField('documentType', 'validation.required');
    }
    const [applicant] = await db
      .select({ id: applicants.id })
      .from(applicants)
      .where(
        and(
          eq(applicants.applicationId, application.id),
          eq(applicants.position, fields.applicant),
        ),
      );
    if (!applicant || fields.applicant >= application.numberOfApplicants) {
      throw invalidField('applicant', 'validation.required');
    }
    applicantId = applicant.id;
    // Early and unlocked, so a fourth passport is refused before its bytes arrive; the count
    // that decides is taken again under the lock in saveDocument.
    if (
      (await countDocuments(db, applicant.id, fields.documentType)) >=
      maxFilesFor(fields.documentType)
    ) {
      throw tooManyFiles(fields.documentType);
    }
  });

  const stored = [upload.stored.key];
  try {
    const preparation = await inspectAndPrepare({ storage, log, heavyWork }, application, upload);
    const passportCheck = await checkPassportUpload(
      { storage, log, heavyWork },
      application,
      upload,
    );
    const kept = await storePreparation(storage, upload, preparation, stored);
    const row = await saveDocument(db, {
      applicationId: application.id,
      applicantId,
      kind: 'upload',
      documentType: upload.documentType,
      originalName: upload.originalName,
      mimeType: upload.mimeType,
      ...kept.columns,
      warnings: preparation.warnings,
      passportCheck,
    });
    await kept.dropReplaced();
    return toDocumentView(row, upload.applicant, await detailsOf(db, applicantId));
  } catch (err) {
    await Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined)));
    throw err;
  }
}

/**
 * Stores what a preparation made beside the upload: the PDF without its metadata in place of the
 * original (pdf-metadata.ts), and the prepared copy. Each new key is added to `stored` (which
 * the caller deletes on failure). Returns the document row's file columns, and the function
 * that deletes the replaced original once the row is saved (should that fail, the document
 * sweep removes the file, which nothing names).
 */
export async function storePreparation(
  storage: FileStorage,
  upload: ReceivedUpload,
  preparation: Preparation,
  stored: string[],
) {
  let original = upload.stored;
  if (preparation.cleanedOriginal) {
    const data = preparation.cleanedOriginal;
    const key = await storage.put(data, { area: 'documents', extension: 'pdf' });
    stored.push(key);
    original = { key, size: data.length, sha256: createHash('sha256').update(data).digest('hex') };
  }
  const { prepared } = preparation;
  let preparedKey: string | null = null;
  if (prepared === 'original') preparedKey = original.key;
  else if (prepared) {
    preparedKey = await storage.put(prepared.data, {
      area: 'documents',
      extension: prepared.extension,
    });
    stored.push(preparedKey);
  }
  return {
    columns: {
      size: original.size,
      sha256: original.sha256,
      storageKey: original.key,
      preparedStorageKey: preparedKey,
      preparedMimeType: prepared === 'original' ? upload.mimeType : (prepared?.mimeType ?? null),
      preparedSize: prepared === 'original' ? original.size : (prepared?.data.length ?? null),
    },
    async dropReplaced() {
      if (original.key !== upload.stored.key)
        await storage.delete(upload.stored.key).catch(() => undefined);
    },
  };
}

/**
 * Refuses image bombs by their header; then prepares in a worker thread. A failed preparation
 * never fails the upload; a refusal does (a file over its budget, too many at once), and then
 * nothing is kept (docs/requirements/limits.md, "Heavy work").
 */
export async function inspectAndPrepare(
  { storage, log, heavyWork }: Omit<UploadContext, 'db'>,
  application: Application,
  upload: ReceivedUpload,
): Promise<Preparation> {
  const isImage = upload.mimeType !== 'application/pdf';
  const data = await storage.get(upload.stored.key);
  const header = isImage ? await readImageHeader(data) : undefined;
  if (header && exceedsPixelLimit(header)) throw imageTooLarge(upload.originalName);
  // Photos and passports are prepared; every PDF loses its metadata (prepareDocument).
  if (isImage && upload.documentType !== 'photo' && upload.documentType !== 'passport')
    return { warnings: [] };
  if (isImage && !header) return { warnings: [] }; // unreadable: kept as uploaded, for staff to judge
  try {
    const input = { documentType: upload.documentType, mimeType: upload.mimeType, data, header };
    return preparationIsHeavy(input)
      ? await heavyWork.prepareDocument(application.id, input, upload.originalName)
      : await prepareDocument(input);
  } catch (err) {
    if (err instanceof HttpError) throw err;
    log.warn(
      { err, documentType: upload.documentType },
      'document preparation failed; original kept',
    );
    return { warnings: [] };
  }
}

/**
 * Reads a passport page's machine-readable zone in a worker thread (passport-check/); null for
 * every other file. Never refuses the upload: a check that cannot finish is recorded as not
 * done, and staff look at the page themselves.
 */
export async function checkPassportUpload(
  { storage, log, heavyWork }: Omit<UploadContext, 'db'>,
  application: Application,
  upload: ReceivedUpload,
): Promise<PassportCheckRecord | null> {
  if (upload.documentType !== 'passport') return null;
  const data = await storage.get(upload.stored.key);
  return heavyWork.checkPassport(application.id, { data, mimeType: upload.mimeType }, (err) =>
    log.warn({ err }, 'passport check failed; left to staff'),
  );
}
