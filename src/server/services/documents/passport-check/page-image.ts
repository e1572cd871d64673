// The picture of the passport page inside an uploaded PDF: a scanner or a phone's "scan to PDF"
// stores the page as one image (JPEG, or 8-bit Flate-compressed pixels). The largest image on
// the first page is taken; a PDF of text and drawings only has none, and the check then says it
// could not read the page.
import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  type PDFRef,
} from 'pdf-lib';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../image-header';

const name = (dict: PDFDict, key: string) => dict.lookup(PDFName.of(key));
const numberOf = (dict: PDFDict, key: string) => {
  const value = name(dict, key);
  return value instanceof PDFNumber ? value.asNumber() : undefined;
};

function filterOf(dict: PDFDict): string | undefined {
  const filter = name(dict, 'Filter');
  if (filter instanceof PDFName) return filter.decodeText();
  if (filter instanceof PDFArray && filter.size() === 1) {
    const only = filter.lookup(0);
    return only instanceof PDFName ? only.decodeText() : undefined;
  }
  return undefined;
}

function channelsOf(dict: PDFDict): 1 | 3 | undefined {
  const space = name(dict, 'ColorSpace');
  if (space instanceof PDFName) {
    const value = space.decodeText();
    return value === 'DeviceGray' ? 1 : value === 'DeviceRGB' ? 3 : undefined;
  }
  return undefined;
}

/** One image stream as something sharp reads, or undefined when its encoding is not handled. */
async function decodeImage(stream: PDFRawStream): Promise<Buffer | undefined> {
  const dict = stream.dict;
  const filter = filterOf(dict);
  if (filter === 'DCTDecode') return Buffer.from(stream.contents);
  const width = numberOf(dict, 'Width');
  const height = numberOf(dict, 'Height');
  const channels = channelsOf(dict);
  if (filter !== 'FlateDecode' || !width || !height || !channels) return undefined;
  if (numberOf(dict, 'BitsPerComponent') !== 8 || name(dict, 'DecodeParms')) return undefined;
  if (width * height > MAX_IMAGE_PIXELS) return undefined;
  const pixels = inflateSync(stream.contents, { maxOutputLength: width * height * channels });
  if (pixels.length !== width * height * channels) return undefined;
  return sharp(pixels, { raw: { width, height, channels } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** The largest image drawn on the PDF's first page, ready for sharp; undefined when none. */
export async function pageImageOfPdf(data: Uint8Array): Promise<Buffer | undefined> {
  const pdf = await PDFDocument.load(data, { ignoreEncryption: false, updateMetadata: false });
  const page = pdf.getPages()[0];
  if (!page) return undefined;
  const resources = page.node.Resources();
  const xObjects = resources?.lookup(PDFName.of('XObject'));
  if (!(xObjects instanceof PDFDict)) return undefined;
  let best: { stream: PDFRawStream; area: number } | undefined;
  for (const [, ref] of xObjects.entries()) {
    const stream = pdf.context.lookup(ref as PDFRef);
    if (!(stream instanceof PDFRawStream)) continue;
    if (name(stream.dict, 'Subtype') !== PDFName.of('Image')) continue;
    const area = (numberOf(stream.dict, 'Width') ?? 0) * (numberOf(stream.dict, 'Height') ?? 0);
    if (!best || area > best.area) best = { stream, area };
  }
  return best ? decodeImage(best.stream) : undefined;
}
