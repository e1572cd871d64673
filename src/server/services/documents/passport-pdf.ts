import {
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  type PDFArray,
  type PDFObject,
} from 'pdf-lib';
import sharp from 'sharp';
import { officialLimits } from '@/domain/documents';
import { decodeImage, MAX_IMAGE_PIXELS } from './image-header';
import type { PreparedCopy } from './prepare-document';
import { MAX_FILE_PIXELS, TooMuchWork } from './work-budget';

const limits = officialLimits.passportPdf;
// Longest side and JPEG quality, tried in turn until the PDF is small enough. 1600 px across a
// passport page is still ~200 dpi: the machine-readable zone stays legible.
const STEPS: readonly [number, number][] = [
  [2000, 85],
  [1600, 75],
  [1400, 65],
  [1200, 55],
  [1000, 45],
  [800, 40],
];
// Bounds the work pdf-lib does for one upload (in a worker thread since
// docs/decisions/0031-heavy-work-in-workers.md).
const MAX_IMAGES = 40;

const pdfCopy = (data: Uint8Array): PreparedCopy => ({
  data: Buffer.from(data),
  mimeType: 'application/pdf',
  extension: 'pdf',
});
const fits = (size: number) => size >= limits.minBytes && size <= limits.maxBytes;

/** A passport photographed or scanned as an image: one page holding it as a JPEG. */
export async function passportImageToPdf(data: Buffer): Promise<PreparedCopy | undefined> {
  for (const [side, quality] of STEPS) {
    const { data: jpeg, info } = await decodeImage(data)
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const pdf = await PDFDocument.create();
    const image = await pdf.embedJpg(jpeg);
    // 150 dpi: the page prints at the size of a passport page for a typical phone photo.
    const scale = 72 / 150;
    const page = pdf.addPage([info.width * scale, info.height * scale]);
    page.drawImage(image, { x: 0, y: 0, width: info.width * scale, height: info.height * scale });
    const bytes = await pdf.save();
    if (bytes.length <= limits.maxBytes)
      return bytes.length >= limits.minBytes ? pdfCopy(bytes) : undefined;
  }
  return undefined;
}

/**
 * A passport PDF over 300 KB: scans are almost always one big JPEG per page, so each embedded
 * JPEG (DCTDecode) image is re-encoded smaller until the file fits. Undefined when it cannot
 * be made to fit (vector content, other image encodings, encryption): the caller flags it.
 * Throws TooMuchWork when its images hold more than MAX_FILE_PIXELS, before any is decoded.
 */
export async function compressPassportPdf(data: Buffer): Promise<PreparedCopy | undefined> {
  let checked = false;
  for (const [side, quality] of STEPS) {
    const pdf = await PDFDocument.load(data, { updateMetadata: false });
    if (!checked) await checkPixelBudget(pdf);
    checked = true;
    const images = jpegImages(pdf);
    if (images.length === 0 || images.length > MAX_IMAGES) return undefined;
    for (const [ref, stream] of images) {
      const replacement = await reencode(stream, side, quality);
      if (replacement) pdf.context.assign(ref, replacement(pdf));
    }
    dropMetadata(pdf);
    const bytes = await pdf.save({ useObjectStreams: true });
    if (fits(bytes.length)) return pdfCopy(bytes);
    if (bytes.length < limits.minBytes) return undefined;
  }
  return undefined;
}

type Ref = Parameters<PDFDocument['context']['assign']>[0];

/**
 * The copy we write carries none of the original's document information (author, software,
 * device, dates) or XMP (docs/requirements/documents.md, "Metadata"); the re-encoded images
 * carry no EXIF either (sharp writes none).
 */
export function dropMetadata(pdf: PDFDocument): void {
  const info = pdf.context.trailerInfo.Info;
  if (info instanceof PDFRef) pdf.context.delete(info);
  pdf.context.trailerInfo.Info = undefined;
  const metadata = pdf.catalog.get(PDFName.of('Metadata'));
  if (metadata instanceof PDFRef) pdf.context.delete(metadata);
  pdf.catalog.delete(PDFName.of('Metadata'));
}

/**
 * Sums width x height over every image of the PDF: a JPEG's from its own header (what the
 * decoder would allocate), any other's from its dictionary. Each JPEG is decoded once per
 * compression step, so this sum is what the file costs.
 */
async function checkPixelBudget(pdf: PDFDocument): Promise<void> {
  let total = 0;
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    total += await imagePixels(object);
    if (total > MAX_FILE_PIXELS) throw new TooMuchWork(`images over ${MAX_FILE_PIXELS} pixels`);
  }
}

async function imagePixels(stream: PDFRawStream): Promise<number> {
  if (isDct(stream.dict.get(PDFName.of('Filter')))) {
    const header = await sharp(stream.contents, { limitInputPixels: false })
      .metadata()
      .catch(() => undefined);
    if (header?.width && header.height) return header.width * header.height;
  }
  const side = (key: string) => {
    const value = stream.dict.get(PDFName.of(key));
    return value instanceof PDFNumber ? Math.max(0, value.asNumber()) : 0;
  };
  return side('Width') * side('Height');
}

function jpegImages(pdf: PDFDocument): [Ref, PDFRawStream][] {
  const found: [Ref, PDFRawStream][] = [];
  for (const [ref, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict = object.dict;
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    if (isDct(dict.get(PDFName.of('Filter')))) found.push([ref, object]);
  }
  return found;
}

function isDct(filter: PDFObject | undefined): boolean {
  if (filter === PDFName.of('DCTDecode')) return true;
  const array = filter as PDFArray | undefined;
  return array?.size?.() === 1 && array.get(0) === PDFName.of('DCTDecode');
}

async function reencode(stream: PDFRawStream, side: number, quality: number) {
  const header = await sharp(stream.contents, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!header?.width || !header.height || header.width * header.height > MAX_IMAGE_PIXELS) {
    return undefined;
  }
  const { data, info } = await decodeImage(Buffer.from(stream.contents))
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .toColourspace(header.channels === 1 ? 'b-w' : 'srgb')
    .jpeg({ quality, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  const grey = info.channels === 1;
  return (pdf: PDFDocument) => {
    const dict: Record<string, PDFObject> = {
      Type: PDFName.of('XObject'),
      Subtype: PDFName.of('Image'),
      Width: PDFNumber.of(info.width),
      Height: PDFNumber.of(info.height),
      ColorSpace: PDFName.of(grey ? 'DeviceGray' : 'DeviceRGB'),
      BitsPerComponent: PDFNumber.of(8),
      Filter: PDFName.of('DCTDecode'),
      Length: PDFNumber.of(data.length),
    };
    // A soft mask keeps working at any resolution: it is mapped onto the same unit square.
    const smask = stream.dict.get(PDFName.of('SMask'));
    if (smask) dict.SMask = smask;
    return PDFRawStream.of(
      PDFDict.fromMapWithContext(
        new Map(Object.entries(dict).map(([k, v]) => [PDFName.of(k), v])),
        pdf.context,
      ),
      data,
    );
  };
}
