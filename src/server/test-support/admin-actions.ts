// Helpers for the staff action tests (server layer): an app with its own DATA_DIR, a movable
// clock for sign-in, a sandbox gateway whose refunds can be counted or made to fail, and
// applications under review with a real sandbox payment.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { applications, type NewApplication } from '@/server/db';
import { deliverEmail } from '@/server/services/mail/deliver-email';
import { claimDueEmails } from '@/server/services/mail/outbox';
import { renderEmail } from '@/server/services/mail/templates';
import type { OutgoingMail } from '@/server/services/mail/transport';
import { createSandboxProvider } from '@/server/services/payments/sandbox/provider';
import { listFiles, multipart, type UploadFile } from '@/server/test-support/documents';
import { recordingLogger } from '@/server/test-support/mail/recording-logger';
import {
  cardFields,
  insertApplication,
  postForm,
  startPayment,
  TEST_PUBLIC_URL,
  TEST_SANDBOX_SECRET,
} from '@/server/test-support/payments';
import { bearer, createStaff, fakeClock, signIn } from '@/server/test-support/staff';
import { createTestDatabase } from '@/server/test-support/test-database';
import { accountingDocumentPdf } from '@/server/services/accounting/document-files';

export async function buildAdminActionsApp() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'evisa-admin-actions-'));
  const clock = fakeClock(new Date());
  const routes: RouteOptions[] = [];
  const database = await createTestDatabase();
  const sandbox = createSandboxProvider({
    db: database.db,
    webhookSecret: TEST_SANDBOX_SECRET,
  });
  const refunds = { calls: 0, fail: false };
  const provider = {
    ...sandbox,
    async refund(reference: string, amount?: number) {
      refunds.calls += 1;
      if (refunds.fail) throw new Error('gateway timeout (test)');
      return sandbox.refund(reference, amount);
    },
  };
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    CLIENT_DIR: '/nonexistent-client',
    PUBLIC_URL: TEST_PUBLIC_URL,
    SANDBOX_WEBHOOK_SECRET: TEST_SANDBOX_SECRET,
  });
  const app = await buildApp({
    config,
    database,
    paymentProvider: provider,
    clock: clock.now,
    onRoute: (route) => routes.push(route),
  });
  await app.ready();
  const t = {
    app,
    clock,
    routes,
    db: database.db,
    database,
    dataDir,
    refunds,
    /** Every file under the documents area (where the e-visa is stored), partial ones included. */
    storedFiles: () => listFiles(path.join(dataDir, 'files', 'documents')),
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}
export type AdminActionsApp = Awaited<ReturnType<typeof buildAdminActionsApp>>;

/** A signed-in staff member's Authorization header (password and TOTP through the API). */
export async function staffAuth(t: AdminActionsApp, username?: string) {
  const { token } = await signIn(t, await createStaff(t, username));
  return bearer(token);
}

/**
 * An application of 2 applicants ($238), paid through the sandbox gateway with a test card, then
 * put under review directly (the documents are another suite's concern).
 */
export async function underReviewApplication(
  t: AdminActionsApp,
  overrides: Partial<NewApplication> = {},
) {
  const { application, auth } = await insertApplication(t.db, overrides);
  const started = await startPayment(t.app, application.id, auth);
  const paid = await postForm(t.app, started.pagePath, cardFields('4242424242424242'));
  if (paid.statusCode >= 400) throw new Error(`sandbox payment: ${paid.statusCode}`);
  const [moved] = await t.db
    .update(applications)
    .set({ status: 'under_review' })
    .where(eq(applications.id, application.id))
    .returning();
  if (moved?.paidAt == null) throw new Error('the sandbox payment did not mark it paid');
  return moved;
}

/** A multipart body carrying `file` under `field` (the approve call's eVisaDocument). */
export function eVisaBody(
  file?: UploadFile,
  field = 'eVisaDocument',
  fields: Record<string, string> = {},
) {
  return multipart(fields, file, field);
}

/** Delivers every due outbox email through a transport that keeps them, as the worker would. */
export async function deliverOutbox(t: {
  db: AdminActionsApp['db'];
  app: Pick<AdminActionsApp['app'], 'storage' | 'heavyWork'>;
}): Promise<OutgoingMail[]> {
  const sent: OutgoingMail[] = [];
  const deps = {
    db: t.db,
    storage: t.app.storage,
    transport: {
      kind: 'file' as const,
      send: async (mail: OutgoingMail) => void sent.push(mail),
      close() {},
    },
    from: 'India e-Visa Online <no-reply@evisa.test>',
    publicUrl: TEST_PUBLIC_URL,
    render: renderEmail,
    maxAttempts: 3,
    renderAccountingDocument: async (applicationId: string, documentId: string) =>
      (
        await accountingDocumentPdf({
          db: t.db,
          heavyWork: t.app.heavyWork,
          applicationId,
          documentId,
        })
      ).pdf,
  };
  for (const row of await claimDueEmails(t.db, 100)) {
    await deliverEmail(row, deps, recordingLogger().logger);
  }
  return sent;
}
