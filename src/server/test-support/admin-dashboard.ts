// Helpers for the staff dashboard's read tests (server layer): an app with its own DATA_DIR and
// a signed-in staff member, applications with named applicants, and files written through
// storage with their document rows (no upload pipeline: these tests are about reading).
import { copiedColumns } from '@/server/services/applications/applicant-rows';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import {
  agreements,
  applicants,
  documents,
  type Application,
  type Database,
  type NewApplication,
} from '@/server/db';
import { insertApplication } from '@/server/test-support/payments';
import { bearer, createStaff, fakeClock, signIn } from '@/server/test-support/staff';
import { createTestDatabase } from '@/server/test-support/test-database';

export async function buildDashboardTestApp() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'evisa-dashboard-'));
  const clock = fakeClock();
  const routes: RouteOptions[] = [];
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    CLIENT_DIR: '/nonexistent-client',
  });
  const database = await createTestDatabase();
  const app = await buildApp({
    config,
    database,
    clock: clock.now,
    onRoute: (route) => routes.push(route),
  });
  await app.ready();
  const t = {
    app,
    clock,
    routes,
    db: database.db,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  const username = await createStaff(t);
  const { token } = await signIn(t, username);
  return { ...t, username, auth: bearer(token) };
}
export type DashboardTestApp = Awaited<ReturnType<typeof buildDashboardTestApp>>;

export interface TestApplicant {
  firstName: string;
  lastName: string;
  passportNumber: string;
  details?: Record<string, unknown>;
}

/** An application with validated applicants (the search columns filled as step 2 does). */
export async function applicationWith(
  db: Database,
  people: TestApplicant[],
  overrides: Partial<NewApplication> = {},
): Promise<Application> {
  const { application } = await insertApplication(db, {
    numberOfApplicants: people.length,
    withApplicants: false,
    ...overrides,
  });
  await db.insert(applicants).values(
    people.map((p, position) => {
      const details = {
        firstName: p.firstName,
        lastName: p.lastName,
        passportNumber: p.passportNumber,
        ...p.details,
      };
      return {
        applicationId: application.id,
        position,
        details,
        ...copiedColumns(details, true),
        validatedAt: new Date(),
      };
    }),
  );
  return application;
}

/** Writes the bytes through storage and records them as an upload (or the e-visa). */
export async function storeDocument(
  t: Pick<DashboardTestApp, 'app' | 'db'>,
  application: Application,
  file: {
    applicant: number | null;
    documentType: string;
    data: Buffer;
    mimeType?: string;
    originalName?: string;
    prepared?: { data: Buffer; mimeType: string };
  },
) {
  const mimeType = file.mimeType ?? 'application/pdf';
  const storageKey = await t.app.storage.put(file.data, { area: 'documents' });
  const preparedStorageKey = file.prepared
    ? await t.app.storage.put(file.prepared.data, { area: 'documents' })
    : null;
  const [owner] =
    file.applicant === null
      ? []
      : (await t.db.select().from(applicants)).filter(
          (a) => a.applicationId === application.id && a.position === file.applicant,
        );
  const [row] = await t.db
    .insert(documents)
    .values({
      applicationId: application.id,
      applicantId: owner?.id ?? null,
      kind: file.applicant === null ? 'evisa' : 'upload',
      documentType: file.documentType,
      originalName: file.originalName ?? `${file.documentType}.pdf`,
      mimeType,
      size: file.data.length,
      sha256: 'test',
      storageKey,
      preparedStorageKey,
      preparedMimeType: file.prepared?.mimeType ?? null,
      preparedSize: file.prepared?.data.length ?? null,
    })
    .returning();
  return row!;
}

/** A signed agreement with its PDF in storage. */
export async function storeAgreement(
  t: Pick<DashboardTestApp, 'app' | 'db'>,
  application: Application,
  pdf: Buffer,
) {
  const pdfStorageKey = await t.app.storage.put(pdf, { area: 'agreements', extension: 'pdf' });
  const signatureStorageKey = await t.app.storage.put(Buffer.from('png'), { area: 'signatures' });
  await t.db.insert(agreements).values({
    applicationId: application.id,
    signerName: 'Jane Doe',
    signatureStorageKey,
    pdfStorageKey,
    agreementVersion: 'test',
    ipAddress: '203.0.113.9',
  });
}
