import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exifOrientation, orientationSegment, stripMetadata } from './strip-metadata';

const collect = async (source: AsyncIterable<Buffer>) => {
  const parts: Buffer[] = [];
  for await (const part of source) parts.push(part);
  return Buffer.concat(parts);
};

/** `data` as a stream cut at `cuts` (offsets), as a network would deliver it. */
async function* chunked(data: Buffer, cuts: number[] = []): AsyncGenerator<Buffer> {
  let start = 0;
  for (const cut of [...new Set(cuts)]
    .filter((c) => c > 0 && c < data.length)
    .sort((a, b) => a - b)) {
    yield data.subarray(start, cut);
    start = cut;
  }
  yield data.subarray(start);
}

const strip = (mime: string, data: Buffer, cuts?: number[]) =>
  collect(stripMetadata(mime, chunked(data, cuts)));

const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '51/1 30/1 2613/100',
  GPSLongitudeRef: 'W',
  GPSLongitude: '0/1 7/1 3995/100',
};
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreatorTool="PhoneCam Secret"/></rdf:RDF></x:xmpmeta>';

/** A phone's photo: EXIF with the place and the device, orientation 6, XMP and a colour profile. */
async function phoneJpeg(orientation = 6) {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc6633' } })
    .jpeg({ quality: 90 })
    .withIccProfile('srgb')
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Secret Model X' }, IFD3: GPS })
    .withMetadata({ orientation })
    .withXmp(XMP)
    .toBuffer();
}

const raw = (data: Buffer) => sharp(data).raw().toBuffer();

async function pngWithText() {
  const png = await sharp({
    create: { width: 20, height: 10, channels: 4, background: '#11aa5580' },
  })
    .png()
    .withXmp(XMP)
    .toBuffer();
  // A tEXt chunk after IHDR, as cameras and editors write them.
  const text = Buffer.from('Comment\0Taken at 12 Acacia Avenue', 'latin1');
  const chunk = Buffer.alloc(12 + text.length);
  chunk.writeUInt32BE(text.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  text.copy(chunk, 8);
  const ihdrEnd = 8 + 25;
  return Buffer.concat([png.subarray(0, ihdrEnd), chunk, png.subarray(ihdrEnd)]);
}

const phoneWebp = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#2288cc' } })
    .webp({ quality: 90 })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Model Secret 9' }, IFD3: GPS })
    .withXmp(XMP)
    .toBuffer();

describe('stripMetadata: JPEG', () => {
  it('leaves out the place, the device and the XMP, and keeps the pixels, the orientation and the colour profile', async () => {
    const original = await phoneJpeg();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(original.includes('Secret Model X')).toBe(true);
    expect(original.includes('PhoneCam Secret')).toBe(true);

    const stripped = await strip('image/jpeg', original);
    expect(stripped.includes('Secret Model X')).toBe(false);
    expect(stripped.includes('PhoneMaker')).toBe(false);
    expect(stripped.includes('PhoneCam Secret')).toBe(false);
    expect(stripped.includes('http://ns.adobe.com/xap/1.0/')).toBe(false);
    const after = await sharp(stripped).metadata();
    expect(after.orientation).toBe(6);
    expect(after.icc).toBeDefined();
    expect(after.xmp).toBeUndefined();
    // The EXIF left is the orientation alone: no GPS directory.
    expect(after.exif?.length).toBeLessThan(40);
    expect(await raw(stripped)).toEqual(await raw(original));
    expect(stripped.length).toBeLessThan(original.length);
  });

  it('writes no EXIF at all for an upright photo', async () => {
    const stripped = await strip('image/jpeg', await phoneJpeg(1));
    expect((await sharp(stripped).metadata()).exif).toBeUndefined();
  });

  it('passes bytes that are not a JPEG through unchanged', async () => {
    const notJpeg = Buffer.from('this is not a jpeg at all');
    expect((await strip('image/jpeg', notJpeg)).equals(notJpeg)).toBe(true);
  });

  it('reads the orientation it writes', () => {
    for (let orientation = 1; orientation <= 8; orientation++) {
      const segment = orientationSegment(orientation);
      expect(exifOrientation(segment.subarray(4))).toBe(orientation);
    }
  });
});

describe('stripMetadata: PNG', () => {
  it('leaves out text, XMP and EXIF chunks and keeps every pixel', async () => {
    const original = await pngWithText();
    expect(original.includes('Acacia Avenue')).toBe(true);
    expect((await sharp(original).metadata()).xmp).toBeDefined();
    const stripped = await strip('image/png', original);
    expect(stripped.includes('Acacia Avenue')).toBe(false);
    expect((await sharp(stripped).metadata()).xmp).toBeUndefined();
    expect(await raw(stripped)).toEqual(await raw(await sharp(original).png().toBuffer()));
  });
});

describe('stripMetadata: WebP', () => {
  it('blanks its EXIF and XMP, keeping the size, the pixels and a file every reader opens', async () => {
    const original = await phoneWebp();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();
    const stripped = await strip('image/webp', original);
    expect(stripped.length).toBe(original.length);
    expect(stripped.includes('Model Secret 9')).toBe(false);
    expect(stripped.includes('PhoneCam Secret')).toBe(false);
    const after = await sharp(stripped).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(await raw(stripped)).toEqual(await raw(original));
  });

  it('leaves a plain WebP as it is', async () => {
    const plain = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    expect((await strip('image/webp', plain)).equals(plain)).toBe(true);
  });
});

describe.each([
  ['image/jpeg', () => phoneJpeg()],
  ['image/png', pngWithText],
  ['image/webp', phoneWebp],
] as const)('stripMetadata: any %s stream', (mime, sample) => {
  it('gives the same bytes however the stream is cut (property)', async () => {
    const original = await sample();
    const whole = await strip(mime, original);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: original.length - 1 }), { maxLength: 12 }),
        async (cuts) => {
          expect((await strip(mime, original, cuts)).equals(whole)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('ends cleanly on a file cut short and followed by junk, never growing it (property)', async () => {
    const original = await sample();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: original.length }),
        fc.uint8Array({ maxLength: 64 }),
        async (at, junk) => {
          const damaged = Buffer.concat([original.subarray(0, at), Buffer.from(junk)]);
          const out = await strip(mime, damaged);
          // A JPEG may gain its orientation segment (26 bytes) and nothing more.
          expect(out.length).toBeLessThanOrEqual(damaged.length + 40);
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('stripMetadata: other types', () => {
  it('passes a PDF through as it is', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    expect((await strip('application/pdf', pdf)).equals(pdf)).toBe(true);
  });
});
