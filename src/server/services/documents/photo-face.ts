// The face checks of an applicant's photo and where to frame it (docs/requirements/documents.md,
// "Photo checks"). Runs in a heavy-work thread, inside prepareDocument.
import sharp from 'sharp';
import type { DocumentWarning } from '@/domain/documents';
import type { DetectedFace, FaceDetector, Point } from './face-detector';

/**
 * The shared detector, its module (TensorFlow.js and face-api, over half a second to import)
 * loaded on the first check rather than with every process that could run one.
 */
const faceDetector = async (): Promise<FaceDetector> =>
  (await import('./face-detector')).faceDetector();
import { decodeImage, type ImageHeader } from './image-header';

/** The detector sees the photo scaled to fit this square; SSD MobileNet itself looks at 512. */
const DETECT_MAX_SIDE = 1024;
/** Past this the check gives up and says so; measured at well under a second per photo. */
const FACE_CHECK_TIMEOUT_MS = 6_000;

// The official rule: the full head, top of the hair to the chin, is 50 to 69% of the photo's
// height, centred. The eyes sit about halfway down the head, so the head is about twice the
// distance from the eyes to the chin, a little more for the hair.
const HEAD_PER_EYES_TO_CHIN = 2.1;
const HEAD_SHARE_TARGET = 0.6;
const HEAD_SHARE_MAX = 0.69;
/** Where the eyes go, from the top, as a share of the side: a little above the middle. */
const EYE_LINE = 0.45;
/** How far the square may move off the face to stay within the photo, as a share of its side. */
const MAX_SHIFT = 0.04;
/** How much of a side may be white padding where the head is too close to the photo's edge. */
const MAX_PADDING = 0.12;
/** Eyes more than this many degrees off the horizontal: the head is tilted. */
const MAX_TILT_DEGREES = 10;
/**
 * Box height over width: 1.1 to 1.5 for the upright faces of the samples, 0.64 for one turned by
 * 90 degrees, below 0.95 from about 40 degrees on.
 */
const SIDEWAYS_BOX_RATIO = 0.95;
/** A head under this many pixels tall gives a framed copy under the portal's 350 px. */
const MIN_HEAD_PX = 210;

/** A square in the pixels of the upright photo; parts outside the photo are padded white. */
export interface Framing {
  left: number;
  top: number;
  side: number;
}

/** Where the head is in the framed square, as shares of its side. */
export interface HeadInFrame {
  /** The face's middle across, at the height of the eyes. */
  eyes: Point;
  /** Head height (top of the hair to the chin). */
  height: number;
}

export interface FaceCheck {
  warnings: DocumentWarning[];
  /** Present when one face was found and the photo can be framed around it. */
  framing?: Framing;
  head?: HeadInFrame;
}

export interface FaceCheckOptions {
  detector?: () => Promise<FaceDetector>;
  timeoutMs?: number;
}

/**
 * Finds the faces in the photo and, for one face, how to frame it. Never throws: a detector
 * that fails or takes too long gives 'photoFaceUnchecked', and a person looks at the photo.
 */
export async function checkFace(
  data: Buffer,
  header: ImageHeader,
  { detector = faceDetector, timeoutMs = FACE_CHECK_TIMEOUT_MS }: FaceCheckOptions = {},
): Promise<FaceCheck> {
  let faces: DetectedFace[];
  let scale: number;
  try {
    const found = await withTimeout(
      (async () => {
        const { data: pixels, info } = await decodeImage(data)
          .rotate()
          .resize(DETECT_MAX_SIDE, DETECT_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .toColourspace('srgb')
          .removeAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        if (info.channels !== 3 || pixels.length !== info.width * info.height * 3) {
          throw new Error(`not 8-bit RGB: ${info.channels} channels, ${pixels.length} bytes`);
        }
        const image = { data: pixels, width: info.width, height: info.height };
        return { faces: await (await detector()).detect(image), width: info.width };
      })(),
      timeoutMs,
    );
    faces = found.faces;
    scale = header.width / found.width;
  } catch {
    return { warnings: ['photoFaceUnchecked'] };
  }
  if (faces.length === 0) return { warnings: ['photoNoFace'] };
  if (faces.length > 1) return { warnings: ['photoSeveralFaces'] };
  return frameFace(scaled(faces[0]!, scale), header);
}

function frameFace(face: DetectedFace, header: ImageHeader): FaceCheck {
  const warnings: DocumentWarning[] = [];
  const eyes = {
    x: (face.leftEye.x + face.rightEye.x) / 2,
    y: (face.leftEye.y + face.rightEye.y) / 2,
  };
  // The landmarks assume an upright face: turned by more than about 45 degrees their eyes and
  // chin are unreliable. The detector's box, taller than wide for an upright face, is then
  // wider: tilted, and not framed, since the head's size and place come from the landmarks.
  if (face.box.height < SIDEWAYS_BOX_RATIO * face.box.width) {
    return { warnings: ['photoFaceTilted'] };
  }
  const tilt =
    (Math.atan2(face.rightEye.y - face.leftEye.y, face.rightEye.x - face.leftEye.x) * 180) /
    Math.PI;
  if (Math.abs(tilt) > MAX_TILT_DEGREES) warnings.push('photoFaceTilted');
  const headHeight = HEAD_PER_EYES_TO_CHIN * Math.hypot(face.chin.x - eyes.x, face.chin.y - eyes.y);
  if (headHeight < MIN_HEAD_PX) warnings.push('photoFaceTooSmall');
  // Across, the square centres the face as the detector outlines it; down, it sets the eyes.
  const anchor = { x: face.box.x + face.box.width / 2, y: eyes.y };
  const framing = squareAround(anchor, headHeight, header);
  if (!framing) return { warnings: [...warnings, 'photoFaceNearEdge'] };
  return {
    warnings,
    framing,
    head: {
      eyes: {
        x: (anchor.x - framing.left) / framing.side,
        y: (anchor.y - framing.top) / framing.side,
      },
      height: headHeight / framing.side,
    },
  };
}

/**
 * The square with the head at 60% of its height (69% at most when the photo is too tight),
 * the face centred across and the eyes a little above the middle. It may move a little off the face to
 * stay within the photo, or take a little white padding; beyond that there is none.
 */
function squareAround(anchor: Point, headHeight: number, { width, height }: ImageHeader) {
  const target = headHeight / HEAD_SHARE_TARGET;
  const smallest = headHeight / HEAD_SHARE_MAX;
  const sides = [target, (target + smallest) / 2, smallest];
  const at = (side: number) => ({
    left: anchor.x - side / 2,
    top: anchor.y - EYE_LINE * side,
    side,
  });
  const rounded = ({ left, top, side }: Framing): Framing => ({
    left: Math.round(left),
    top: Math.round(top),
    side: Math.max(1, Math.round(side)),
  });
  for (const side of sides) {
    if (side > width || side > height) continue;
    const ideal = at(side);
    const left = clamp(ideal.left, 0, width - side);
    const top = clamp(ideal.top, 0, height - side);
    const shift = Math.max(Math.abs(left - ideal.left), Math.abs(top - ideal.top));
    if (shift <= MAX_SHIFT * side) return rounded({ left, top, side });
  }
  for (const side of sides) {
    const { left, top } = at(side);
    const outside = Math.max(-left, -top, left + side - width, top + side - height);
    if (outside <= MAX_PADDING * side) return rounded({ left, top, side });
  }
  return undefined;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function scaled(face: DetectedFace, by: number): DetectedFace {
  const point = (p: Point): Point => ({ x: p.x * by, y: p.y * by });
  return {
    score: face.score,
    box: {
      x: face.box.x * by,
      y: face.box.y * by,
      width: face.box.width * by,
      height: face.box.height * by,
    },
    leftEye: point(face.leftEye),
    rightEye: point(face.rightEye),
    chin: point(face.chin),
  };
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`face check over ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

// The background: above the eyes and around the head, in the framed square.
const BACKGROUND_SIDE = 96;
/** Mean brightness (0..255) under this: the background is dark. */
const MIN_BACKGROUND_BRIGHTNESS = 150;
/**
 * Busy (not plain): the brightness' standard deviation over this (things of many shades), or
 * the mean step between neighbouring pixels, across plus down, over this (edges, patterns). A
 * wall lit unevenly changes slowly and passes; a room behind the head does not.
 */
const MAX_BACKGROUND_SPREAD = 40;
const MAX_BACKGROUND_EDGES = 4;

/**
 * Whether the background around the head is dark or busy, from the framed square's pixels:
 * those above the eyes and outside an oval a little larger than the head and its hair.
 */
export async function backgroundIsPoor(square: RawImage, head: HeadInFrame): Promise<boolean> {
  const { data } = await sharp(square.data, { raw: square.info })
    .resize(BACKGROUND_SIDE, BACKGROUND_SIDE, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const side = BACKGROUND_SIDE;
  // The head, top of the hair to the chin, is centred just above the eyes, half its height each
  // way; with its hair it is about 0.85 of its height wide. The oval leaves a margin round it.
  const centreY = head.eyes.y - 0.05 * head.height;
  const radiusY = 0.6 * head.height;
  const radiusX = 0.5 * head.height;
  let count = 0;
  let sum = 0;
  let squares = 0;
  let edges = 0;
  const lumaAt = (x: number, y: number) => {
    const o = (y * side + x) * 3;
    return 0.299 * data[o]! + 0.587 * data[o + 1]! + 0.114 * data[o + 2]!;
  };
  for (let y = 0; y < side; y += 1) {
    const fy = (y + 0.5) / side;
    if (fy > head.eyes.y) break;
    for (let x = 0; x < side; x += 1) {
      const fx = (x + 0.5) / side;
      if (((fx - head.eyes.x) / radiusX) ** 2 + ((fy - centreY) / radiusY) ** 2 <= 1) continue;
      const luma = lumaAt(x, y);
      edges += Math.abs(luma - lumaAt(Math.min(side - 1, x + 1), y));
      edges += Math.abs(luma - lumaAt(x, Math.min(side - 1, y + 1)));
      count += 1;
      sum += luma;
      squares += luma * luma;
    }
  }
  // The head fills the square: nothing to judge.
  if (count < 0.05 * side * side) return false;
  const mean = sum / count;
  const spread = Math.sqrt(Math.max(0, squares / count - mean * mean));
  return (
    mean < MIN_BACKGROUND_BRIGHTNESS ||
    spread > MAX_BACKGROUND_SPREAD ||
    edges / count > MAX_BACKGROUND_EDGES
  );
}

export interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}
