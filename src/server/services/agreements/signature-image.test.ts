import { crc32, deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HttpError } from '@/server/lib/http-errors';
import { makePng } from '@/server/test-support/png';
import {
  decodeCount,
  decodeSignature,
  readPngHeader,
  SIGNATURE_CAP,
  withinSignatureCap,
} from './signature-image';

// An encoder that uses every PNG filter (row y gets filter y % 5), as browsers' encoders do,
// so the decoder's unfiltering is checked against known pixels.
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

function paeth(a: number, b: number, c: number) {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function filteredPng(
  width: number,
  height: number,
  ink: (x: number, y: number) => boolean,
  interlace = 0,
) {
  const bpp = 4;
  const stride = width * bpp;
  const rows: Buffer[] = [];
  let previous = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(stride);
    for (let x = 0; x < width; x++)
      row.set(ink(x, y) ? [30, 30, 90, 255] : [255, 255, 255, 255], x * bpp);
    const filter = y % 5;
    const out = Buffer.alloc(stride + 1);
    out[0] = filter;
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? row[i - bpp]! : 0;
      const b = previous[i]!;
      const c = i >= bpp ? previous[i - bpp]! : 0;
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter]!;
      out[i + 1] = (row[i]! - predictor) & 0xff;
    }
    rows.push(out);
    previous = row;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, interlace], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

const box = (x: number, y: number) => x >= 20 && x < 30 && y >= 10 && y < 15; // 50 pixels

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
const pngOf = (url: string) => Buffer.from(url.split(',')[1]!, 'base64');

describe('decodeSignature', () => {
  it('undoes every PNG filter and counts exactly the drawn pixels', async () => {
    const image = await decodeSignature(filteredPng(200, 100, box));
    expect(image).toMatchObject({ width: 200, height: 100, inkPixels: 50 });
  });

  it('refuses a blank pad whatever its background, and an interlaced image', async () => {
    for (const url of [filteredPng(200, 100, () => false), filteredPng(200, 100, box, 1)]) {
      await expect(decodeSignature(url)).rejects.toThrow(HttpError);
    }
  });

  it('refuses a decompression bomb: IDAT that inflates past the image size', async () => {
    const png = pngOf(filteredPng(200, 100, box));
    png.writeUInt32BE(50, 20); // claim half the height: the data no longer fits
    await expect(decodeSignature(dataUrl(png))).rejects.toThrow(HttpError);
  });

  it('refuses an image larger than the pad can produce without decoding it, quickly', async () => {
    // 4000x1500 with a stroke compresses to about 47 KB but is 6 million pixels.
    const huge = makePng(4000, 1500, (x, y) =>
      Math.abs(y - 750 - Math.round(200 * Math.sin(x / 100))) < 3
        ? [20, 20, 60, 255]
        : [0, 0, 0, 0],
    );
    const before = decodeCount.value;
    const started = performance.now();
    const err = await decodeSignature(dataUrl(huge)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).statusCode).toBe(400);
    expect(decodeCount.value).toBe(before);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('decodes the largest image within the cap', async () => {
    const { maxWidth, maxHeight } = SIGNATURE_CAP;
    const image = await decodeSignature(
      dataUrl(makePng(maxWidth, maxHeight, (x, y) => (box(x, y) ? [0, 0, 0, 255] : [0, 0, 0, 0]))),
    );
    expect(image).toMatchObject({ width: maxWidth, height: maxHeight, inkPixels: 50 });
  });
});

describe('readPngHeader', () => {
  const valid = makePng(800, 400, () => [0, 0, 0, 0]);

  it('reads width, height, depth, colour type and interlace from IHDR', () => {
    expect(readPngHeader(valid)).toEqual({
      width: 800,
      height: 400,
      bitDepth: 8,
      colourType: 6,
      interlaced: false,
    });
  });

  it.each([
    ['empty input', Buffer.alloc(0)],
    ['the signature alone', valid.subarray(0, 8)],
    ['IHDR cut short', valid.subarray(0, 28)],
    ['a GIF', Buffer.from('GIF89a' + 'x'.repeat(40))],
    ['a wrong signature byte', Buffer.concat([Buffer.from([0x88]), valid.subarray(1)])],
    [
      'another first chunk',
      Buffer.concat([valid.subarray(0, 12), Buffer.from('IDAT'), valid.subarray(16)]),
    ],
    [
      'an IHDR of the wrong length',
      (() => {
        const b = Buffer.from(valid);
        b.writeUInt32BE(14, 8);
        return b;
      })(),
    ],
    [
      'an unknown colour type',
      (() => {
        const b = Buffer.from(valid);
        b[25] = 5;
        return b;
      })(),
    ],
    [
      'an unknown bit depth',
      (() => {
        const b = Buffer.from(valid);
        b[24] = 3;
        return b;
      })(),
    ],
  ])('answers null for %s', (_, bytes) => {
    expect(readPngHeader(bytes)).toBeNull();
  });

  it('never throws, whatever the bytes, and what it reads is what IHDR says', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 64 }),
          // Valid prefixes with garbage after them reach the field checks.
          fc
            .uint8Array({ maxLength: 40 })
            .map((tail) => Buffer.concat([valid.subarray(0, 16), tail])),
        ),
        (bytes) => {
          const header = readPngHeader(bytes);
          if (header) {
            const b = Buffer.from(bytes);
            expect(header.width).toBe(b.readUInt32BE(16));
            expect(header.height).toBe(b.readUInt32BE(20));
            expect(typeof withinSignatureCap(header)).toBe('boolean');
          }
        },
      ),
    );
  });

  it('caps sides and total pixels at three times the 800x400 pad', () => {
    const at = (width: number, height: number) =>
      withinSignatureCap({ width, height, bitDepth: 8, colourType: 6, interlaced: false });
    expect(at(800, 400)).toBe(true);
    expect(at(2400, 1200)).toBe(true);
    expect(at(2401, 400)).toBe(false);
    expect(at(800, 1201)).toBe(false);
    expect(at(4000, 1500)).toBe(false);
    expect(at(99, 400)).toBe(false);
    expect(at(0xffffffff, 0xffffffff)).toBe(false);
  });
});
