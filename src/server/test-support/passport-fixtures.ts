// Synthetic passport data pages for the document checks' tests and `npm run bench:documents`:
// a valid ICAO 9303 TD3 machine-readable zone in OCR-B (Debian's fonts-ocr-b, which .ci/run
// installs), rendered by sharp at several resolutions and degradations, and as a scanned PDF.
// Deterministic: the same seed gives the same travellers and pages.
import { existsSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { birthIso, expiryIso } from '@/domain/passport-check';
import { countryOfZone } from '@/server/services/documents/passport-check/compare-passport';

export interface PassportFacts {
  surname: string;
  givenNames: string;
  documentNumber: string;
  /** ICAO alpha-3 (GBR, D for Germany's D<<). */
  nationality: string;
  issuingState: string;
  /** YYMMDD */
  dateOfBirth: string;
  sex: 'M' | 'F' | '<';
  /** YYMMDD */
  expiryDate: string;
}

const OCR_B = '/usr/share/fonts/opentype/ocr-b/OCRB.otf';

function requireOcrB() {
  if (!existsSync(OCR_B))
    throw new Error(
      `The OCR-B font is missing (${OCR_B}): install Debian's fonts-ocr-b (apt-get install fonts-ocr-b), as .ci/run does.`,
    );
}

/** mulberry32: a small seeded generator, so a fixture set is the same on every run. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SURNAMES = [
  'SMITH',
  'MUELLER',
  'GARCIA LOPEZ',
  'OKAFOR',
  'TANAKA',
  'IVANOVA',
  'DUBOIS',
  'KOWALSKI',
  'OBRIEN',
  'NGUYEN',
  'ROSSI',
  'JOHANSSON',
  'VAN DER BERG',
  'KIM',
  'SILVA',
  'YILMAZ',
  'ANDERSEN',
  'MACDONALD',
  'PETROV',
  'HERNANDEZ',
  'WILLIAMS',
  'SCHMIDT',
  'EL AMRANI',
  'CHEN',
];
const GIVEN = [
  'JOHN',
  'ANNA MARIA',
  'JEAN PIERRE',
  'OLUWASEUN',
  'YUKI',
  'SVETLANA',
  'LUCAS',
  'ZOFIA',
  'SIOBHAN',
  'MINH ANH',
  'GIULIA',
  'ERIK',
  'SARAH',
  'JI WOO',
  'PEDRO HENRIQUE',
  'AYSE',
  'FREJA',
  'CALLUM',
  'DMITRI',
  'SOFIA',
  'OLIVER JAMES',
  'KLAUS',
  'YASMINE',
  'WEI',
];
const STATES = ['GBR', 'D', 'FRA', 'USA', 'JPN', 'NLD', 'ITA', 'ESP', 'CAN', 'AUS', 'NGA', 'BRA'];

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;
const digits = (random: () => number, n: number) =>
  Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
const two = (n: number) => String(n).padStart(2, '0');

function randomDate(random: () => number, fromYear: number, years: number): string {
  const year = fromYear + Math.floor(random() * years);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  return `${two(year % 100)}${two(month)}${two(day)}`;
}

function randomNumber(random: () => number): string {
  const style = Math.floor(random() * 3);
  if (style === 0) return digits(random, 9);
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  if (style === 1) return pick(random, [...letters]) + digits(random, 8);
  return pick(random, [...letters]) + pick(random, [...letters]) + digits(random, 7);
}

/** `count` travellers whose passports are valid 2027..2036, born 1950..2009. */
export function syntheticTravellers(count: number, seed = 28): PassportFacts[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const state = pick(random, STATES);
    return {
      surname: pick(random, SURNAMES),
      givenNames: pick(random, GIVEN),
      documentNumber: randomNumber(random),
      nationality: state,
      issuingState: state,
      dateOfBirth: randomDate(random, 1950, 60),
      sex: random() < 0.5 ? 'M' : 'F',
      expiryDate: randomDate(random, 2027, 10),
    };
  });
}

const WEIGHTS = [7, 3, 1];
const charValue = (c: string) =>
  c === '<' ? 0 : /[0-9]/.test(c) ? Number(c) : c.charCodeAt(0) - 55;
/** ICAO 9303 check digit: weights 7, 3, 1, modulo 10. */
export const checkDigit = (field: string) =>
  String([...field].reduce((sum, c, i) => sum + charValue(c) * WEIGHTS[i % 3]!, 0) % 10);

const fill = (value: string, length: number) =>
  value.replace(/[ -]/g, '<').padEnd(length, '<').slice(0, length);

/** The two 44-character lines of the passport's zone. */
export function mrzLines(p: PassportFacts): [string, string] {
  const first = fill(`P<${fill(p.issuingState, 3)}${p.surname}<<${p.givenNames}`, 44);
  const number = fill(p.documentNumber, 9);
  const personal = '<'.repeat(14);
  const numberPart = `${number}${checkDigit(number)}`;
  const birth = `${p.dateOfBirth}${checkDigit(p.dateOfBirth)}`;
  const expiry = `${p.expiryDate}${checkDigit(p.expiryDate)}`;
  const composite = checkDigit(`${numberPart}${birth}${expiry}${personal}<`);
  const second = `${numberPart}${fill(p.nationality, 3)}${birth}${p.sex}${expiry}${personal}<${composite}`;
  return [first, second];
}

export interface PageOptions {
  /** Pixel width of the data page (125 mm): 900 is about 180 dpi, 2000 about 400. */
  width?: number;
  /** Gaussian blur sigma. */
  blur?: number;
  jpegQuality?: number;
  /** Grain laid over the page, 0..1. */
  noise?: number;
  /** Degrees. */
  rotate?: number;
  /** The page on a darker scanner bed with a margin around it. */
  margin?: boolean;
  /** The other lines a real page holds (labels, names, dates) */
  format?: 'jpeg' | 'png' | 'pdf';
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function pageSvg(p: PassportFacts, width: number): string {
  const height = Math.round(width * 0.704);
  // Debian's OCR-B advances 0.725 em per character (measured); the zone's 44 characters span
  // 90% of the page's width.
  const mrzSize = (width * 0.9) / 44 / 0.725;
  const label = width * 0.018;
  const value = width * 0.026;
  const [first, second] = mrzLines(p).map(escapeXml);
  const x = width * 0.34;
  const row = (i: number, name: string, text: string) =>
    `<text x="${x}" y="${height * (0.2 + i * 0.085)}" font-family="DejaVu Sans" font-size="${label}" fill="#555">${name}</text>
     <text x="${x}" y="${height * (0.2 + i * 0.085) + value * 1.05}" font-family="DejaVu Sans" font-size="${value}" fill="#111">${escapeXml(text)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#efe9dc"/>
  <text x="${width * 0.34}" y="${height * 0.09}" font-family="DejaVu Sans" font-weight="bold" font-size="${value}" fill="#223">PASSPORT / PASSEPORT  ${escapeXml(p.issuingState)}</text>
  <rect x="${width * 0.04}" y="${height * 0.14}" width="${width * 0.26}" height="${height * 0.52}" fill="#c8c0b0"/>
  <circle cx="${width * 0.17}" cy="${height * 0.33}" r="${width * 0.065}" fill="#9c8f7a"/>
  ${row(0, 'Surname / Nom', p.surname)}
  ${row(1, 'Given names / Prénoms', p.givenNames)}
  ${row(2, 'Nationality / Nationalité', p.nationality)}
  ${row(3, 'Date of birth / Date de naissance', p.dateOfBirth)}
  ${row(4, 'Sex / Sexe', p.sex)}
  ${row(5, 'Date of expiry / Date d’expiration', p.expiryDate)}
  <text x="${width * 0.04}" y="${height * 0.86}" font-family="OCR B" font-size="${mrzSize}" fill="#111" xml:space="preserve">${first}</text>
  <text x="${width * 0.04}" y="${height * 0.95}" font-family="OCR B" font-size="${mrzSize}" fill="#111" xml:space="preserve">${second}</text>
</svg>`;
}

/** A passport data page for these facts, degraded as asked. */
export async function passportPage(p: PassportFacts, options: PageOptions = {}): Promise<Buffer> {
  requireOcrB();
  const width = options.width ?? 1250;
  let image = await sharp(Buffer.from(pageSvg(p, width)))
    .flatten({ background: '#efe9dc' })
    .png()
    .toBuffer();
  if (options.margin) {
    const pad = Math.round(width * 0.08);
    image = await sharp(image)
      .extend({ top: pad, bottom: pad, left: pad, right: pad, background: '#6b6b6b' })
      .png()
      .toBuffer();
  }
  if (options.rotate)
    image = await sharp(image).rotate(options.rotate, { background: '#ffffff' }).png().toBuffer();
  if (options.blur) image = await sharp(image).blur(options.blur).png().toBuffer();
  if (options.noise) {
    const meta = await sharp(image).metadata();
    const grain = await sharp({
      create: {
        width: meta.width,
        height: meta.height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .ensureAlpha(options.noise)
      .png()
      .toBuffer();
    image = await sharp(image)
      .composite([{ input: grain, blend: 'over' }])
      .png()
      .toBuffer();
  }
  const format = options.format ?? 'jpeg';
  if (format === 'png') return image;
  const jpeg = await sharp(image)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: options.jpegQuality ?? 88 })
    .toBuffer();
  if (format === 'jpeg') return jpeg;
  return scannedPdf(jpeg);
}

/** The image on an A4 page, as a scanner's PDF holds it. */
async function scannedPdf(jpeg: Buffer): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedJpg(jpeg);
  const page = pdf.addPage([595, 842]);
  const scale = Math.min(500 / image.width, 700 / image.height);
  page.drawImage(image, {
    x: 48,
    y: 842 - 48 - image.height * scale,
    width: image.width * scale,
    height: image.height * scale,
  });
  return Buffer.from(await pdf.save());
}

/** The set `npm run bench:documents` and the tests measure: name, options, and whether mild. */
export const pageVariants: { name: string; options: PageOptions; mild: boolean }[] = [
  { name: 'clean 1250 px', options: {}, mild: true },
  { name: 'low resolution 900 px', options: { width: 900 }, mild: true },
  { name: 'high resolution 2000 px', options: { width: 2000 }, mild: true },
  { name: 'PNG', options: { format: 'png' }, mild: true },
  { name: 'on a scanner bed', options: { margin: true }, mild: true },
  { name: 'blurred (sigma 1.2)', options: { blur: 1.2 }, mild: true },
  { name: 'JPEG quality 35 with grain', options: { jpegQuality: 35, noise: 0.12 }, mild: true },
  { name: 'rotated 1.5°', options: { rotate: 1.5 }, mild: true },
  { name: 'rotated -1.5°', options: { rotate: -1.5 }, mild: true },
  { name: 'scanned PDF', options: { format: 'pdf' }, mild: true },
  { name: 'heavily blurred (sigma 3)', options: { blur: 3 }, mild: false },
  { name: 'rotated 4°', options: { rotate: 4 }, mild: false },
];

const titleCase = (words: string) =>
  words
    .split(' ')
    .map((w) => w.charAt(0) + w.slice(1).toLowerCase())
    .join(' ');

/**
 * The step-2 details a careful traveller types for this passport: names in their own case,
 * dates in ISO, the nationality as the form's country id.
 */
export function typedDetailsFor(p: PassportFacts, today: string) {
  const nationality = countryOfZone(p.nationality);
  if (!nationality) throw new Error(`no country for ${p.nationality}`);
  return {
    firstName: titleCase(p.givenNames),
    lastName: titleCase(p.surname),
    passportNumber: p.documentNumber,
    nationality,
    dateOfBirth: birthIso(p.dateOfBirth, today)!,
    gender: p.sex === 'M' ? 'male' : p.sex === 'F' ? 'female' : 'other',
    passportExpiryDate: expiryIso(p.expiryDate),
  };
}
