// Helpers for the status check and tracking tests (server layer): an app with its own DATA_DIR
// and a movable clock, and an approved application with its e-visa stored as the staff
// dashboard's approve stores it (a documents row of kind 'evisa', no applicant).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isApproved } from '@/domain/status';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { eq } from 'drizzle-orm';
import { applicants, documents, type Database, type NewApplication } from '@/server/db';
import type { FileStorage } from '@/server/services/storage/storage';
import { insertApplication } from '@/server/test-support/payments';
import { fakeClock } from '@/server/test-support/staff';
import { createTestDatabase } from '@/server/test-support/test-database';

export const TEST_EVISA_LINK_SECRET = 'test-evisa-link-secret-0123456789abcdef';

export async function buildStatusTestApp() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'evisa-status-'));
  const clock = fakeClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    CLIENT_DIR: '/nonexistent-client',
    EVISA_LINK_SECRET: TEST_EVISA_LINK_SECRET,
  });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, clock: clock.now });
  await app.ready();
  return {
    app,
    clock,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** An application in the given status; approved ones get an e-visa PDF stored and recorded. */
export async function insertStatusApplication(
  db: Database,
  storage: FileStorage,
  overrides: Partial<NewApplication> = {},
  eVisaPdf = Buffer.from('%PDF-1.7\n% test e-visa\n%%EOF\n'),
) {
  const created = await insertApplication(db, overrides);
  if (!isApproved(created.application.status)) return { ...created, eVisa: undefined };
  const storageKey = await storage.put(eVisaPdf, { area: 'evisa', extension: 'pdf' });
  const [eVisa] = await db
    .insert(documents)
    .values({
      applicationId: created.application.id,
      applicantId: null,
      kind: 'evisa',
      documentType: 'evisa',
      originalName: 'e-visa.pdf',
      mimeType: 'application/pdf',
      size: eVisaPdf.length,
      sha256: 'test',
      storageKey,
    })
    .returning();
  // Every traveller approved with that one file, as migration 0016 left the applications
  // approved before per-traveller decisions.
  await db
    .update(applicants)
    .set({
      outcome: 'approved',
      eVisaStorageKey: storageKey,
      eVisaFileName: 'e-visa.pdf',
      eVisaSize: eVisaPdf.length,
      decidedAt: new Date(),
    })
    .where(eq(applicants.applicationId, created.application.id));
  return { ...created, eVisa: eVisa! };
}
