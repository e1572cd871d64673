// Retention with a moved clock (docs/requirements/privacy.md): each step at 1 ms before its
// date changes nothing, and at its date does everything, on the test database (PGlite, or
// PostgreSQL in CI's second pass) and with files on disk and in an S3 bucket.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymisationAt,
  documentsDeletionAt,
  eVisaExpiresAt,
  retentionPeriods,
  supportMessagesDeletionAt,
  unpaidDeletionAt,
  unpaidReminderAt,
} from '@/domain/retention';
import {
  agreements,
  applicants,
  applications,
  auditLog,
  documents,
  emailOutbox,
  payments,
  supportMessages,
  type Database,
} from '@/server/db';
import { createEncryptedStorage } from '@/server/services/storage/encryption/encrypted-storage';
import { parseMasterKeys, staticKeyring } from '@/server/services/storage/encryption/keyring';
import { createS3Storage } from '@/server/services/storage/s3-storage';
import { createLocalStorage, type FileStorage } from '@/server/services/storage/storage';
import { checkApplicationStatus } from '@/server/services/status/check-status';
import { insertApplication } from '@/server/test-support/payments';
import { startS3Server, type S3Server } from '@/server/test-support/s3';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';
import { insertSupportMessages } from '@/server/test-support/support-messages';
import { applyRetention, retentionAuditActions } from './apply-retention';

const MS = 1;
const keyring = staticKeyring(parseMasterKeys('9'.repeat(64), 'test'), 'test');
let database: TestDatabaseHandle;
let db: Database;
let s3: S3Server;
let dir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  s3 = await startS3Server('evisa-retention');
  dir = await mkdtemp(path.join(tmpdir(), 'evisa-retention-'));
});
afterAll(async () => {
  await database?.close();
  await s3?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const stores: [string, () => FileStorage][] = [
  ['disk', () => createEncryptedStorage(createLocalStorage(path.join(dir, 'files')), keyring)],
  [
    'S3',
    () =>
      createEncryptedStorage(
        createS3Storage({ client: s3.client(), bucket: s3.bucket, prefix: 'retention' }),
        keyring,
      ),
  ],
];

const exists = (storage: FileStorage, key: string) =>
  storage.get(key).then(
    () => true,
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return false;
      throw err;
    },
  );

const audits = (action: string, applicationNumber: string) =>
  db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        sql`${auditLog.details} ->> 'applicationNumber' = ${applicationNumber}`,
      ),
    );

/** Sets an application's and its travellers' last change. */
async function lastChangedAt(applicationId: string, at: Date) {
  await db.update(applications).set({ updatedAt: at }).where(eq(applications.id, applicationId));
  await db
    .update(applicants)
    .set({ updatedAt: at })
    .where(eq(applicants.applicationId, applicationId));
}

async function documentFile(storage: FileStorage, applicationId: string, kind: 'upload' | 'evisa') {
  const key = await storage.put(Buffer.from(`%PDF-1.7 ${kind} ${randomBytes(4).toString('hex')}`), {
    area: 'documents',
    extension: 'pdf',
  });
  await db.insert(documents).values({
    applicationId,
    applicantId: null,
    kind,
    documentType: kind === 'upload' ? 'passport' : 'evisa',
    originalName: `${kind}.pdf`,
    mimeType: 'application/pdf',
    size: 20,
    sha256: 'test',
    storageKey: key,
  });
  return key;
}

/** Runs the job at `now` with the fixtures' own steps only in view. */
const run = (storage: FileStorage, now: Date) => applyRetention(db, storage, now);

describe.each(stores)('retention with files on %s', (_name, makeStorage) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = makeStorage();
  });

  it('reminds a week before, and deletes an unpaid application 30 days after its last change', async () => {
    const changed = new Date('2031-01-10T09:30:00Z');
    const { application } = await insertApplication(db, { status: 'submitted' });
    const signature = await storage.put(Buffer.from('png signature'), { area: 'signatures' });
    const pdf = await storage.put(Buffer.from('%PDF agreement'), { area: 'agreements' });
    await db.insert(agreements).values({
      applicationId: application.id,
      signerName: 'Traveller0 Example',
      signatureStorageKey: signature,
      pdfStorageKey: pdf,
      agreementVersion: 'test',
    });
    await db.insert(payments).values({
      applicationId: application.id,
      provider: 'sandbox',
      amount: application.totalAmount,
      status: 'failed',
    });
    await lastChangedAt(application.id, changed);
    const reminders = () =>
      db
        .select()
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.applicationId, application.id),
            eq(emailOutbox.template, 'unpaid-deletion-reminder'),
          ),
        );

    const remindAt = unpaidReminderAt(changed);
    expect(remindAt.getTime() - changed.getTime()).toBe(23 * 24 * 3600 * 1000);
    await run(storage, new Date(remindAt.getTime() - MS));
    expect(await reminders()).toHaveLength(0);
    await run(storage, remindAt);
    const [reminder] = await reminders();
    expect(reminder?.payload).toEqual({
      applicationNumber: application.applicationNumber,
      deletionDate: '2031-02-09',
    });
    await run(storage, new Date(remindAt.getTime() + 3600_000));
    expect(await reminders()).toHaveLength(1); // once per last change

    const deleteAt = unpaidDeletionAt(changed);
    await run(storage, new Date(deleteAt.getTime() - MS));
    expect(
      await db.select().from(applications).where(eq(applications.id, application.id)),
    ).toHaveLength(1);
    expect(await exists(storage, signature)).toBe(true);
    await run(storage, deleteAt);
    expect(await db.select().from(applications).where(eq(applications.id, application.id))).toEqual(
      [],
    );
    expect(
      await db.select().from(applicants).where(eq(applicants.applicationId, application.id)),
    ).toEqual([]);
    expect(
      await db.select().from(payments).where(eq(payments.applicationId, application.id)),
    ).toEqual([]);
    expect(await reminders()).toEqual([]);
    expect(await exists(storage, signature)).toBe(false);
    expect(await exists(storage, pdf)).toBe(false);
    const [record] = await audits(
      retentionAuditActions.unpaidDeleted,
      application.applicationNumber,
    );
    // The record says what went, never what it held.
    expect(record?.details).toEqual({
      applicationNumber: application.applicationNumber,
      files: 2,
      paymentAttempts: 1,
    });
    expect(JSON.stringify(record)).not.toMatch(/Example|traveller@example\.com/);
  });

  it('keeps an unpaid application the traveller changed, and one whose payment may still land', async () => {
    const changed = new Date('2031-03-01T00:00:00Z');
    const touched = await insertApplication(db, { status: 'draft' });
    await lastChangedAt(touched.application.id, changed);
    const later = new Date(changed.getTime() + 10 * 24 * 3600_000);
    await db
      .update(applicants)
      .set({ updatedAt: later })
      .where(eq(applicants.applicationId, touched.application.id));
    const paying = await insertApplication(db, { status: 'submitted' });
    await lastChangedAt(paying.application.id, changed);
    const deleteAt = unpaidDeletionAt(changed);
    await db.insert(payments).values({
      applicationId: paying.application.id,
      provider: 'sandbox',
      amount: 100,
      status: 'pending',
      createdAt: new Date(deleteAt.getTime() - 3600_000),
    });
    await run(storage, deleteAt);
    const left = await db
      .select({ id: applications.id })
      .from(applications)
      .where(sql`${applications.id} in (${touched.application.id}, ${paying.application.id})`);
    expect(left).toHaveLength(2);
    await run(storage, new Date(unpaidDeletionAt(later).getTime() - MS));
    expect(
      await db.select().from(applications).where(eq(applications.id, touched.application.id)),
    ).toHaveLength(1);
    await run(storage, unpaidDeletionAt(later));
    expect(
      await db.select().from(applications).where(eq(applications.id, touched.application.id)),
    ).toEqual([]);
  });

  it('deletes uploaded documents 90 days after the final decision, and the e-Visa when it expires', async () => {
    const decided = new Date('2031-05-04T15:00:00Z');
    const { application } = await insertApplication(db, {
      status: 'approved',
      visaType: 'business',
      paidAt: new Date('2031-04-01T00:00:00Z'),
      decidedAt: decided,
    });
    const upload = await documentFile(storage, application.id, 'upload');
    const eVisa = await documentFile(storage, application.id, 'evisa');
    await db
      .update(applicants)
      .set({
        outcome: 'approved',
        eVisaStorageKey: eVisa,
        eVisaFileName: 'e-visa.pdf',
        eVisaSize: 20,
        decidedAt: decided,
        // Travelling after the e-Visa expires here: the details are not yet due to go.
        arrivalDate: '2032-06-01',
        departureDate: '2032-06-20',
      })
      .where(eq(applicants.applicationId, application.id));

    const documentsAt = documentsDeletionAt(decided);
    await run(storage, new Date(documentsAt.getTime() - MS));
    expect(await exists(storage, upload)).toBe(true);
    await run(storage, documentsAt);
    expect(await exists(storage, upload)).toBe(false);
    expect(await exists(storage, eVisa)).toBe(true); // valid for a year
    const [row] = await db.select().from(applications).where(eq(applications.id, application.id));
    expect(row?.documentsDeletedAt).toEqual(documentsAt);
    expect(
      (await db.select().from(documents).where(eq(documents.applicationId, application.id))).map(
        (d) => d.kind,
      ),
    ).toEqual(['evisa']);

    const expiresAt = eVisaExpiresAt({
      visaType: 'business',
      touristValidity: null,
      grantedAt: decided,
      arrivalDate: null,
    });
    expect(expiresAt.getTime() - decided.getTime()).toBe(365 * 24 * 3600_000);
    await run(storage, new Date(expiresAt.getTime() - MS));
    expect(await exists(storage, eVisa)).toBe(true);
    await run(storage, expiresAt);
    expect(await exists(storage, eVisa)).toBe(false);
    const travellers = await db
      .select()
      .from(applicants)
      .where(eq(applicants.applicationId, application.id));
    expect(travellers.map((t) => [t.eVisaStorageKey, t.eVisaDeletedAt])).toEqual([
      [null, expiresAt],
      [null, expiresAt],
    ]);
    expect(
      await audits(retentionAuditActions.eVisaDeleted, application.applicationNumber),
    ).toHaveLength(2);
    // The status check says so, with the day, instead of a link that would fail.
    const status = await checkApplicationStatus({
      db,
      email: application.email,
      applicationNumber: application.applicationNumber,
      eVisaUrlFor: () => 'link',
      travellerEVisaUrlFor: () => 'link',
      accountingUrlFor: () => 'link',
      addOnUrlFor: () => 'link',
    });
    expect(status.travellers.map((t) => [t.eVisaUrl, t.eVisaDeletedAt])).toEqual([
      [null, expiresAt.toISOString()],
      [null, expiresAt.toISOString()],
    ]);
  });

  it('makes personal details anonymous a year after the travel dates, keeping the accounts', async () => {
    const { application } = await insertApplication(db, {
      status: 'rejected',
      paidAt: new Date('2031-06-01T00:00:00Z'),
      decidedAt: new Date('2031-06-10T00:00:00Z'),
      transactionId: 'txn_kept_for_accounts',
    });
    const travellers = await db
      .select()
      .from(applicants)
      .where(eq(applicants.applicationId, application.id));
    for (const [i, t] of travellers.entries())
      await db
        .update(applicants)
        .set({
          details: {
            ...(t.details as Record<string, unknown>),
            dateOfArrival: '2031-07-01',
            dateOfDeparture: i === 0 ? '2031-07-20' : '2031-07-25',
          },
          arrivalDate: '2031-07-01',
          departureDate: i === 0 ? '2031-07-20' : '2031-07-25',
        })
        .where(eq(applicants.id, t.id));
    await db.insert(payments).values({
      applicationId: application.id,
      provider: 'sandbox',
      amount: application.totalAmount,
      status: 'succeeded',
      transactionId: 'txn_kept_for_accounts',
    });
    const at = anonymisationAt('2031-07-25');
    expect(at).toEqual(new Date('2032-07-25T00:00:00Z')); // 2032 is a leap year: 366 days on
    await run(storage, new Date(at.getTime() - MS));
    const [before] = await db.select().from(applicants).where(eq(applicants.id, travellers[0]!.id));
    expect(before?.lastName).toBe('Example');

    await run(storage, at);
    const after = await db
      .select()
      .from(applicants)
      .where(eq(applicants.applicationId, application.id));
    for (const t of after) {
      expect(t.details).toEqual({});
      expect([t.firstName, t.lastName, t.passportNumber]).toEqual([null, null, null]);
    }
    const [kept] = await db.select().from(applications).where(eq(applications.id, application.id));
    expect(kept).toMatchObject({
      email: `anonymised-${application.id}@invalid`,
      phone: '',
      anonymisedAt: at,
      totalAmount: application.totalAmount,
      transactionId: 'txn_kept_for_accounts',
      applicationNumber: application.applicationNumber,
    });
    const [payment] = await db
      .select()
      .from(payments)
      .where(eq(payments.applicationId, application.id));
    expect(payment).toMatchObject({ status: 'succeeded', amount: application.totalAmount });
    const [record] = await audits(retentionAuditActions.anonymised, application.applicationNumber);
    expect(JSON.stringify(record?.details)).not.toMatch(/Example|Traveller|@/);
  });
});

describe('the periods', () => {
  it('are the ones the privacy policy states', () => {
    expect(retentionPeriods).toEqual({
      unpaidDays: 30,
      unpaidReminderDaysBefore: 7,
      documentsAfterDecisionDays: 90,
      personalDetailsAfterTravelDays: 365,
      sentEmailDays: 90,
      supportMessageYears: 3,
    });
  });
});

describe('support messages', () => {
  it("go three years after their sender's last message, not a millisecond before", async () => {
    const first = new Date('2033-02-10T08:00:00Z');
    const later = new Date('2034-05-01T12:00:00Z');
    const message = (email: string, createdAt: Date) => ({
      name: 'Ana Example',
      email,
      subject: 'Dates',
      message: 'When will my e-Visa come?',
      createdAt,
    });
    await insertSupportMessages(db, [
      message('once@example.com', first),
      message('twice@example.com', first),
      message('TWICE@example.com', later),
    ]);
    const senders = async () =>
      (await db.select({ email: supportMessages.email }).from(supportMessages))
        .map((m) => m.email.toLowerCase())
        .sort();
    const at = supportMessagesDeletionAt(first);
    expect(at).toEqual(new Date('2036-02-10T08:00:00Z'));
    await run(stores[0]![1](), new Date(at.getTime() - MS));
    expect(await senders()).toEqual(['once@example.com', 'twice@example.com', 'twice@example.com']);

    const result = await run(stores[0]![1](), at);
    expect(result.supportMessagesDeleted).toBe(1);
    // The other sender wrote again later: both their messages wait for the last one's date.
    expect(await senders()).toEqual(['twice@example.com', 'twice@example.com']);
    const [record] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, retentionAuditActions.supportMessagesDeleted));
    expect(record?.details).toEqual({ messages: 1 });

    await run(stores[0]![1](), new Date(supportMessagesDeletionAt(later).getTime() - MS));
    expect(await senders()).toHaveLength(2);
    await run(stores[0]![1](), supportMessagesDeletionAt(later));
    expect(await senders()).toEqual([]);
  });
});
