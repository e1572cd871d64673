// Test images drawn pixel by pixel, for the server's tests and the end-to-end tests alike
// (pure Node, no database).
import { crc32, deflateSync } from 'node:zlib';

type Rgba = [number, number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG drawn pixel by pixel. */
export function makePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => Rgba,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc(height * (1 + width * 4));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 4);
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** What a signature pad exports: a transparent 800x400 canvas with a dark wavy stroke. */
export function signatureDataUrl(): string {
  return pngDataUrl(
    makePng(800, 400, (x, y) => {
      const curve = 200 + Math.round(60 * Math.sin(x / 40));
      return x > 100 && x < 700 && Math.abs(y - curve) <= 2 ? [20, 20, 60, 255] : [0, 0, 0, 0];
    }),
  );
}
