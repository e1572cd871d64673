import { createHash } from 'node:crypto';
import yauzl from 'yauzl';

/**
 * Each entry of a ZIP (a file on disk or the bytes in memory) by name, with the SHA-256 of its
 * contents, hashed as it streams so a large archive is never held whole.
 */
export function zipEntryHashes(source: string | Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    const found = new Map<string, string>();
    const opened = (err: Error | null, zip: yauzl.ZipFile) => {
      if (err) return reject(err);
      zip.on('error', reject);
      zip.on('end', () => resolve(found));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openErr, stream) => {
          if (openErr) return reject(openErr);
          const hash = createHash('sha256');
          stream.on('data', (d: Buffer) => hash.update(d));
          stream.on('end', () => {
            found.set(entry.fileName, hash.digest('hex'));
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
