import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HttpError } from '@/server/lib/http-errors';
import { decodeSignature } from './signature-image';

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

describe('decodeSignature', () => {
  it('undoes every PNG filter and counts exactly the drawn pixels', () => {
    const image = decodeSignature(filteredPng(200, 100, box));
    expect(image).toMatchObject({ width: 200, height: 100, inkPixels: 50 });
  });

  it('refuses a blank pad whatever its background, and an interlaced image', () => {
    for (const url of [filteredPng(200, 100, () => false), filteredPng(200, 100, box, 1)]) {
      expect(() => decodeSignature(url)).toThrow(HttpError);
    }
  });

  it('refuses a decompression bomb: IDAT that inflates past the image size', () => {
    const url = filteredPng(200, 100, box);
    const png = Buffer.from(url.split(',')[1]!, 'base64');
    png.writeUInt32BE(50, 20); // claim half the height: the data no longer fits
    expect(() => decodeSignature(`data:image/png;base64,${png.toString('base64')}`)).toThrow(
      HttpError,
    );
  });
});
