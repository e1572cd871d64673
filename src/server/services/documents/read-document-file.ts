import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { documents, type Application, type DatabaseExecutor, type Document } from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import type { FileStorage } from '@/server/services/storage/storage';
import { requireDocumentId } from './delete-document';

export interface DocumentFile {
  stream: Readable;
  mimeType: string;
  fileName: string;
}

/** The bytes of one of this application's uploads: as uploaded, or the prepared copy. */
export async function readDocumentFile({
  db,
  storage,
  application,
  documentId,
  variant,
}: {
  db: DatabaseExecutor;
  storage: FileStorage;
  application: Application;
  documentId: string;
  variant: 'original' | 'prepared';
}): Promise<DocumentFile> {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.id, requireDocumentId(documentId)),
        eq(documents.applicationId, application.id),
      ),
    );
  if (!row) throw new HttpError('document.not_found');
  return documentFileOf({ storage, row, variant });
}

/** The bytes of a document row: as uploaded, or its prepared copy (404 when there is none). */
export async function documentFileOf({
  storage,
  row,
  variant,
}: {
  storage: FileStorage;
  row: Document;
  variant: 'original' | 'prepared';
}): Promise<DocumentFile> {
  if (variant === 'original') {
    return {
      stream: await storage.getStream(row.storageKey),
      mimeType: row.mimeType,
      fileName: row.originalName,
    };
  }
  if (!row.preparedStorageKey || !row.preparedMimeType) throw new HttpError('document.not_found');
  return {
    stream: await storage.getStream(row.preparedStorageKey),
    mimeType: row.preparedMimeType,
    fileName: preparedFileName(row),
  };
}

/** 'passport-scan.pdf' for the prepared copy of 'scan.png' uploaded as a passport. */
function preparedFileName(
  row: Pick<Document, 'documentType' | 'originalName' | 'preparedMimeType'>,
): string {
  const extension = row.preparedMimeType === 'application/pdf' ? 'pdf' : 'jpg';
  return `${row.documentType}-${row.originalName.replace(/\.[^.]*$/, '')}.${extension}`;
}
