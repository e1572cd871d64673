import sharp from 'sharp';
import { MAX_SIGNATURE_BYTES, SIGNATURE_DATA_URL_PREFIX } from '@/domain/schemas';
import { invalidField } from '@/server/lib/http-errors';

// The drawn signature is legal evidence, so the server checks what it stores: a real PNG of
// sensible size with something drawn on it. A blank pad exports a perfectly valid PNG, hence
// the pixel check, which decodes the image. Decoding is the expensive part (a 47 KB PNG can
// claim 6 million pixels), so the header is read first and anything larger than the web pad
// can produce is refused before the decoder sees it; the decoder (sharp) then runs on libuv's
// thread pool, off the event loop. See docs/decisions/0010-hardening.md.

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The pad's canvas (src/web/features/apply/agreement/use-signature-pad.ts). */
const PAD_WIDTH = 800;
const PAD_HEIGHT = 400;
/**
 * The cap on what is decoded: the pad exports exactly 800x400, so 3x (a high-DPI pad, should it
 * ever scale its canvas) is already a wide margin. Anything bigger is refused unread.
 */
export const SIGNATURE_CAP = {
  maxWidth: PAD_WIDTH * 3,
  maxHeight: PAD_HEIGHT * 3,
  maxPixels: PAD_WIDTH * 3 * PAD_HEIGHT * 3,
  minWidth: 100,
  minHeight: 50,
} as const;
/** Fewer pixels than this differ from the background: nothing was really drawn. */
const MIN_INK_PIXELS = 30;
const COLOUR_TYPES = new Set([0, 2, 3, 4, 6]);

export interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
  interlaced: boolean;
}

export interface SignatureImage {
  png: Buffer;
  width: number;
  height: number;
  /** Pixels that differ from the background: how much was drawn. */
  inkPixels: number;
}

/** How many images reached the decoder; tests use it to prove refused ones never did. */
export const decodeCount = { value: 0 };

const invalid = () => invalidField('signatureDataUrl', 'validation.signature_required');

/**
 * The PNG's IHDR (the first chunk, right after the 8-byte signature: length 13, 'IHDR', width,
 * height, depth, colour type, compression, filter, interlace), or null for anything else.
 * Never throws and reads 29 bytes at most.
 */
export function readPngHeader(png: Uint8Array): PngHeader | null {
  if (png.length < 29) return null;
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (!bytes.subarray(0, 8).equals(PNG_MAGIC)) return null;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  const bitDepth = bytes[24]!;
  const colourType = bytes[25]!;
  if (![1, 2, 4, 8, 16].includes(bitDepth) || !COLOUR_TYPES.has(colourType)) return null;
  if (bytes[28]! > 1) return null;
  return {
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    bitDepth,
    colourType,
    interlaced: bytes[28] === 1,
  };
}

/** Whether an image of this header may be decoded: within the pad's cap and not interlaced. */
export function withinSignatureCap(header: PngHeader): boolean {
  const { width, height } = header;
  const c = SIGNATURE_CAP;
  return (
    width >= c.minWidth &&
    height >= c.minHeight &&
    width <= c.maxWidth &&
    height <= c.maxHeight &&
    width * height <= c.maxPixels &&
    // Canvas exports are never interlaced.
    !header.interlaced
  );
}

/** Decodes and checks a PNG data URL; any failure is the pad's own message. */
export async function decodeSignature(dataUrl: string): Promise<SignatureImage> {
  if (!dataUrl.startsWith(SIGNATURE_DATA_URL_PREFIX)) throw invalid();
  const png = Buffer.from(dataUrl.slice(SIGNATURE_DATA_URL_PREFIX.length), 'base64');
  if (png.length > MAX_SIGNATURE_BYTES) throw invalid();
  const header = readPngHeader(png);
  if (!header || !withinSignatureCap(header)) throw invalid();
  const inkPixels = await countInkPixels(png, header);
  if (inkPixels < MIN_INK_PIXELS) throw invalid();
  return { png, width: header.width, height: header.height, inkPixels };
}

/** Pixels that differ from the top-left one, the background. */
async function countInkPixels(png: Buffer, header: PngHeader): Promise<number> {
  decodeCount.value++;
  let raw: Buffer;
  try {
    // limitInputPixels repeats the cap inside the decoder; failOn 'warning' refuses truncated
    // or corrupt data (bad CRCs, IDAT left over) rather than guessing at it.
    const decoded = await sharp(png, {
      limitInputPixels: SIGNATURE_CAP.maxPixels,
      failOn: 'warning',
    })
      .ensureAlpha()
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = decoded.info;
    if (width !== header.width || height !== header.height || channels !== 4) throw invalid();
    raw = decoded.data;
  } catch {
    throw invalid();
  }
  // One 32-bit word per RGBA pixel: 2.9 million comparisons at the cap, a few milliseconds.
  const aligned = raw.byteOffset % 4 === 0 ? raw : Buffer.from(raw);
  const pixels = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.byteLength >> 2);
  const background = pixels[0];
  let ink = 0;
  for (let i = 0; i < pixels.length; i++) if (pixels[i] !== background) ink++;
  return ink;
}
