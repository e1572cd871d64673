import type { Readable } from 'node:stream';
import { asc, eq, inArray } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import {
  agreements,
  applicants,
  auditLog,
  changeRequestItems,
  changeRequests,
  documents,
  emailOutbox,
  payments,
  refunds,
  type Application,
  type Database,
} from '@/server/db';
import { recordAudit } from '@/server/services/audit/record-audit';
import type { FileStorage } from '@/server/services/storage/storage';
import { dataRightsAuditActions } from './erase-application';

// The traveller's copy of their data (UK GDPR art. 15 and 20; docs/requirements/privacy.md,
// "Access and erasure"): data.json with what we hold about the application, and every stored
// file, read through the storage (so decrypted) and streamed into the archive one at a time, as
// the staff ZIP does (stream-documents-zip.ts): memory stays flat however large the files.
// Left out: hashes and tokens, staff accounts and addresses, other applications, and the
// audit details that are ours (ids of rows, staff names); the government's id for a traveller
// is theirs and included.

const extensions: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const ext = (mimeType: string | null) => extensions[mimeType ?? ''] ?? 'bin';

/** Audit details the traveller reads; the rest (row ids, staff-side facts) is ours. */
const SHARED_AUDIT_KEYS = [
  'position',
  'firstName',
  'reason',
  'refundAmount',
  'currency',
  'state',
  'subject',
  'documentType',
  'fileName',
  'reference',
  'kind',
  'files',
  'dueAt',
] as const;

const iso = (date: Date | null) => date?.toISOString() ?? null;

interface ExportFile {
  name: string;
  storageKey: string;
}

/** data.json's content and the files to put beside it. */
async function collectApplicationData(
  db: Database,
  application: Application,
): Promise<{ data: Record<string, unknown>; files: ExportFile[] }> {
  const id = application.id;
  const [travellers, docs, signed, paid, refunded, requests, emails, audits] = await Promise.all([
    db
      .select()
      .from(applicants)
      .where(eq(applicants.applicationId, id))
      .orderBy(asc(applicants.position)),
    db
      .select()
      .from(documents)
      .where(eq(documents.applicationId, id))
      .orderBy(asc(documents.uploadedAt)),
    db
      .select()
      .from(agreements)
      .where(eq(agreements.applicationId, id))
      .orderBy(asc(agreements.signedAt)),
    db
      .select()
      .from(payments)
      .where(eq(payments.applicationId, id))
      .orderBy(asc(payments.createdAt)),
    db.select().from(refunds).where(eq(refunds.applicationId, id)).orderBy(asc(refunds.createdAt)),
    db
      .select()
      .from(changeRequests)
      .where(eq(changeRequests.applicationId, id))
      .orderBy(asc(changeRequests.createdAt)),
    db
      .select({
        template: emailOutbox.template,
        to: emailOutbox.toAddress,
        language: emailOutbox.language,
        status: emailOutbox.status,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.applicationId, id))
      .orderBy(asc(emailOutbox.createdAt)),
    db
      .select({
        action: auditLog.action,
        staffUserId: auditLog.staffUserId,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(eq(auditLog.applicationId, id))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id)),
  ]);
  const items = requests.length
    ? await db
        .select()
        .from(changeRequestItems)
        .where(
          inArray(
            changeRequestItems.requestId,
            requests.map((r) => r.id),
          ),
        )
    : [];
  const travellerNo = new Map(travellers.map((t) => [t.id, t.position + 1]));
  const folderOf = (applicantId: string | null) => {
    const n = applicantId ? travellerNo.get(applicantId) : undefined;
    return n ? `files/traveller-${n}` : 'files/application';
  };

  const files: ExportFile[] = [];
  const seen = new Set<string>();
  const add = (name: string, storageKey: string | null) => {
    if (!storageKey || seen.has(storageKey)) return null;
    seen.add(storageKey);
    files.push({ name, storageKey });
    return name;
  };
  const counters = new Map<string, number>();
  const documentList = docs.map((doc) => {
    const folder = folderOf(doc.applicantId);
    const counter = `${folder}/${doc.documentType}`;
    const n = (counters.get(counter) ?? 0) + 1;
    counters.set(counter, n);
    const base = `${folder}/${doc.documentType}-${n}`;
    return {
      traveller: doc.applicantId ? (travellerNo.get(doc.applicantId) ?? null) : null,
      kind: doc.kind,
      documentType: doc.documentType,
      originalName: doc.originalName,
      mimeType: doc.mimeType,
      size: doc.size,
      uploadedAt: iso(doc.uploadedAt),
      replacedAt: iso(doc.supersededAt),
      warnings: doc.warnings,
      file: add(`${base}.${ext(doc.mimeType)}`, doc.storageKey),
      preparedCopy:
        doc.preparedStorageKey && doc.preparedStorageKey !== doc.storageKey
          ? add(
              `${folder}/prepared/${doc.documentType}-${n}.${ext(doc.preparedMimeType)}`,
              doc.preparedStorageKey,
            )
          : null,
    };
  });

  const data = {
    exportedAt: new Date().toISOString(),
    application: {
      applicationNumber: application.applicationNumber,
      status: application.status,
      visaType: application.visaType,
      touristValidity: application.touristValidity,
      processingTime: application.processingTime,
      transportation: application.transportation,
      portOfArrival: application.portOfArrival,
      email: application.email,
      originalEmail: application.originalEmail,
      emailVerifiedAt: iso(application.emailVerifiedAt),
      countryCode: application.countryCode,
      phone: application.phone,
      communicationChannel: application.communicationChannel,
      numberOfApplicants: application.numberOfApplicants,
      travelInsurance: application.travelInsurance,
      travelEsim: application.travelEsim,
      language: application.language,
      pricing: application.pricing,
      totalAmount: application.totalAmount,
      currency: application.currency,
      createdAt: iso(application.createdAt),
      updatedAt: iso(application.updatedAt),
      submittedAt: iso(application.submittedAt),
      paidAt: iso(application.paidAt),
      documentsCompletedAt: iso(application.documentsCompletedAt),
      expectedBy: iso(application.dueAt),
      decidedAt: iso(application.decidedAt),
      rejectionReason: application.rejectionReason,
      documentsDeletedAt: iso(application.documentsDeletedAt),
    },
    travellers: travellers.map((t) => ({
      traveller: t.position + 1,
      details: t.details,
      outcome: t.outcome,
      decidedAt: iso(t.decidedAt),
      refusalReason: t.refusalReason,
      submittedToGovernmentAt: iso(t.govSubmittedAt),
      governmentReference: t.govReference,
      governmentFeeRefundedAt: iso(t.govFeeRefundedAt),
      eVisa: t.eVisaFileName
        ? {
            fileName: t.eVisaFileName,
            size: t.eVisaSize,
            deletedAt: iso(t.eVisaDeletedAt),
            file: add(`${folderOf(t.id)}/e-visa.pdf`, t.eVisaStorageKey),
          }
        : null,
    })),
    documents: documentList,
    agreements: signed.map((a, i) => ({
      signerName: a.signerName,
      agreementVersion: a.agreementVersion,
      signedAt: iso(a.signedAt),
      replacedAt: iso(a.supersededAt),
      ipAddress: a.ipAddress,
      userAgent: a.userAgent,
      signature: add(`files/agreement/signature-${i + 1}.png`, a.signatureStorageKey),
      agreementPdf: add(`files/agreement/agreement-${i + 1}.pdf`, a.pdfStorageKey),
    })),
    payments: paid.map((p) => ({
      provider: p.provider,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      transactionId: p.transactionId,
      createdAt: iso(p.createdAt),
      completedAt: iso(p.completedAt),
    })),
    refunds: refunded.map((r) => ({
      traveller: r.applicantId ? (travellerNo.get(r.applicantId) ?? null) : null,
      amount: r.amount,
      currency: r.currency,
      kind: r.kind,
      reason: r.reason,
      state: r.state,
      createdAt: iso(r.createdAt),
    })),
    decisions: [
      ...(application.decidedAt
        ? [
            {
              traveller: null,
              outcome: application.status,
              at: iso(application.decidedAt),
              reason: application.rejectionReason,
            },
          ]
        : []),
      ...travellers
        .filter((t) => t.decidedAt)
        .map((t) => ({
          traveller: t.position + 1,
          outcome: t.outcome,
          at: iso(t.decidedAt),
          reason: t.refusalReason,
        })),
    ],
    changeRequests: requests.map((r) => ({
      createdAt: iso(r.createdAt),
      state: r.state,
      completedAt: iso(r.completedAt),
      items: items
        .filter((item) => item.requestId === r.id)
        .map((item) => ({
          traveller: travellerNo.get(item.applicantId) ?? null,
          kind: item.kind,
          target: item.target,
          reason: item.reason,
          otherText: item.otherText,
          doneAt: iso(item.doneAt),
          oldValue: item.oldValue,
          newValue: item.newValue,
        })),
    })),
    emails: emails.map((e) => ({
      template: e.template,
      to: e.to,
      language: e.language,
      status: e.status,
      queuedAt: iso(e.createdAt),
      sentAt: iso(e.sentAt),
    })),
    timeline: audits.map((a) => ({
      at: iso(a.createdAt),
      action: a.action,
      by: a.staffUserId ? 'staff' : a.action.startsWith('retention.') ? 'system' : 'traveller',
      detail: Object.fromEntries(
        Object.entries(a.details).filter(([key]) =>
          (SHARED_AUDIT_KEYS as readonly string[]).includes(key),
        ),
      ),
    })),
  };
  return { data, files };
}

/**
 * GET /api/applications/data-rights/export/:grant: the archive as a stream, audited as
 * data_rights.exported with the count of files. A file missing mid-way destroys the stream, so
 * the browser shows a failed download rather than an archive that silently lacks a file.
 */
export async function streamApplicationData({
  db,
  storage,
  application,
  ip,
  now,
  onError,
}: {
  db: Database;
  storage: FileStorage;
  application: Application;
  ip: string;
  now: Date;
  onError: (err: unknown) => void;
}): Promise<{ stream: Readable; fileName: string }> {
  const { data, files } = await collectApplicationData(db, application);
  await recordAudit({
    db,
    staffUserId: null,
    action: dataRightsAuditActions.exported,
    applicationId: application.id,
    detail: { files: files.length },
    ip,
    now,
  });
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  zip.on('error', (err: unknown) => {
    onError(err);
    output.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  zip.addBuffer(Buffer.from(`${JSON.stringify(data, null, 2)}\n`), 'data.json', { mtime: now });
  for (const file of files) {
    zip.addReadStreamLazy(file.name, { compress: false, mtime: now }, (done) => {
      storage.getStream(file.storageKey).then(
        (stream) => done(null, stream),
        (err: unknown) =>
          done(err instanceof Error ? err : new Error(String(err)), undefined as never),
      );
    });
  }
  zip.end();
  return { stream: output, fileName: `my-data-${application.applicationNumber}.zip` };
}
