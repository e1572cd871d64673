import sharp from 'sharp';
import { officialLimits, type DocumentWarning } from '@/domain/documents';
import { decodeImage, type ImageHeader } from './image-header';
import {
  backgroundIsPoor,
  checkFace,
  type FaceCheckOptions,
  type Framing,
  type RawImage,
} from './photo-face';
import type { Preparation, PreparedCopy } from './prepare-document';

const limits = officialLimits.photo;
// A passport photo is square; portrait 4:5 or landscape 5:4 can still be cropped fairly.
const MIN_RATIO = 0.8;
const MAX_RATIO = 1.25;
// Mean of max(r,g,b) - min(r,g,b) over the prepared square, out of 255: near 0 for black and white.
const GREYSCALE_CHROMA = 6;
const QUALITIES = [90, 82, 74, 66, 58, 50, 42, 34];

/**
 * The photo's checks and its prepared copy (docs/requirements/documents.md, "Photo checks"):
 * the warnings the applicant sees, which they may override, and the official copy framed
 * around the face, or centre-cropped when there is no one face to frame.
 */
export async function preparePhotoDocument(
  data: Buffer,
  header: ImageHeader,
  options: FaceCheckOptions = {},
): Promise<Preparation> {
  const warnings: DocumentWarning[] = [];
  const tooSmall = Math.min(header.width, header.height) < limits.minPx;
  if (tooSmall) warnings.push('photoTooSmall');
  const face = await checkFace(data, header, options);
  const ratio = header.width / header.height;
  // Framed around the face, the photo's own shape no longer matters.
  if (!face.framing && (ratio < MIN_RATIO || ratio > MAX_RATIO)) warnings.push('photoNotSquare');
  const square = await squarePixels(data, header, face.framing);
  // Judged on the copy that is submitted: a small face on a wide white wall is in colour.
  if (isGreyscale(square)) warnings.push('photoGreyscale');
  // A small photo has a small face: 'photoTooSmall' says what to do.
  warnings.push(...face.warnings.filter((w) => !(tooSmall && w === 'photoFaceTooSmall')));
  if (face.head && (await backgroundIsPoor(square, face.head))) warnings.push('photoBackground');
  return { warnings, prepared: await encodeWithinLimits(square) };
}

/** Mean of max(r,g,b) - min(r,g,b) over the pixels, out of 255: near 0 for black and white. */
function isGreyscale({ data, info }: RawImage): boolean {
  const count = info.width * info.height;
  if (info.channels < 3) return true;
  let chroma = 0;
  // Every pixel of a square of at most 1000 px: a few milliseconds.
  for (let i = 0; i < count; i += 1) {
    const o = i * info.channels;
    const r = data[o]!;
    const g = data[o + 1]!;
    const b = data[o + 2]!;
    chroma += Math.max(r, g, b) - Math.min(r, g, b);
  }
  return chroma / count < GREYSCALE_CHROMA;
}

/**
 * The official photo's pixels: turned upright by its EXIF orientation, cut to the framing
 * square (white where it reaches past the photo) or else centre-cropped to a square, scaled
 * into 350..1000 px.
 */
async function squarePixels(
  data: Buffer,
  header: ImageHeader,
  framing: Framing | undefined,
): Promise<RawImage> {
  const upright = () => decodeImage(data).rotate().flatten({ background: '#ffffff' });
  const fit = (side: number) => Math.min(limits.maxPx, Math.max(limits.minPx, side));
  const within = framing && {
    left: Math.max(0, framing.left),
    top: Math.max(0, framing.top),
    right: Math.min(header.width, framing.left + framing.side),
    bottom: Math.min(header.height, framing.top + framing.side),
  };
  if (!framing || !within || within.right - within.left < 1 || within.bottom - within.top < 1) {
    const side = fit(Math.min(header.width, header.height));
    return upright()
      .resize(side, side, { fit: 'cover', position: 'centre' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  }
  const { left, top, side } = framing;
  // sharp extends after resizing: the cut and its padding are one step, the scaling the next.
  const cut = await upright()
    .extract({
      left: within.left,
      top: within.top,
      width: within.right - within.left,
      height: within.bottom - within.top,
    })
    .extend({
      left: within.left - left,
      top: within.top - top,
      right: left + side - within.right,
      bottom: top + side - within.bottom,
      background: '#ffffff',
    })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const out = fit(side);
  return sharp(cut.data, { raw: cut.info })
    .resize(out, out, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** JPEG with the quality stepped down until it is at most 1 MB (and at least 10 KB). */
async function encodeWithinLimits({
  data: raw,
  info,
}: RawImage): Promise<PreparedCopy | undefined> {
  for (const quality of QUALITIES) {
    const jpeg = await encode(raw, info, quality);
    if (jpeg.length <= limits.maxBytes) {
      // A flat image can come out under the 10 KB minimum: try the best quality once.
      const data = jpeg.length >= limits.minBytes ? jpeg : await encode(raw, info, 100);
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
