// Helpers for the documents API tests (not a test file itself): an app with its own DATA_DIR,
// paid applications with their applicant rows, multipart bodies, and what was stored.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { documents, type Database, type NewApplication } from '@/server/db';
import { insertApplication } from '@/server/test-support/payments';
import { buildTestApp } from '@/server/test-support/test-app';

export async function buildDocumentsApp() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'evisa-documents-'));
  const test = await buildTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'http://evisa.test' });
  return {
    ...test,
    db: test.database.db,
    dataDir,
    /** Every file under the documents area, partial ones included. */
    storedFiles: () => listFiles(path.join(dataDir, 'files', 'documents')),
    /** Files in storage that no document row references (what a refusal must never leave). */
    async unreferencedFiles() {
      const rows = await test.database.db.select().from(documents);
      const keys = new Set(rows.flatMap((r) => [r.storageKey, r.preparedStorageKey]));
      const root = path.join(dataDir, 'files');
      const files = await listFiles(path.join(root, 'documents'));
      return files.filter((f) => !keys.has(path.relative(root, f)));
    },
    async close() {
      await test.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type DocumentsApp = Awaited<ReturnType<typeof buildDocumentsApp>>;

export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * A paid application (2 applicants unless told) with a saved applicant row per position: a
 * tourist visa unless told, so passport and photo are all it needs to complete (a business,
 * medical or conference visa needs its letter too: src/domain/documents.ts).
 */
export async function paidApplication(db: Database, overrides: Partial<NewApplication> = {}) {
  return insertApplication(db, {
    status: 'paid',
    paidAt: new Date(),
    visaType: 'tourist',
    ...overrides,
  });
}

export const documentRows = (db: Database, applicationId: string) =>
  db.select().from(documents).where(eq(documents.applicationId, applicationId));

export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
}

/**
 * A multipart body with the fields first and the file last, as the contract orders them; the
 * file goes under `fileField` ('file' for uploads, 'eVisaDocument' for the approve call).
 */
export function multipart(
  fields: Record<string, string | number>,
  file?: UploadFile,
  fileField = 'file',
) {
  const boundary = `----evisa${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function upload(
  app: DocumentsApp['app'],
  applicationId: string,
  auth: Record<string, string>,
  fields: Record<string, string | number>,
  file?: UploadFile,
) {
  const body = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: `/api/applications/${applicationId}/documents`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

// --- Files -------------------------------------------------------------------------------

/**
 * A small one-page PDF (a real one: pdf-lib can load it), with no document information: stored
 * as it is uploaded (a PDF with metadata is stored without it, services/documents/pdf-metadata.ts).
 */
export async function smallPdf(): Promise<Buffer> {
  const { PDFDocument, PDFName } = await import('pdf-lib');
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.addPage([300, 400]).drawText('Passport bio-data page');
  // Incompressible padding keeps it above the official 10 KB minimum.
  const padding = pdf.context.register(pdf.context.stream(randomBytes(12_000)));
  pdf.catalog.set(PDFName.of('Padding'), padding);
  // No object streams either: nothing in it may hide metadata, so no worker needs to look.
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

export async function colourPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}

/**
 * A photo-like image: two coloured halves (top red, bottom blue as stored) under mild noise, so
 * it compresses like a photograph. Options add EXIF orientation or make it greyscale.
 */
export function photoJpeg(width: number, height: number, options: { orientation?: number } = {}) {
  const raw = Buffer.alloc(width * height * 3);
  const noise = randomBytes(width * height);
  for (let y = 0; y < height; y += 1) {
    const top = y < height / 2;
    for (let x = 0; x < width; x += 1) {
      const o = (y * width + x) * 3;
      const n = noise[y * width + x]! % 40;
      raw[o] = top ? 200 + n / 2 : 40 + n;
      raw[o + 1] = 40 + n;
      raw[o + 2] = top ? 40 + n : 200 + n / 2;
    }
  }
  const image = sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 });
  return (
    options.orientation ? image.withMetadata({ orientation: options.orientation }) : image
  ).toBuffer();
}

/** A scanned passport page: one large JPEG on one PDF page, about `targetBytes` in size. */
export async function scannedPassportPdf(targetBytes: number): Promise<Buffer> {
  const { PDFDocument } = await import('pdf-lib');
  // Noise over a light page: roughly 0.65 bytes per pixel at quality 92.
  const width = Math.round(Math.sqrt(targetBytes / 0.62 / 0.7));
  const height = Math.round(width * 0.7);
  const raw = randomBytes(width * height * 3).map((v) => 150 + (v % 100));
  const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const image = await pdf.embedJpg(jpeg);
  pdf.addPage([595, 420]).drawImage(image, { x: 0, y: 0, width: 595, height: 420 });
  return Buffer.from(await pdf.save());
}

/**
 * A passport scanned as `pages` pages of side x side noisy JPEG, well over the 300 KB the
 * portal takes: the work of preparing it grows with pages x side x side.
 */
export async function heavyPassportPdf(pages: number, side: number): Promise<Buffer> {
  const { PDFDocument } = await import('pdf-lib');
  const noise = await sharp({
    create: {
      width: 64,
      height: 64,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const jpeg = await sharp(noise)
    .resize(side, side, { kernel: 'nearest' })
    .jpeg({ quality: 95 })
    .toBuffer();
  const pdf = await PDFDocument.create({ updateMetadata: false });
  for (let i = 0; i < pages; i += 1) {
    const image = await pdf.embedJpg(jpeg);
    const size = side / 2;
    pdf.addPage([size, size]).drawImage(image, { x: 0, y: 0, width: size, height: size });
  }
  return Buffer.from(await pdf.save());
}

/** An ELF header, then zeros: what a Linux executable starts with. */
export function elfExecutable(): Buffer {
  const data = Buffer.alloc(8192);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(data);
  return data;
}
