import { createHash } from 'node:crypto';
import yauzl from 'yauzl';

/**
 * Reads every entry of a ZIP (a file on disk or the bytes in memory) in order, folding each
 * one's contents as it streams with `fold` (a hash, or the bytes themselves).
 */
function readZip<T>(
  source: string | Buffer,
  fold: () => { add(chunk: Buffer): void; done(): T },
): Promise<Map<string, T>> {
  return new Promise((resolve, reject) => {
    const found = new Map<string, T>();
    const opened = (err: Error | null, zip: yauzl.ZipFile) => {
      if (err) return reject(err);
      zip.on('error', reject);
      zip.on('end', () => resolve(found));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openErr, stream) => {
          if (openErr) return reject(openErr);
          const folded = fold();
          stream.on('data', (d: Buffer) => folded.add(d));
          stream.on('end', () => {
            found.set(entry.fileName, folded.done());
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    };
    if (typeof source === 'string') yauzl.open(source, { lazyEntries: true }, opened);
    else yauzl.fromBuffer(source, { lazyEntries: true }, opened);
  });
}

/**
 * Each entry of a ZIP by name, with the SHA-256 of its contents, hashed as it streams so a large
 * archive is never held whole.
 */
export const zipEntryHashes = (source: string | Buffer) =>
  readZip(source, () => {
    const hash = createHash('sha256');
    return { add: (chunk) => hash.update(chunk), done: () => hash.digest('hex') };
  });

/** Each entry of a (small) ZIP by name, with its contents. */
export const zipEntries = (source: string | Buffer) =>
  readZip(source, () => {
    const parts: Buffer[] = [];
    return { add: (chunk) => parts.push(chunk), done: () => Buffer.concat(parts) };
  });
