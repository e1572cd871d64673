import type { Readable } from 'node:stream';
import { currentAgreementOf } from '@/server/services/agreements/current-agreement';
import { ZipFile } from 'yazl';
import {
  agreements,
  type Applicant,
  type Application,
  type Database,
  type Document,
} from '@/server/db';
import { listApplicants } from '@/server/services/applications/get-application';
import { recordAudit } from '@/server/services/audit/record-audit';
import type { FileStorage } from '@/server/services/storage/storage';
import { listAdminDocumentRows } from './admin-document-view';
import type { StaffReader } from './read-staff-file';

// 'Download all' (call 14; docs/requirements/staff-dashboard.md, "ZIP"). Files are streamed from
// storage into the archive one at a time (yazl opens each only when it is its turn), stored
// without recompression (PDFs and JPEGs are compressed already), so memory stays flat however
// large the application is. docs/decisions/0011-staff-dashboard.md says why yazl.

const extensions: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** A folder or file name part: letters and digits of any script, the rest as single dashes. */
function safeNamePart(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

export interface ZipEntry {
  name: string;
  storageKey: string;
}

/** '1-Jane-Doe' for the first applicant; '1-applicant' when no name is saved. */
function applicantFolder(position: number, applicant: Applicant | undefined): string {
  const name = safeNamePart(`${applicant?.firstName ?? ''} ${applicant?.lastName ?? ''}`);
  return `${position + 1}-${name || 'applicant'}`;
}

/** The archive's layout: a folder per applicant, prepared copies in its prepared/ folder. */
function zipEntries(
  application: Application,
  applicantRows: Applicant[],
  rows: { row: Document; applicant: number | null }[],
  agreementKey: string | null,
): ZipEntry[] {
  const entries: ZipEntry[] = [];
  const seen = new Map<string, number>();
  for (const { row, applicant } of rows) {
    const folder =
      applicant === null
        ? ''
        : `${applicantFolder(
            applicant,
            applicantRows.find((a) => a.position === applicant),
          )}/`;
    const counter = `${folder}${row.documentType}`;
    const n = (seen.get(counter) ?? 0) + 1;
    seen.set(counter, n);
    const base =
      row.kind === 'evisa' ? `evisa-${application.applicationNumber}` : `${row.documentType}-${n}`;
    entries.push({
      name: `${folder}${base}.${extensions[row.mimeType] ?? 'bin'}`,
      storageKey: row.storageKey,
    });
    if (row.preparedStorageKey && row.preparedMimeType) {
      entries.push({
        name: `${folder}prepared/${base}.${extensions[row.preparedMimeType] ?? 'bin'}`,
        storageKey: row.preparedStorageKey,
      });
    }
  }
  if (agreementKey) {
    entries.push({
      name: `agreement-${application.applicationNumber}.pdf`,
      storageKey: agreementKey,
    });
  }
  return entries;
}

const zipFileName = (application: Application) =>
  `application-${application.applicationNumber}-documents.zip`;

/**
 * GET /api/admin/applications/:id/download-all: the archive as a stream (audited as
 * 'documents.zip'). A file missing from storage mid-way destroys the stream, so the client
 * sees a failed download rather than a ZIP that silently lacks a file.
 */
export async function streamDocumentsZip({
  db,
  storage,
  application,
  reader,
  onError,
}: {
  db: Database;
  storage: FileStorage;
  application: Application;
  reader: StaffReader;
  onError: (err: unknown) => void;
}): Promise<{ stream: Readable; fileName: string; entries: number }> {
  const [applicantRows, rows, [agreement]] = await Promise.all([
    listApplicants(db, application.id),
    listAdminDocumentRows(db, application.id),
    db
      .select({ key: agreements.pdfStorageKey })
      .from(agreements)
      .where(currentAgreementOf(application.id)),
  ]);
  const entries = zipEntries(application, applicantRows, rows, agreement?.key ?? null);
  await recordAudit({
    db,
    staffUserId: reader.staffUserId,
    action: 'documents.zip',
    applicationId: application.id,
    detail: { files: entries.length },
    ip: reader.ip,
    now: reader.now,
  });

  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  zip.on('error', (err: unknown) => {
    onError(err);
    output.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.name, { compress: false, mtime: application.createdAt }, (done) => {
      storage.getStream(entry.storageKey).then(
        (stream) => done(null, stream),
        (err: unknown) =>
          done(err instanceof Error ? err : new Error(String(err)), undefined as never),
      );
    });
  }
  zip.end();
  return { stream: output, fileName: zipFileName(application), entries: entries.length };
}
