// Hidden metadata out of uploaded images as they stream into storage (docs/requirements/
// documents.md, "Metadata"): a phone's photo carries where and when it was taken, the device and
// often a thumbnail; none of it is ours to keep. The pixels are kept byte for byte (nothing is
// decoded or encoded again); only the segments or chunks that carry metadata are left out (a
// WebP's are blanked). A JPEG keeps its orientation (a minimal EXIF with that one tag), so a
// photo taken sideways still shows upright. Bytes that do not parse as expected pass through
// unchanged: the upload is never refused or corrupted here.

type Source = AsyncIterable<Buffer>;

/** Streams `source` with the metadata of a JPEG, PNG or WebP removed; others pass through. */
export function stripMetadata(mimeType: string, source: Source): AsyncGenerator<Buffer> {
  if (mimeType === 'image/jpeg') return stripJpeg(source);
  if (mimeType === 'image/png') return stripPng(source);
  if (mimeType === 'image/webp') return stripWebp(source);
  return passThrough(source);
}

async function* passThrough(source: Source): AsyncGenerator<Buffer> {
  yield* source;
}

/** Reads a stream in exact lengths; `take` answers undefined when the stream ends first. */
class Reader {
  private buffered: Buffer[] = [];
  private length = 0;
  private readonly iterator: AsyncIterator<Buffer>;
  constructor(source: Source) {
    this.iterator = source[Symbol.asyncIterator]();
  }
  private async fill(n: number): Promise<boolean> {
    while (this.length < n) {
      const next = await this.iterator.next();
      if (next.done) return false;
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
    return true;
  }
  /** Exactly n bytes, or undefined at the end (what was left stays for `rest`). */
  async take(n: number): Promise<Buffer | undefined> {
    if (!(await this.fill(n))) return undefined;
    const all = Buffer.concat(this.buffered);
    this.buffered = all.length > n ? [all.subarray(n)] : [];
    this.length = all.length - n;
    return all.subarray(0, n);
  }
  /**
   * The next n bytes as they come (a large PNG chunk is not held whole), or fewer when the stream
   * ends first. With `emit` false they are read and dropped.
   */
  async *pass(n: number, emit = true): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (this.length === 0 && !(await this.fill(1))) return;
      const first = this.buffered.shift();
      if (!first) return;
      const piece = first.length > left ? first.subarray(0, left) : first;
      if (first.length > left) this.buffered.unshift(first.subarray(left));
      this.length -= piece.length;
      left -= piece.length;
      if (emit) yield piece;
    }
  }
  /** Everything not yet taken, as it comes. */
  async *rest(): AsyncGenerator<Buffer> {
    if (this.length > 0) yield Buffer.concat(this.buffered);
    this.buffered = [];
    this.length = 0;
    for (;;) {
      const next = await this.iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
}

// JPEG markers (ITU T.81): APPn are 0xE0-0xEF, COM is 0xFE, SOS (start of scan) 0xDA.
const SOS = 0xda;
const COM = 0xfe;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const ICC = Buffer.from('ICC_PROFILE\0', 'latin1');
const EXIF = Buffer.from('Exif\0\0', 'latin1');

/**
 * Which APPn/COM segments stay: JFIF (APP0), the colour profile (APP2 ICC_PROFILE) and Adobe's
 * colour transform (APP14), which change how pixels look. EXIF, XMP, IPTC, comments, maker
 * notes and thumbnails go.
 */
function keepsSegment(marker: number, payload: Buffer): boolean {
  if (marker === COM) return false;
  if (marker < APP0 || marker > 0xef) return true;
  if (marker === APP0 || marker === APP14) return true;
  if (marker === APP2) return payload.subarray(0, ICC.length).equals(ICC);
  return false;
}

/** The EXIF orientation (1-8) in an APP1 payload, if it holds one. */
export function exifOrientation(payload: Buffer): number | undefined {
  if (!payload.subarray(0, EXIF.length).equals(EXIF)) return undefined;
  const tiff = payload.subarray(EXIF.length);
  if (tiff.length < 8) return undefined;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  if (!little && tiff.toString('latin1', 0, 2) !== 'MM') return undefined;
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return undefined;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

/** An APP1 segment whose EXIF holds the orientation and nothing else. */
export function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4); // IFD0 right after the header
  tiff.writeUInt16LE(1, 8); // one entry
  tiff.writeUInt16LE(0x0112, 10); // Orientation
  tiff.writeUInt16LE(3, 12); // SHORT
  tiff.writeUInt32LE(1, 14); // one value
  tiff.writeUInt16LE(orientation, 18);
  tiff.writeUInt32LE(0, 22); // no next IFD
  const payload = Buffer.concat([EXIF, tiff]);
  const header = Buffer.from([0xff, APP1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

async function* stripJpeg(source: Source): AsyncGenerator<Buffer> {
  const reader = new Reader(source);
  const soi = await reader.take(2);
  if (!soi) return;
  yield soi;
  if (soi[0] !== 0xff || soi[1] !== 0xd8) return yield* reader.rest();
  let orientationWritten = false;
  for (;;) {
    const marker = await reader.take(2);
    if (!marker) return;
    if (marker[0] !== 0xff || marker[1] === undefined) {
      yield marker;
      return yield* reader.rest();
    }
    const code = marker[1];
    // Fill bytes, and the markers without a length, pass as they are.
    if (code === 0xff || code === 0x01 || (code >= 0xd0 && code <= 0xd8)) {
      yield marker;
      continue;
    }
    const lengthBytes = await reader.take(2);
    if (!lengthBytes) return yield marker;
    const length = lengthBytes.readUInt16BE(0);
    if (length < 2) {
      yield Buffer.concat([marker, lengthBytes]);
      return yield* reader.rest();
    }
    const payload = await reader.take(length - 2);
    if (!payload) {
      yield Buffer.concat([marker, lengthBytes]);
      return yield* reader.rest();
    }
    if (code === APP1 && !orientationWritten) {
      const orientation = exifOrientation(payload);
      if (orientation !== undefined && orientation !== 1) {
        orientationWritten = true;
        yield orientationSegment(orientation);
      }
    }
    if (keepsSegment(code, payload)) yield Buffer.concat([marker, lengthBytes, payload]);
    // From the first scan on, the file is image data (and the few tables between scans).
    if (code === SOS) return yield* reader.rest();
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/**
 * PNG chunks that carry text, time or EXIF: tEXt, zTXt, iTXt, tIME, eXIf. Everything else stays
 * (the critical chunks, transparency, gamma, colour profile, physical size, animation).
 */
const PNG_METADATA = new Set(['tEXt', 'zTXt', 'iTXt', 'tIME', 'eXIf']);

async function* stripPng(source: Source): AsyncGenerator<Buffer> {
  const reader = new Reader(source);
  const signature = await reader.take(8);
  if (!signature) return;
  yield signature;
  if (!signature.equals(PNG_SIGNATURE)) return yield* reader.rest();
  for (;;) {
    const header = await reader.take(8);
    if (!header) return;
    const length = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    if (length > 0x7fffffff) {
      yield header;
      return yield* reader.rest();
    }
    const keep = !PNG_METADATA.has(type);
    if (keep) yield header;
    yield* reader.pass(length + 4, keep); // data and CRC
    if (type === 'IEND') return yield* reader.rest();
  }
}

/** VP8X flags (WebP container): EXIF present 0x08, XMP present 0x04. */
const VP8X_METADATA_FLAGS = 0x08 | 0x04;
/** What an EXIF or XMP chunk becomes: a chunk no reader knows, of the same size, all zeros. */
const BLANK_CHUNK = Buffer.from('JUNK', 'latin1');

/**
 * WebP (RIFF): the RIFF header states the file's size before any chunk, so a streamed file
 * cannot get shorter. Its EXIF and XMP chunks are blanked instead: renamed to a chunk type no
 * reader knows (which readers skip) with their content zeroed, and the extended header's flags
 * no longer announce them.
 */
async function* stripWebp(source: Source): AsyncGenerator<Buffer> {
  const reader = new Reader(source);
  const header = await reader.take(12);
  if (!header) return;
  yield header;
  if (header.toString('latin1', 0, 4) !== 'RIFF' || header.toString('latin1', 8, 12) !== 'WEBP') {
    return yield* reader.rest();
  }
  for (;;) {
    const chunk = await reader.take(8);
    if (!chunk) return;
    const type = chunk.toString('latin1', 0, 4);
    const size = chunk.readUInt32LE(4);
    const padded = size + (size % 2);
    if (type === 'EXIF' || type === 'XMP ') {
      yield Buffer.concat([BLANK_CHUNK, chunk.subarray(4)]);
      for await (const piece of reader.pass(padded, true)) yield Buffer.alloc(piece.length);
      continue;
    }
    yield chunk;
    if (type === 'VP8X' && padded >= 1) {
      const flags = await reader.take(1);
      if (!flags) return;
      yield Buffer.from([flags[0]! & ~VP8X_METADATA_FLAGS]);
      yield* reader.pass(padded - 1);
      continue;
    }
    yield* reader.pass(padded);
  }
}
