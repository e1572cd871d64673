import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { documents, type Application, type Database } from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { lockApplication } from '@/server/services/applications/lock-application';
import type { FileStorage } from '@/server/services/storage/storage';
import { storageKeysOf } from './document-view';
import { requireUploadOpen } from './upload-errors';

/** A malformed id is answered like an unknown one. */
export function requireDocumentId(documentId: string): string {
  const parsed = z.uuid().safeParse(documentId);
  if (!parsed.success) throw new HttpError('document.not_found');
  return parsed.data;
}

/**
 * Removes an upload while the application is still open for documents. The row goes first (under
 * the application lock, so it cannot race completion); then the files. A crash in between
 * leaves only unreferenced files, which the storage sweep removes.
 */
export async function deleteDocument({
  db,
  storage,
  application,
  documentId,
}: {
  db: Database;
  storage: FileStorage;
  application: Application;
  documentId: string;
}): Promise<void> {
  const id = requireDocumentId(documentId);
  const removed = await db.transaction(async (tx) => {
    requireUploadOpen(await lockApplication(tx, application.id));
    const [row] = await tx
      .delete(documents)
      .where(
        and(
          eq(documents.id, id),
          eq(documents.applicationId, application.id),
          eq(documents.kind, 'upload'),
        ),
      )
      .returning();
    if (!row) throw new HttpError('document.not_found');
    return row;
  });
  await Promise.all(storageKeysOf(removed).map((key) => storage.delete(key)));
}
