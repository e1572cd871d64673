// Photos for the face checks, composed with sharp from the sample pictures face-api ships in
// node_modules/@vladmandic/face-api/demo (MIT). Every sample is a group of three to five people
// in a room, so a "passport photo" here is one head cut out as an oval and set on a canvas.
import { createRequire } from 'node:module';
import sharp from 'sharp';
import type { DocumentWarning } from '@/domain/documents';

const require = createRequire(import.meta.url);

interface Head {
  sample: number;
  /** In the sample's own pixels: the middle between the eyes, and the chin. */
  eyes: { x: number; y: number };
  chin: { x: number; y: number };
}

// Found by the detector on the 1920 px wide samples, and checked by eye: frontal, eyes level.
const heads = {
  blonde: { sample: 3, eyes: { x: 673, y: 431 }, chin: { x: 676, y: 596 } },
  darkHair: { sample: 6, eyes: { x: 1276, y: 428 }, chin: { x: 1274, y: 574 } },
} satisfies Record<string, Head>;

const LIGHT = '#eef0f2';
const DARK = '#26272b';

const samplePath = (sample: number) =>
  require.resolve(`@vladmandic/face-api/demo/sample${sample}.jpg`);

/**
 * One head cut out as a soft-edged oval, top of the hair to the chin, scaled so the head is
 * `height` pixels tall, optionally turned by `degrees`. Returns a PNG with transparency.
 */
async function cutHead(head: Head, height: number, degrees = 0) {
  const eyesToChin = head.chin.y - head.eyes.y;
  // As in photo-face.ts: the head is about 2.1 times the eyes-to-chin distance. The oval is
  // centred on the eyes, from above the hair to below the chin, a little wider than the face.
  const headHeight = 2.1 * eyesToChin;
  const rx = Math.round(0.42 * headHeight);
  const ry = Math.round(0.62 * headHeight);
  const cy = Math.round(head.eyes.y);
  const left = Math.round(head.eyes.x - rx);
  const top = cy - ry;
  const oval = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${2 * rx}" height="${2 * ry}">` +
      `<defs><filter id="f"><feGaussianBlur stdDeviation="${Math.round(rx / 25)}"/></filter></defs>` +
      `<ellipse cx="${rx}" cy="${ry}" rx="${rx * 0.94}" ry="${ry * 0.94}" fill="#fff" filter="url(#f)"/></svg>`,
  );
  const scale = height / headHeight;
  let picture = sharp(
    await sharp(samplePath(head.sample))
      .extract({ left, top, width: 2 * rx, height: 2 * ry })
      .ensureAlpha()
      .composite([{ input: oval, blend: 'dest-in' }])
      .png()
      .toBuffer(),
  ).resize(Math.round(2 * rx * scale), Math.round(2 * ry * scale));
  if (degrees)
    picture = sharp(await picture.png().toBuffer()).rotate(degrees, {
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    });
  const { data, info } = await picture.png().toBuffer({ resolveWithObject: true });
  // Where the eyes are in the cut-out: its centre is the oval's centre, the eyes a little below.
  const eyesBelowCentre = (head.eyes.y - cy) * scale;
  const rad = (degrees * Math.PI) / 180;
  return {
    png: data,
    width: info.width,
    height: info.height,
    eyes: {
      x: info.width / 2 - Math.sin(rad) * eyesBelowCentre,
      y: info.height / 2 + Math.cos(rad) * eyesBelowCentre,
    },
  };
}

interface Placement {
  head: Head;
  /** Head height in the canvas' pixels. */
  height: number;
  /** Where the middle between the eyes goes. */
  eyesAt: { x: number; y: number };
  degrees?: number;
}

async function compose(
  width: number,
  height: number,
  background: string | Buffer,
  placements: Placement[],
): Promise<Buffer> {
  const layers = [];
  for (const p of placements) {
    const cut = await cutHead(p.head, p.height, p.degrees);
    layers.push({
      input: cut.png,
      left: Math.round(p.eyesAt.x - cut.eyes.x),
      top: Math.round(p.eyesAt.y - cut.eyes.y),
    });
  }
  const canvas =
    typeof background === 'string'
      ? sharp({ create: { width, height, channels: 3, background } })
      : sharp(background).resize(width, height, { fit: 'cover' });
  return canvas.composite(layers).jpeg({ quality: 90 }).toBuffer();
}

export interface PhotoFixture {
  name: string;
  /** A JPEG. */
  data: Buffer;
  /** Exactly the warnings the photo should get. */
  expected: DocumentWarning[];
  /** Where the face is in the upright photo (the middle between the eyes), when there is one. */
  eyes?: { x: number; y: number };
}

/** The fixtures the tests and the benchmark use, each with the warnings it should get. */
export async function photoFixtures(): Promise<PhotoFixture[]> {
  const { blonde, darkHair } = heads;
  const fixture = async (
    name: string,
    expected: DocumentWarning[],
    size: [number, number],
    background: string | Buffer,
    placements: Placement[],
  ): Promise<PhotoFixture> => ({
    name,
    expected,
    data: await compose(size[0], size[1], background, placements),
    ...(placements.length === 1 ? { eyes: placements[0]!.eyesAt } : {}),
  });
  const room = await roomCorner();
  return Promise.all([
    fixture('good', [], [800, 800], LIGHT, [
      { head: blonde, height: 440, eyesAt: { x: 400, y: 360 } },
    ]),
    fixture('good, another face', [], [700, 760], LIGHT, [
      { head: darkHair, height: 400, eyesAt: { x: 350, y: 340 } },
    ]),
    noFace(),
    fixture('two faces', ['photoNotSquare', 'photoSeveralFaces'], [1400, 800], LIGHT, [
      { head: blonde, height: 380, eyesAt: { x: 400, y: 380 } },
      { head: darkHair, height: 380, eyesAt: { x: 1000, y: 380 } },
    ]),
    fixture('off centre', [], [1600, 800], LIGHT, [
      { head: blonde, height: 380, eyesAt: { x: 360, y: 360 } },
    ]),
    fixture('small face', ['photoFaceTooSmall'], [1200, 1200], LIGHT, [
      { head: blonde, height: 150, eyesAt: { x: 600, y: 560 } },
    ]),
    fixture('dark background', ['photoBackground'], [800, 800], DARK, [
      { head: blonde, height: 440, eyesAt: { x: 400, y: 360 } },
    ]),
    fixture('busy background', ['photoBackground'], [800, 800], room, [
      { head: darkHair, height: 420, eyesAt: { x: 400, y: 360 } },
    ]),
    fixture('tilted', ['photoFaceTilted'], [800, 800], LIGHT, [
      { head: darkHair, height: 400, eyesAt: { x: 400, y: 370 }, degrees: 20 },
    ]),
    fixture('sideways', ['photoFaceTilted'], [800, 800], LIGHT, [
      { head: blonde, height: 420, eyesAt: { x: 400, y: 400 }, degrees: 90 },
    ]),
    fixture('at the edge', ['photoFaceNearEdge'], [1000, 1000], LIGHT, [
      { head: blonde, height: 440, eyesAt: { x: 130, y: 200 } },
    ]),
  ]);
}

/** A corner of a sample with no one in it: the bar's windows above the people's heads. */
function roomCorner(): Promise<Buffer> {
  return sharp(samplePath(3))
    .extract({ left: 1300, top: 0, width: 620, height: 240 })
    .resize(800, 800, { fit: 'cover' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function noFace(): Promise<PhotoFixture> {
  return { name: 'no face', expected: ['photoNoFace'], data: await roomCorner() };
}
