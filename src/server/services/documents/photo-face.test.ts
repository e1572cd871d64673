// The photo's face checks and framing on photos composed from face-api's sample pictures
// (test-support/photo-fixtures.ts), through the same function prepareDocument calls.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { officialLimits } from '@/domain/documents';
import { photoFixtures, type PhotoFixture } from '@/server/test-support/photo-fixtures';
import { faceDetector, type DetectedFace } from './face-detector';
import { readImageHeader } from './image-header';
import { preparePhotoDocument } from './photo';
import type { PreparedCopy } from './prepare-document';

let fixtures: Map<string, PhotoFixture>;

beforeAll(async () => {
  fixtures = new Map((await photoFixtures()).map((f) => [f.name, f]));
});

function fixture(name: string): PhotoFixture {
  const found = fixtures.get(name);
  if (!found) throw new Error(`no fixture "${name}"`);
  return found;
}

async function prepare(data: Buffer, options?: Parameters<typeof preparePhotoDocument>[2]) {
  const header = await readImageHeader(data);
  if (!header) throw new Error('unreadable fixture');
  const result = await preparePhotoDocument(data, header, options);
  expect(result.prepared).toBeDefined();
  expect(result.prepared).not.toBe('original');
  return { ...result, prepared: result.prepared as PreparedCopy, header };
}

/** The faces the detector finds in a JPEG, in its pixels. */
async function facesIn(jpeg: Buffer): Promise<{ faces: DetectedFace[]; side: number }> {
  const { data, info } = await sharp(jpeg)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const detector = await faceDetector();
  return {
    faces: await detector.detect({ data, width: info.width, height: info.height }),
    side: info.width,
  };
}

async function expectOfficialSquare(prepared: PreparedCopy) {
  const { photo } = officialLimits;
  const meta = await sharp(prepared.data).metadata();
  expect(meta.format).toBe('jpeg');
  expect(meta.width).toBe(meta.height);
  expect(meta.width).toBeGreaterThanOrEqual(photo.minPx);
  expect(meta.width).toBeLessThanOrEqual(photo.maxPx);
  expect(prepared.data.length).toBeGreaterThanOrEqual(photo.minBytes);
  expect(prepared.data.length).toBeLessThanOrEqual(photo.maxBytes);
}

describe('photo face checks', () => {
  it('passes a passport-style photo with no warning and frames the head at 50-69% of the height', async () => {
    for (const name of ['good', 'good, another face']) {
      const { warnings, prepared } = await prepare(fixture(name).data);
      expect(warnings, name).toEqual([]);
      await expectOfficialSquare(prepared);
      const { faces, side } = await facesIn(prepared.data);
      expect(faces).toHaveLength(1);
      const face = faces[0]!;
      const eyes = (face.leftEye.y + face.rightEye.y) / 2;
      // Head, top of hair to chin, about twice the eyes-to-chin distance (photo-face.ts).
      const head = 2.1 * (face.chin.y - eyes);
      expect(head / side, name).toBeGreaterThanOrEqual(0.5);
      expect(head / side, name).toBeLessThanOrEqual(0.69);
    }
  });

  it('flags a photo without a face and one with two faces, and still prepares a centre crop', async () => {
    const none = await prepare(fixture('no face').data);
    expect(none.warnings).toEqual(['photoNoFace']);
    await expectOfficialSquare(none.prepared);

    const two = await prepare(fixture('two faces').data);
    expect(two.warnings).toContain('photoSeveralFaces');
    // Not framed: the wide photo is cut around its centre, which the applicant is told.
    expect(two.warnings).toContain('photoNotSquare');
    await expectOfficialSquare(two.prepared);
  });

  it('centres an off-centre face in the prepared copy, with no warning', async () => {
    const offCentre = fixture('off centre');
    const before = await facesIn(offCentre.data);
    const { width } = (await sharp(offCentre.data).metadata()) as { width: number };
    const box = before.faces[0]!.box;
    // In the upload the face is far to the left: a centre crop would cut it off.
    expect((box.x + box.width / 2) / width).toBeLessThan(0.3);

    const { warnings, prepared } = await prepare(offCentre.data);
    expect(warnings).toEqual([]);
    await expectOfficialSquare(prepared);
    const after = await facesIn(prepared.data);
    expect(after.faces).toHaveLength(1);
    const face = after.faces[0]!.box;
    const centre = { x: face.x + face.width / 2, y: face.y + face.height / 2 };
    // Across: in the middle. Down: the box runs from the brows to the chin and the eyes sit a
    // little above the middle, so its centre is a little below it.
    expect(Math.abs(centre.x / after.side - 0.5)).toBeLessThan(0.04);
    expect(Math.abs(centre.y / after.side - 0.55)).toBeLessThan(0.08);
  });

  it('says when the face is too small, the background dark or busy, or the head tilted or sideways', async () => {
    expect((await prepare(fixture('small face').data)).warnings).toEqual(['photoFaceTooSmall']);
    expect((await prepare(fixture('dark background').data)).warnings).toEqual(['photoBackground']);
    expect((await prepare(fixture('busy background').data)).warnings).toEqual(['photoBackground']);
    expect((await prepare(fixture('tilted').data)).warnings).toEqual(['photoFaceTilted']);
    // Turned by 90 degrees (a phone photo without its orientation): tilted, and not framed.
    const sideways = await prepare(fixture('sideways').data);
    expect(sideways.warnings).toEqual(['photoFaceTilted']);
    expect((await sharp(sideways.prepared.data).metadata()).width).toBe(800);
  });

  it('keeps the centre crop and says so when the head is too close to the edge to frame', async () => {
    const edge = fixture('at the edge');
    const { warnings, prepared } = await prepare(edge.data);
    expect(warnings).toEqual(['photoFaceNearEdge']);
    await expectOfficialSquare(prepared);
    // The 1000 px upload, centre-cropped: the face stays where it was, near the corner.
    const { faces, side } = await facesIn(prepared.data);
    expect(side).toBe(1000);
    expect(faces[0]!.box.x).toBeLessThan(100);
  });

  it('gives every fixture exactly its warnings', async () => {
    for (const f of fixtures.values()) {
      const { warnings } = await prepare(f.data);
      expect([...warnings].sort(), f.name).toEqual([...f.expected].sort());
    }
  });

  it('never fails the upload when the detector fails or is too slow: a person looks instead', async () => {
    const good = fixture('good').data;
    const broken = await prepare(good, {
      detector: () => Promise.reject(new Error('wasm did not start')),
    });
    expect(broken.warnings).toEqual(['photoFaceUnchecked']);
    await expectOfficialSquare(broken.prepared);

    const slow = await prepare(good, {
      detector: () => new Promise(() => undefined),
      timeoutMs: 50,
    });
    expect(slow.warnings).toEqual(['photoFaceUnchecked']);
    await expectOfficialSquare(slow.prepared);
  });
});
