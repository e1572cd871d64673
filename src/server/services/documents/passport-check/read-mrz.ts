// Reads a passport page's machine-readable zone with tesseract.js (docs/decisions/0040 is the
// choice of engine and data). Runs inside a heavy-work thread (services/heavy-work/): the
// tesseract worker is made once per thread and kept. Every file it needs comes from
// node_modules: the WASM core from tesseract.js-core and the English data from
// @tesseract.js-data/eng; nothing is fetched.
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Page, type Worker } from 'tesseract.js';
import type { MrzReading } from '@/domain/passport-check';
import { decodeImage } from '../image-header';
import { findTd3, mrzText, type ZoneReading } from './mrz-lines';

const require = createRequire(import.meta.url);

/**
 * The legacy engine's data is 4.0.0 (which holds both engines): restricted to the MRZ alphabet,
 * the legacy classifier reads OCR-B's `<` reliably where the LSTM model turns runs of fillers
 * into K and L. The LSTM model (4.0.0_best_int) reads the name words a second time.
 */
function languageDataPath(lstm: boolean): string {
  const data = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  return path.join(data, lstm ? '4.0.0_best_int' : '4.0.0');
}

const MRZ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

let zoneReader: Promise<Worker> | undefined;
let wordReader: Promise<Worker> | undefined;

async function startWorker(
  lstm: boolean,
  parameters: Partial<Record<string, string>>,
): Promise<Worker> {
  const worker = await createWorker('eng', lstm ? OEM.LSTM_ONLY : OEM.TESSERACT_ONLY, {
    langPath: languageDataPath(lstm),
    cacheMethod: 'none',
    gzip: true,
    legacyCore: !lstm,
    legacyLang: !lstm,
  });
  // The strips carry no resolution; without one tesseract guesses and prints a warning. Its
  // debugging tables (printed for some crops) go nowhere, not to the server's output.
  await worker.setParameters({ user_defined_dpi: '300', debug_file: '/dev/null', ...parameters });
  return worker;
}

const ZONE_PARAMETERS = {
  tessedit_char_whitelist: MRZ_ALPHABET,
  tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
};

/** The legacy engine over a strip of the page: it keeps the fillers and the columns. */
function zoneWorker(): Promise<Worker> {
  zoneReader ??= startWorker(false, ZONE_PARAMETERS).catch((err: unknown) => {
    zoneReader = undefined;
    throw err;
  });
  return zoneReader;
}

/** The LSTM engine over one word at a time: no fillers to confuse it. */
function secondWorker(): Promise<Worker> {
  wordReader ??= startWorker(true, {
    tessedit_pageseg_mode: PSM.SINGLE_WORD,
  }).catch((err: unknown) => {
    wordReader = undefined;
    throw err;
  });
  return wordReader;
}

/** Stops this thread's tesseract workers (tests, benchmarks). */
export async function stopMrzReader(): Promise<void> {
  const pending = [zoneReader, wordReader];
  zoneReader = undefined;
  wordReader = undefined;
  await Promise.all(
    pending.map(async (worker) => (await worker?.catch(() => undefined))?.terminate()),
  );
}

// The zone is about 1/7 of a data page's height, at its foot; a page photographed with some
// margin, or two facing pages, put it higher.
const BOTTOM_SHARES = [0.32, 0.55];
const TARGET_WIDTH = 1400;

interface Attempt {
  /** Degrees, applied after the EXIF orientation. */
  rotate: number;
  /** Share of the (rotated) image's height, from the bottom, given to OCR. */
  bottom: number;
  threshold?: number;
}

const ATTEMPTS: Attempt[] = [
  ...BOTTOM_SHARES.map((bottom) => ({ rotate: 0, bottom })),
  { rotate: 0, bottom: 0.32, threshold: 140 },
  { rotate: 180, bottom: 0.32 },
  { rotate: -2, bottom: 0.38 },
  { rotate: 2, bottom: 0.38 },
];

interface Raw {
  data: Buffer;
  info: { width: number; height: number; channels: 1 };
}

/** The page upright by its EXIF orientation, grey, 1400 px wide: decoded once per check. */
async function pageOf(image: Buffer): Promise<Raw> {
  const { data, info } = await decodeImage(image)
    .rotate()
    .greyscale()
    .resize({ width: TARGET_WIDTH })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: 1 } };
}

async function stripFor(page: Raw, attempt: Attempt): Promise<Buffer> {
  const turned = attempt.rotate
    ? await sharp(page.data, { raw: page.info })
        .rotate(attempt.rotate, { background: '#ffffff' })
        .raw()
        .toBuffer({ resolveWithObject: true })
    : page;
  const { width, height } = turned.info;
  const top = Math.round(height * (1 - attempt.bottom));
  let strip = sharp(turned.data, {
    raw: { width, height, channels: turned.info.channels as 1 },
  })
    .extract({ left: 0, top, width, height: height - top })
    .normalise();
  if (attempt.threshold) strip = strip.threshold(attempt.threshold);
  return strip.png({ compressionLevel: 1 }).toBuffer();
}

export interface MrzResult {
  reading?: MrzReading;
  /** OCR passes made before the zone was found, or all of them. */
  attempts: number;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface OcrLine {
  text: string;
  boxes: Box[];
  /** The baseline's slope, degrees. */
  skew: number;
}

/** Each OCR line as MRZ text, with the box of every character kept. */
function linesOf(page: Page): OcrLine[] {
  const lines = (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines),
  );
  return lines.map((line) => {
    const symbols = line.words
      .flatMap((word) => word.symbols)
      .flatMap((symbol) => [...mrzText(symbol.text)].map(() => symbol.bbox));
    const { x0, y0, x1, y1 } = line.baseline;
    const skew = x1 > x0 ? (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI : 0;
    return { text: mrzText(line.text), boxes: symbols, skew };
  });
}

/** The name words of line 1 (from column 5) with their columns, and which name each is in. */
function nameWords(line: string): { start: number; end: number; given: boolean }[] {
  const words: { start: number; end: number; given: boolean }[] = [];
  let given = false;
  let column = 5;
  while (column < line.length) {
    if (line[column] === '<') {
      if (line[column + 1] === '<' && words.length > 0) given = true;
      column += 1;
      continue;
    }
    const start = column;
    while (column < line.length && line[column] !== '<') column += 1;
    words.push({ start, end: column, given });
  }
  return words;
}

interface Span {
  line: OcrLine;
  start: number;
  end: number;
}

/** One span of a zone line on its own crop, levelled by the line's baseline. */
async function cropOf(strip: Buffer, span: Span, scale = 1): Promise<Buffer> {
  const { width, height } = await sharp(strip).metadata();
  const box = span.line.boxes.slice(span.start, span.end).reduce((a, b) => ({
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
  }));
  // Above and below, room to spare; beside, less than the gap to the next `<`.
  const pad = Math.round((box.y1 - box.y0) * 0.5);
  const side = Math.round((box.y1 - box.y0) * 0.15);
  const left = Math.max(0, box.x0 - side);
  const top = Math.max(0, box.y0 - pad);
  const cropWidth = Math.min(width, box.x1 + side) - left;
  const crop = sharp(strip)
    .extract({ left, top, width: cropWidth, height: Math.min(height, box.y1 + pad) - top })
    .rotate(-span.line.skew, { background: '#ffffff' });
  if (scale !== 1) crop.resize({ width: Math.round(cropWidth * scale) });
  return crop.png({ compressionLevel: 1 }).toBuffer();
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const lettersOf = (text: string) => text.toUpperCase().replace(/[^A-Z]/g, '');

/** The LSTM engine's reading of one name word. */
async function lstmWord(strip: Buffer, span: Span): Promise<string> {
  const worker = await secondWorker();
  await worker.setParameters({ tessedit_char_whitelist: LETTERS });
  const { data } = await worker.recognize(await cropOf(strip, span), {}, { text: true });
  return lettersOf(data.text);
}

/** The legacy engine's reading of one name word on its own, twice the size. */
async function legacyWord(strip: Buffer, span: Span): Promise<string> {
  const worker = await zoneWorker();
  await worker.setParameters({
    tessedit_char_whitelist: LETTERS,
    tessedit_pageseg_mode: PSM.SINGLE_WORD,
  });
  try {
    const { data } = await worker.recognize(await cropOf(strip, span, 2), {}, { text: true });
    return lettersOf(data.text);
  } finally {
    await worker.setParameters(ZONE_PARAMETERS);
  }
}

/**
 * Names carry no check digit, so each name word gets a second opinion: the LSTM engine on the
 * word's own crop. When it differs from the zone's reading, a third reading (the legacy engine
 * on the word alone, twice the size) decides: the word two readings agree on is taken, and a
 * word on which all three differ makes its name uncertain (never reported as matching).
 */
async function crossRead(
  strip: Buffer,
  fitted: string,
  first: OcrLine,
  zone: ZoneReading,
): Promise<Pick<MrzReading, 'surname' | 'givenNames' | 'surnameCertain' | 'givenNamesCertain'>> {
  const words = nameWords(fitted);
  const read = [
    ...zone.surname.split(' ').filter(Boolean),
    ...zone.givenNames.split(' ').filter(Boolean),
  ];
  const aligned = words.length === read.length && words.every((w) => w.end <= first.boxes.length);
  let surnameCertain = aligned;
  let givenNamesCertain = aligned;
  if (aligned) {
    for (const [i, word] of words.entries()) {
      const span = { line: first, start: word.start, end: word.end };
      const second = await lstmWord(strip, span);
      if (second === read[i]) continue;
      // The legacy engine again only breaks the tie in the LSTM's favour: its own mistakes (W read
      // as N) repeat at any size, so agreeing with its first reading proves nothing.
      const third = await legacyWord(strip, span);
      if (third === second && second.length > 0) read[i] = second;
      else if (word.given) givenNamesCertain = false;
      else surnameCertain = false;
    }
  }
  const surnameWords = aligned ? words.filter((w) => !w.given).length : 0;
  return {
    surname: aligned ? read.slice(0, surnameWords).join(' ') : zone.surname,
    givenNames: aligned ? read.slice(surnameWords).join(' ') : zone.givenNames,
    surnameCertain,
    givenNamesCertain,
  };
}

/**
 * The validated zone of a passport page image (JPEG, PNG or WebP), or no reading when no pass
 * finds two lines whose check digits hold. `deadline` (epoch ms) stops further passes.
 */
export async function readMrz(image: Buffer, deadline = Infinity): Promise<MrzResult> {
  const worker = await zoneWorker();
  // An image sharp cannot decode has no zone to read: no reading, not a fault.
  const page = await pageOf(image).catch(() => undefined);
  if (!page) return { attempts: 0 };
  let attempts = 0;
  for (const attempt of ATTEMPTS) {
    if (Date.now() >= deadline) break;
    attempts += 1;
    const strip = await stripFor(page, attempt);
    const { data } = await worker.recognize(strip, {}, { text: true, blocks: true });
    const lines = linesOf(data);
    const found = findTd3(lines.map((line) => line.text));
    if (found) {
      const certainty = await crossRead(
        strip,
        found.fitted,
        lines[found.firstLine]!,
        found.reading,
      );
      return { reading: { ...found.reading, ...certainty }, attempts };
    }
  }
  return { attempts };
}
