import { PDFDocument, PDFName } from 'pdf-lib';
import { dropMetadata } from './passport-pdf';

// A PDF as uploaded keeps its pages, not its document information (author, software, device,
// dates) or XMP (docs/requirements/documents.md, "Metadata"). pdf-lib writes the file again
// around the same objects: page content and images are copied as they are.

/** Names under which a PDF may carry metadata, as they appear in an uncompressed file. */
const MARKERS = [
  '/Info',
  '/Metadata',
  '/Author',
  '/Creator',
  '/Producer',
  '/Title',
  '/Subject',
  '/Keywords',
  '/CreationDate',
  '/ModDate',
  // Objects packed in compressed streams: metadata may hide there.
  '/ObjStm',
].map((marker) => Buffer.from(marker));

/**
 * Whether the file may carry metadata: a scan of its bytes. Only a PDF with none of these names
 * skips the worker; most real ones have at least an /Info entry and go through it.
 */
export const mayHoldPdfMetadata = (data: Buffer) => MARKERS.some((m) => data.includes(m));

/**
 * The same PDF without its document information and XMP, or undefined when it has none or
 * cannot be read (encrypted, damaged: kept as uploaded, for staff to judge). Runs in a worker
 * thread with the preparation (services/heavy-work/).
 */
export async function withoutPdfMetadata(data: Buffer): Promise<Buffer | undefined> {
  if (!mayHoldPdfMetadata(data)) return undefined;
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(data, { updateMetadata: false });
  } catch {
    return undefined;
  }
  const hasInfo = pdf.context.trailerInfo.Info !== undefined;
  const hasXmp = pdf.catalog.has(PDFName.of('Metadata'));
  if (!hasInfo && !hasXmp) return undefined;
  dropMetadata(pdf);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
