// Prepared copies meet the official portal's limits (read back from storage), warnings come at
// once, and an image bomb is refused by its header without being decoded.
import { randomBytes } from 'node:crypto';
import { problemOf } from '@/domain/errors';
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { officialLimits } from '@/domain/documents';
import * as imageHeader from '@/server/services/documents/image-header';
import {
  buildDocumentsApp,
  colourPng,
  documentRows,
  paidApplication,
  photoJpeg,
  scannedPassportPdf,
  upload,
  type DocumentsApp,
} from '@/server/test-support/documents';
import { photoFixtures } from '@/server/test-support/photo-fixtures';

let t: DocumentsApp;
beforeAll(async () => {
  t = await buildDocumentsApp();
});
afterAll(() => t.close());

async function uploaded(
  documentType: string,
  file: { name: string; type: string; data: Buffer },
  overrides: Parameters<typeof paidApplication>[1] = {},
) {
  const { application, auth } = await paidApplication(t.db, overrides);
  const res = await upload(t.app, application.id, auth, { documentType, applicant: 0 }, file);
  const prepared = await t.app.inject({
    method: 'GET',
    url: `/api/applications/${application.id}/documents/${res.json().id}/file?variant=prepared`,
    headers: auth,
  });
  return { application, auth, res, prepared, rows: await documentRows(t.db, application.id) };
}

const photo = officialLimits.photo;
const passport = officialLimits.passportPdf;

describe('prepared copies', () => {
  it(
    'turns a 4000x3000 photo with EXIF orientation 6 into an upright square JPEG within the limits',
    { timeout: 60_000 },
    async () => {
      const data = await photoJpeg(4000, 3000, { orientation: 6 });
      const { res, prepared, rows } = await uploaded('photo', {
        name: 'me.jpg',
        type: 'image/jpeg',
        data,
      });
      expect(res.statusCode).toBe(201);
      // Shown upright it is 3000x4000 (portrait, 0.75): not square enough, so the applicant is told;
      // its random pixels hold no face, so it is centre-cropped.
      expect(res.json()).toMatchObject({
        prepared: true,
        mimeType: 'image/jpeg',
        warnings: ['photoNotSquare', 'photoNoFace'],
      });
      expect(prepared.statusCode).toBe(200);
      expect(prepared.headers['content-type']).toBe('image/jpeg');
      const bytes = prepared.rawPayload;
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(meta.height);
      expect(meta.width).toBeGreaterThanOrEqual(photo.minPx);
      expect(meta.width).toBeLessThanOrEqual(photo.maxPx);
      expect(bytes.length).toBeGreaterThanOrEqual(photo.minBytes);
      expect(bytes.length).toBeLessThanOrEqual(photo.maxBytes);
      expect(rows[0]).toMatchObject({ preparedSize: bytes.length, preparedMimeType: 'image/jpeg' });
      // Orientation 6 turns the stored top (red) to the right: the EXIF rotation was applied.
      const { data: px, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) =>
        px.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3);
      const mid = Math.round(info.height / 2);
      expect(at(info.width - 50, mid)[0]!).toBeGreaterThan(150); // red on the right
      expect(at(50, mid)[2]!).toBeGreaterThan(150); // blue on the left
      console.info(
        `prepared photo: ${meta.width}x${meta.height} px, ${(bytes.length / 1024).toFixed(0)} KB from ${(data.length / 1024 / 1024).toFixed(1)} MB`,
      );
    },
  );

  it(
    'compresses a 2 MB scanned passport PDF to a loadable PDF of 10..300 KB',
    { timeout: 60_000 },
    async () => {
      // As a scanning app writes it: its name, the device and the traveller's name inside.
      const scan = await PDFDocument.load(await scannedPassportPdf(2 * 1024 * 1024));
      scan.setAuthor('Jane Travellersurname');
      scan.setProducer('ScanApp 7 on Secret Phone');
      const data = Buffer.from(await scan.save());
      expect(data.length).toBeGreaterThan(1.8 * 1024 * 1024);
      const { res, prepared } = await uploaded('passport', {
        name: 'passport.pdf',
        type: 'application/pdf',
        data,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ prepared: true, warnings: [] });
      expect(prepared.headers['content-type']).toBe('application/pdf');
      const bytes = prepared.rawPayload;
      expect(bytes.length).toBeGreaterThanOrEqual(passport.minBytes);
      expect(bytes.length).toBeLessThanOrEqual(passport.maxBytes);
      const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
      expect(pdf.getPageCount()).toBe(1);
      // The copy carries none of the scan's document information.
      expect(pdf.getAuthor()).toBeUndefined();
      expect(pdf.getProducer()).toBeUndefined();
      expect(Buffer.from(bytes).includes('Travellersurname')).toBe(false);
      console.info(
        `prepared passport PDF: ${(bytes.length / 1024).toFixed(0)} KB from ${(data.length / 1024 / 1024).toFixed(2)} MB`,
      );
    },
  );

  it('flags a passport PDF over 300 KB that cannot be compressed, and keeps it', async () => {
    const pdf = await PDFDocument.create({ updateMetadata: false });
    pdf.addPage([595, 842]).drawText('Passport');
    // Incompressible, and not an image the compression could shrink.
    const padding = pdf.context.register(pdf.context.stream(randomBytes(300 * 1024)));
    pdf.catalog.set(PDFName.of('Padding'), padding);
    const data = Buffer.from(await pdf.save({ useObjectStreams: false }));
    const { res, prepared, rows } = await uploaded('passport', {
      name: 'p.pdf',
      type: 'application/pdf',
      data,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ prepared: false, warnings: ['passportPdfTooLarge'] });
    expect(prepared.statusCode).toBe(404);
    expect(rows).toHaveLength(1);
  });

  it(
    'converts a passport photographed as an image into a one-page PDF within the limits',
    { timeout: 60_000 },
    async () => {
      const data = await photoJpeg(3000, 2100);
      const { res, prepared } = await uploaded('passport', {
        name: 'passport.jpg',
        type: 'image/jpeg',
        data,
      });
      expect(res.json()).toMatchObject({ prepared: true, mimeType: 'image/jpeg' });
      const bytes = prepared.rawPayload;
      expect(bytes.length).toBeGreaterThanOrEqual(passport.minBytes);
      expect(bytes.length).toBeLessThanOrEqual(passport.maxBytes);
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    },
  );

  it('warns at once about a small, greyscale photo and still keeps it', async () => {
    const grey = await sharp(await photoJpeg(300, 300))
      .greyscale()
      .jpeg()
      .toBuffer();
    const { res, rows } = await uploaded('photo', {
      name: 'grey.jpg',
      type: 'image/jpeg',
      data: grey,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().warnings).toEqual(['photoTooSmall', 'photoGreyscale', 'photoNoFace']);
    expect(rows).toHaveLength(1);
  });

  it('gives no warning for a passport-style photo and frames it around the face', async () => {
    const good = (await photoFixtures()).find((f) => f.name === 'good')!;
    const png = await sharp(good.data).png().toBuffer();
    const { res, prepared } = await uploaded('photo', {
      name: 'ok.png',
      type: 'image/png',
      data: png,
    });
    expect(res.json()).toMatchObject({ warnings: [], mimeType: 'image/png', prepared: true });
    // Framed: the 800 px upload becomes a smaller square around the head, not a copy of it.
    const meta = await sharp(prepared.rawPayload).metadata();
    expect(meta.width).toBe(meta.height);
    expect(meta.width).toBeLessThan(800);
    expect(meta.width).toBeGreaterThanOrEqual(photo.minPx);
  });

  it('warns about a photo of several people', async () => {
    const two = (await photoFixtures()).find((f) => f.name === 'two faces')!;
    const { res } = await uploaded('photo', {
      name: 'group.jpg',
      type: 'image/jpeg',
      data: two.data,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().warnings).toEqual(['photoNotSquare', 'photoSeveralFaces']);
  });
});

/** A PNG whose header declares 20000x20000 RGB; only a sliver of pixel data follows. */
function declaredHugePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + 20_000 * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

it('refuses a 20000x20000 PNG by its header (422) without decoding it, storing nothing', async () => {
  // Preparation runs in a worker thread; the spies watch what this thread does and hands over.
  const decode = vi.spyOn(imageHeader, 'decodeImage');
  const prepare = vi.spyOn(t.app.heavyWork, 'prepareDocument');
  const { application, auth } = await paidApplication(t.db);
  const started = performance.now();
  const res = await upload(
    t.app,
    application.id,
    auth,
    { documentType: 'photo', applicant: 0 },
    {
      name: 'bomb.png',
      type: 'image/png',
      data: declaredHugePng(),
    },
  );
  const elapsed = performance.now() - started;
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual(problemOf('document.image_too_large', { name: 'bomb.png' }));
  expect(decode).not.toHaveBeenCalled();
  expect(prepare).not.toHaveBeenCalled();
  expect(elapsed).toBeLessThan(2000);
  expect(await documentRows(t.db, application.id)).toEqual([]);
  expect(await t.unreferencedFiles()).toEqual([]);
  // The spies watch the real path: a normal photo is handed to the worker pool.
  await upload(
    t.app,
    application.id,
    auth,
    { documentType: 'photo', applicant: 0 },
    { name: 'ok.png', type: 'image/png', data: await colourPng(400, 400) },
  );
  expect(prepare).toHaveBeenCalledTimes(1);
});

describe('hidden metadata', () => {
  it.each([
    ['passport', 'tourist', 'a passport PDF within the limits'],
    ['business_invitation', 'business', 'any other PDF'],
  ] as const)(
    'stores a %s PDF without its document information and XMP, pages unchanged (%s, %s)',
    async (documentType, visaType, _what) => {
      const source = await PDFDocument.create();
      source.addPage([400, 300]).drawText('Page one');
      source.addPage([400, 300]).drawText('Page two');
      source.setAuthor('Jane Travellersurname');
      source.setProducer('ScanApp 7 on Secret Phone');
      source.setTitle('passport of Jane');
      const xmp = source.context.register(
        source.context.stream('<x:xmpmeta>GPS 51.5 -0.1 Secret Phone</x:xmpmeta>', {
          Type: 'Metadata',
          Subtype: 'XML',
        }),
      );
      source.catalog.set(PDFName.of('Metadata'), xmp);
      const padding = source.context.register(source.context.stream(randomBytes(12_000)));
      source.catalog.set(PDFName.of('Padding'), padding);
      const data = Buffer.from(await source.save());
      const { application, auth, res, rows } = await uploaded(
        documentType,
        { name: 'scan.pdf', type: 'application/pdf', data },
        { visaType },
      );
      expect(res.statusCode, res.body).toBe(201);
      const [row] = rows;
      const stored = await t.app.storage.get(row!.storageKey);
      for (const secret of ['Travellersurname', 'Secret Phone', 'passport of Jane', 'xmpmeta'])
        expect(stored.includes(secret), secret).toBe(false);
      const pdf = await PDFDocument.load(stored, { updateMetadata: false });
      expect(pdf.getPageCount()).toBe(2);
      expect(pdf.getAuthor()).toBeUndefined();
      // The row describes what is stored; the file served is that file.
      expect(row!.size).toBe(stored.length);
      const served = await t.app.inject({
        url: `/api/applications/${application.id}/documents/${row!.id}/file`,
        headers: auth,
      });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(stored)).toBe(true);
      // Nothing of the upload as it came is left in storage.
      expect(await t.unreferencedFiles()).toEqual([]);
    },
  );

  it('stores a phone photo without its place, device and XMP, upright, pixels unchanged', async () => {
    const original = await sharp({
      create: { width: 300, height: 400, channels: 3, background: '#d08050' },
    })
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Model Secret 9' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2613/100' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(original.includes('Model Secret 9')).toBe(true);
    const { application, res } = await uploaded('photo', {
      name: 'IMG_0001.jpg',
      type: 'image/jpeg',
      data: original,
    });
    expect(res.statusCode).toBe(201);
    // In storage (decrypted as the app reads it): the original and the prepared copy.
    const rows = await documentRows(t.db, application.id);
    const files = rows.flatMap((row) => [row.storageKey, row.preparedStorageKey]);
    for (const key of files.filter((k): k is string => k !== null)) {
      const stored = await t.app.storage.get(key);
      expect(stored.includes('Model Secret 9')).toBe(false);
      expect(stored.includes('PhoneMaker')).toBe(false);
      const meta = await sharp(stored).metadata();
      expect(meta.exif === undefined || !meta.exif.includes('GPS')).toBe(true);
    }
    // The original keeps its pixels and its orientation, and its recorded size is what is stored.
    const stored = await t.app.storage.get(rows[0]!.storageKey);
    expect((await sharp(stored).metadata()).orientation).toBe(6);
    expect(await sharp(stored).raw().toBuffer()).toEqual(await sharp(original).raw().toBuffer());
    expect(rows[0]!.size).toBe(stored.length);
  });
});
