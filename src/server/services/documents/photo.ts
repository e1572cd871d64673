import sharp from 'sharp';
import { officialLimits, type DocumentWarning } from '@/domain/documents';
import { decodeImage, type ImageHeader } from './image-header';
import type { PreparedCopy } from './prepare-document';

const limits = officialLimits.photo;
// A passport photo is square; portrait 4:5 or landscape 5:4 can still be cropped fairly.
const MIN_RATIO = 0.8;
const MAX_RATIO = 1.25;
// Mean of max(r,g,b) - min(r,g,b) over a thumbnail, out of 255: near 0 for black and white.
const GREYSCALE_CHROMA = 6;
const QUALITIES = [90, 82, 74, 66, 58, 50, 42, 34];

/** What the applicant may want to fix; they can keep the photo anyway. */
export async function photoWarnings(data: Buffer, header: ImageHeader): Promise<DocumentWarning[]> {
  const warnings: DocumentWarning[] = [];
  if (Math.min(header.width, header.height) < limits.minPx) warnings.push('photoTooSmall');
  const ratio = header.width / header.height;
  if (ratio < MIN_RATIO || ratio > MAX_RATIO) warnings.push('photoNotSquare');
  if (await isGreyscale(data)) warnings.push('photoGreyscale');
  return warnings;
}

async function isGreyscale(data: Buffer): Promise<boolean> {
  const { data: pixels, info } = await decodeImage(data)
    .resize(64, 64, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels < 3) return true;
  let chroma = 0;
  const count = info.width * info.height;
  for (let i = 0; i < count; i += 1) {
    const o = i * info.channels;
    const r = pixels[o]!;
    const g = pixels[o + 1]!;
    const b = pixels[o + 2]!;
    chroma += Math.max(r, g, b) - Math.min(r, g, b);
  }
  return chroma / count < GREYSCALE_CHROMA;
}

/**
 * The official photo: turned upright by its EXIF orientation, centre-cropped to a square,
 * scaled into 350..1000 px, JPEG with the quality stepped down until it is at most 1 MB.
 */
export async function preparePhoto(
  data: Buffer,
  header: ImageHeader,
): Promise<PreparedCopy | undefined> {
  const side = Math.min(
    limits.maxPx,
    Math.max(limits.minPx, Math.min(header.width, header.height)),
  );
  const square = decodeImage(data)
    .rotate()
    .resize(side, side, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb');
  // Decoded once; each quality step only re-encodes these pixels.
  const pixels = await square.raw().toBuffer({ resolveWithObject: true });
  for (const quality of QUALITIES) {
    const jpeg = await encode(pixels.data, pixels.info, quality);
    if (jpeg.length <= limits.maxBytes) {
      // A flat image can come out under the 10 KB minimum: try the best quality once.
      const data =
        jpeg.length >= limits.minBytes ? jpeg : await encode(pixels.data, pixels.info, 100);
      if (data.length < limits.minBytes) return undefined;
      return { data, mimeType: 'image/jpeg', extension: 'jpg' };
    }
  }
  return undefined;
}

async function encode(
  raw: Buffer,
  info: { width: number; height: number; channels: number },
  quality: number,
): Promise<Buffer> {
  return sharp(raw, {
    raw: { width: info.width, height: info.height, channels: info.channels as 3 | 4 },
  })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer();
}
