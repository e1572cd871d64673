import { inflateSync } from 'node:zlib';
import { validationMessages as m } from '@/domain/messages';
import { MAX_SIGNATURE_BYTES, SIGNATURE_DATA_URL_PREFIX } from '@/domain/schemas';
import { badRequest } from '@/server/lib/http-errors';

// The drawn signature is legal evidence, so the server checks what it stores: a real PNG of
// sensible size with something drawn on it. A blank pad exports a perfectly valid PNG, hence
// the pixel check, which decodes the image (cheap: an 800x400 canvas is 1.3 MB raw).

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MIN_WIDTH = 100;
const MIN_HEIGHT = 50;
const MAX_SIDE = 4000;
const MAX_PIXELS = 6_000_000; // a 3x high-DPI 800x400 pad is 2.9 million
/** Fewer pixels than this differ from the background: nothing was really drawn. */
const MIN_INK_PIXELS = 30;
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export interface SignatureImage {
  png: Buffer;
  width: number;
  height: number;
  /** Pixels that differ from the background: how much was drawn. */
  inkPixels: number;
}

const invalid = () => badRequest(m.signatureRequired, { signatureDataUrl: m.signatureRequired });

/** Decodes and checks a PNG data URL; any failure is the pad's own message. */
export function decodeSignature(dataUrl: string): SignatureImage {
  if (!dataUrl.startsWith(SIGNATURE_DATA_URL_PREFIX)) throw invalid();
  const png = Buffer.from(dataUrl.slice(SIGNATURE_DATA_URL_PREFIX.length), 'base64');
  if (png.length < 67 || png.length > MAX_SIGNATURE_BYTES) throw invalid();
  if (!png.subarray(0, 8).equals(PNG_MAGIC)) throw invalid();
  const header = readHeader(png);
  const inkPixels = countInkPixels(png, header);
  if (inkPixels < MIN_INK_PIXELS) throw invalid();
  return { png, width: header.width, height: header.height, inkPixels };
}

interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  channels: number;
}

function readHeader(png: Buffer): PngHeader {
  // IHDR must be the first chunk: length 13, then width, height, depth, colour type, ..., interlace.
  if (png.readUInt32BE(8) !== 13 || png.toString('latin1', 12, 16) !== 'IHDR') throw invalid();
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const bitDepth = png[24] ?? 0;
  const channels = CHANNELS[png[25] ?? -1];
  const interlaced = png[28] !== 0;
  const sizeOk =
    width >= MIN_WIDTH && height >= MIN_HEIGHT && width <= MAX_SIDE && height <= MAX_SIDE;
  // Canvas exports are never interlaced; refusing Adam7 keeps the decoder below simple.
  if (!sizeOk || width * height > MAX_PIXELS || !channels || interlaced) throw invalid();
  if (![1, 2, 4, 8, 16].includes(bitDepth)) throw invalid();
  return { width, height, bitDepth, channels };
}

function concatIdat(png: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let offset = 8; offset + 12 <= png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > png.length) throw invalid();
    if (type === 'IDAT') parts.push(png.subarray(offset + 8, offset + 8 + length));
    if (type === 'IEND') break;
    offset = end;
  }
  if (parts.length === 0) throw invalid();
  return Buffer.concat(parts);
}

/** Pixels (byte groups for depths under 8) that differ from the top-left one, the background. */
function countInkPixels(png: Buffer, header: PngHeader): number {
  const bpp = Math.max(1, (header.channels * header.bitDepth) / 8);
  const stride = Math.ceil((header.width * header.channels * header.bitDepth) / 8);
  const expected = header.height * (stride + 1);
  let raw: Buffer;
  try {
    // The bound stops a decompression bomb from allocating more than the image can need.
    raw = inflateSync(concatIdat(png), { maxOutputLength: expected });
  } catch {
    throw invalid();
  }
  if (raw.length !== expected) throw invalid();

  let previous: Uint8Array = new Uint8Array(stride);
  const background = new Uint8Array(bpp);
  let ink = 0;
  for (let y = 0; y < header.height; y++) {
    const start = y * (stride + 1);
    const row = unfilter(
      raw[start] ?? 0,
      raw.subarray(start + 1, start + 1 + stride),
      previous,
      bpp,
    );
    if (y === 0) background.set(row.subarray(0, bpp));
    for (let x = 0; x + bpp <= stride; x += bpp) {
      for (let c = 0; c < bpp; c++) {
        if (row[x + c] !== background[c]) {
          ink++;
          break;
        }
      }
    }
    previous = row;
  }
  return ink;
}

/** Undoes one row's PNG filter (None, Sub, Up, Average, Paeth), returning the pixel bytes. */
function unfilter(filter: number, line: Uint8Array, previous: Uint8Array, bpp: number): Uint8Array {
  const out = new Uint8Array(line.length);
  for (let i = 0; i < line.length; i++) {
    const a = i >= bpp ? (out[i - bpp] ?? 0) : 0;
    const b = previous[i] ?? 0;
    const c = i >= bpp ? (previous[i - bpp] ?? 0) : 0;
    let predictor: number;
    if (filter === 0) predictor = 0;
    else if (filter === 1) predictor = a;
    else if (filter === 2) predictor = b;
    else if (filter === 3) predictor = (a + b) >> 1;
    else if (filter === 4) predictor = paeth(a, b, c);
    else throw invalid();
    out[i] = ((line[i] ?? 0) + predictor) & 0xff;
  }
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}
