import type { FastifyBaseLogger } from 'fastify';
import { documents, type DatabaseExecutor } from '@/server/db';
import type { FileStorage } from '@/server/services/storage/storage';

/**
 * Files younger than this are left alone: they may belong to an upload still in flight on this
 * or another server (written, not yet committed). Uploads take seconds; this is minutes.
 */
export const SWEEP_MIN_AGE_MS = 10 * 60 * 1000;

export interface SweepResult {
  partials: number;
  orphans: number;
}

/**
 * Removes what a crash can leave in the documents area: `.partial` files of interrupted uploads
 * and committed files that no document row references (killed between the rename and the
 * insert, or between deleting a row and its file). Run at start-up and periodically.
 */
export async function sweepDocumentStorage(
  db: DatabaseExecutor,
  storage: FileStorage,
  { now = new Date(), minAgeMs = SWEEP_MIN_AGE_MS } = {},
): Promise<SweepResult> {
  const result: SweepResult = { partials: 0, orphans: 0 };
  const cutoff = now.getTime() - minAgeMs;
  // Read before listing: a row inserted after this read belongs to a file younger than the cutoff.
  const rows = await db
    .select({ key: documents.storageKey, prepared: documents.preparedStorageKey })
    .from(documents);
  const referenced = new Set(rows.flatMap((r) => (r.prepared ? [r.key, r.prepared] : [r.key])));
  for await (const entry of storage.list('documents')) {
    if (entry.modifiedAt.getTime() > cutoff) continue;
    if (entry.partial) {
      await storage.deletePartial(entry.key);
      result.partials += 1;
    } else if (!referenced.has(entry.key)) {
      await storage.delete(entry.key);
      result.orphans += 1;
    }
  }
  return result;
}

const SWEEP_EVERY_MS = 15 * 60 * 1000;

/**
 * Sweeps once now (awaited, so start-up leaves no partial file of a previous crash behind once
 * the files are old enough) and then every 15 minutes. Returns the function that stops it.
 */
export async function startDocumentSweep(
  db: DatabaseExecutor,
  storage: FileStorage,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): Promise<() => void> {
  const run = async () => {
    try {
      const result = await sweepDocumentStorage(db, storage);
      log.info(result, 'document storage swept');
    } catch (err) {
      log.error({ err }, 'document storage sweep failed');
    }
  };
  await run();
  const timer = setInterval(() => void run(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
