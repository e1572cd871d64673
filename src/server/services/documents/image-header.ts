import sharp from 'sharp';

/** Above this many pixels an image is refused unread: a decoded 50 MP image is ~150 MB of RAM. */
export const MAX_IMAGE_PIXELS = 50_000_000;

export interface ImageHeader {
  /** As displayed: width and height after the EXIF orientation is applied. */
  width: number;
  height: number;
  channels: number;
}

/**
 * The dimensions an image declares in its header. sharp's metadata() parses the header only and
 * decodes no pixels, so a decompression bomb costs nothing here. Undefined when unreadable.
 */
export async function readImageHeader(data: Buffer): Promise<ImageHeader | undefined> {
  try {
    const meta = await sharp(data, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) return undefined;
    // Orientations 5 to 8 turn the picture by 90 degrees: width and height swap.
    const turned = (meta.orientation ?? 1) >= 5;
    return {
      width: turned ? meta.height : meta.width,
      height: turned ? meta.width : meta.height,
      channels: meta.channels ?? 3,
    };
  } catch {
    return undefined;
  }
}

export function exceedsPixelLimit(header: Pick<ImageHeader, 'width' | 'height'>): boolean {
  return header.width * header.height > MAX_IMAGE_PIXELS;
}

/** Every decode goes through here: the pixel limit holds even if a header check was skipped. */
export function decodeImage(data: Buffer) {
  return sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
}
