import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  BackupError,
  DATA_PREFIX,
  DATABASE_ENTRY,
  dataEntryPath,
  MANIFEST_ENTRY,
  type BackupManifest,
} from './layout';
import type { DataFile, Snapshot } from './snapshot';
import { appPaths } from '@/server/app-paths';
import {
  decryptingChunks,
  FileDecryptionError,
  headerKeyId,
  isSealed,
  readHead,
} from '@/server/services/storage/encryption/file-cipher';
import type { Keyring } from '@/server/services/storage/encryption/keyring';

// The archive: a gzipped tar of manifest.json (first), database.tar, then data/<path> for each
// file of DATA_DIR. Regular files only, mode 0600 (docs/decisions/0025-backup-restore.md). The
// file on disk is that archive encrypted under the master key, in the format of the stored files
// (docs/decisions/0038-encryption-at-rest.md); one in clear, made before, still restores.

/** The app's version for the manifest: npm's, else the app's package.json's (app-paths.ts). */
function appVersion(): string {
  if (process.env.npm_package_version) return process.env.npm_package_version;
  try {
    const pkg = JSON.parse(readFileSync(appPaths().packageJson, 'utf8')) as {
      version?: unknown;
    };
    return typeof pkg.version === 'string' ? pkg.version : 'unknown';
  } catch {
    return 'unknown';
  }
}

function manifestOf(snapshot: Snapshot, version = appVersion()): BackupManifest {
  return {
    format: ARCHIVE_FORMAT,
    formatVersion: ARCHIVE_FORMAT_VERSION,
    createdAt: snapshot.createdAt.toISOString(),
    appVersion: version,
    takenBy: snapshot.takenBy,
    lastMigrationAt: snapshot.lastMigrationAt,
    database: {
      bytes: snapshot.database.length,
      sha256: createHash('sha256').update(snapshot.database).digest('hex'),
    },
    counts: snapshot.counts,
    data: {
      files: snapshot.files.length,
      bytes: snapshot.files.reduce((sum, f) => sum + f.size, 0),
    },
  };
}

/** The archive of `snapshot` as a gzipped stream; a file that cannot be read fails the stream. */
export function packArchive(snapshot: Snapshot, version = appVersion()): Readable {
  const pack = tar.pack();
  const fill = async () => {
    const manifest = manifestOf(snapshot, version);
    const at = snapshot.createdAt;
    await addBuffer(
      pack,
      MANIFEST_ENTRY,
      Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
      at,
    );
    await addBuffer(pack, DATABASE_ENTRY, snapshot.database, at);
    for (const file of snapshot.files) await addFile(pack, file);
    pack.finalize();
  };
  fill().catch((err: unknown) => pack.destroy(err as Error));
  const gzip = createGzip();
  pipeline(Readable.from(pack), gzip).catch(() => undefined); // a failure destroys gzip with it
  return gzip;
}

function addBuffer(pack: tar.Pack, name: string, data: Buffer, mtime: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: data.length, mode: 0o600, mtime, type: 'file' }, data, (err) =>
      err ? reject(err) : resolve(),
    );
  });
}

async function addFile(pack: tar.Pack, file: DataFile): Promise<void> {
  let settle!: (err?: Error | null) => void;
  const done = new Promise<void>((resolve, reject) => {
    settle = (err) => (err ? reject(err) : resolve());
  });
  done.catch(() => undefined); // awaited below; a failure before that must not go unhandled
  const header = {
    name: `${DATA_PREFIX}${file.relative}`,
    size: file.size,
    mode: 0o600,
    mtime: file.mtime,
    type: 'file' as const,
  };
  const sink = pack.entry(header, (err) => settle(err));
  // Exactly the size listed: a file that grew since (a write in progress) is cut there.
  if (file.size > 0) {
    for await (const chunk of createReadStream(file.source, { start: 0, end: file.size - 1 })) {
      if (!sink.write(chunk as Buffer)) await once(sink, 'drain');
    }
  }
  sink.end(null);
  await done;
}

const ZManifest = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.string(),
  appVersion: z.string(),
  takenBy: z.enum(['server', 'offline']),
  lastMigrationAt: z.number().nullable(),
  database: z.object({
    bytes: z.number().int().min(0),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  counts: z.object({ applications: z.number().int().min(0), documents: z.number().int().min(0) }),
  data: z.object({ files: z.number().int().min(0), bytes: z.number().int().min(0) }),
});

const MAX_MANIFEST_BYTES = 64 * 1024;

export interface ArchiveVisitor {
  /** Sees the manifest before anything else is read; throw to stop. */
  manifest?(manifest: BackupManifest): void | Promise<void>;
  /** The whole database dump (checked against the manifest's size and hash first). */
  database?(dump: Buffer): void | Promise<void>;
  /**
   * Each data file, by its checked relative path; must consume `content`, and stop when
   * `signal` aborts (the archive turned out damaged while the file was being read).
   */
  file?(
    relative: string,
    content: AsyncIterable<Buffer>,
    mtime: Date,
    signal: AbortSignal,
  ): Promise<void>;
}

/**
 * Reads and checks an archive from start to end: the manifest first and of a format this app
 * knows, only regular files with safe names, the database's size and sha-256, the number and
 * size of data files, and a gzip stream that ends properly (its CRC checked by zlib). Anything
 * else rejects with a BackupError, at the first offending entry.
 */
export async function readArchive(
  archivePath: string,
  visit: ArchiveVisitor = {},
  keyring?: Keyring,
): Promise<BackupManifest> {
  const bad = (why: string) => new BackupError(`${archivePath} is not a usable backup: ${why}.`);
  const extract = tar.extract();
  const feeding = pipeline(await openArchive(archivePath, keyring), createGunzip(), extract);
  feeding.catch(() => undefined); // seen through feedingFailed below
  let manifest: BackupManifest | undefined;
  let databaseSeen = false;
  let files = 0;
  let bytes = 0;
  const seen = new Set<string>();
  // When zlib fails (a cut or corrupted file), the pipeline destroys the extract stream, but
  // neither its iterator nor the entry a visitor is reading settles then: both would wait
  // forever. The failure aborts the visitor instead and ends the reading at once; the visitor's
  // own work is waited for, so nothing is written after this returns.
  const aborted = new AbortController();
  const feedingFailed = feeding.then(
    () => new Promise<never>(() => undefined),
    (err: unknown) => {
      aborted.abort(err);
      throw err;
    },
  );
  let visiting: Promise<void> | undefined;
  const entries = async () => {
    for await (const source of extract) {
      const { name, type, size, mtime } = source.header;
      const entry = source as AsyncIterable<unknown> as AsyncIterable<Buffer>;
      if (type !== 'file') throw bad(`entry ${JSON.stringify(name)} is a ${type}, not a file`);
      if (seen.has(name)) throw bad(`entry ${JSON.stringify(name)} appears twice`);
      seen.add(name);
      if (!manifest) {
        if (name !== MANIFEST_ENTRY) throw bad(`it does not start with ${MANIFEST_ENTRY}`);
        if (size > MAX_MANIFEST_BYTES) throw bad(`${MANIFEST_ENTRY} is too large`);
        manifest = parseManifest(await collect(entry), bad);
        await visit.manifest?.(manifest);
      } else if (name === DATABASE_ENTRY) {
        const dump = await collect(entry);
        const sha256 = createHash('sha256').update(dump).digest('hex');
        if (dump.length !== manifest.database.bytes || sha256 !== manifest.database.sha256)
          throw bad('the database dump does not match its size and checksum in the manifest');
        databaseSeen = true;
        await visit.database?.(dump);
      } else {
        const relative = dataEntryPath(name);
        if (!relative) throw bad(`entry ${JSON.stringify(name)} has an unsafe or unexpected name`);
        files += 1;
        bytes += size;
        if (visit.file) await (visiting = visit.file(relative, entry, mtime, aborted.signal));
        else for await (const _chunk of entry) void _chunk;
      }
    }
  };
  try {
    await Promise.race([entries(), feedingFailed]);
    await feeding;
  } catch (err) {
    extract.destroy();
    await visiting?.catch(() => undefined);
    if (err instanceof BackupError || (err as NodeJS.ErrnoException).syscall) throw err;
    if (err instanceof FileDecryptionError)
      throw bad(`it is damaged or incomplete (${err.message})`);
    // zlib's and tar's own complaints: a cut-off or corrupted file.
    throw bad(`it is damaged or incomplete (${(err as Error).message})`);
  }
  if (!manifest) throw bad(`it has no ${MANIFEST_ENTRY}`);
  if (!databaseSeen) throw bad(`it has no ${DATABASE_ENTRY}`);
  if (files !== manifest.data.files || bytes !== manifest.data.bytes)
    throw bad(
      `it holds ${files} files (${bytes} bytes) where the manifest lists ` +
        `${manifest.data.files} (${manifest.data.bytes} bytes)`,
    );
  return manifest;
}

/** The archive's gzip stream: decrypted, or as it is for a backup made before encryption. */
async function openArchive(archivePath: string, keyring: Keyring | undefined): Promise<Readable> {
  const file = createReadStream(archivePath);
  const { head, rest } = await readHead(file);
  if (!isSealed(head)) {
    file.destroy();
    return createReadStream(archivePath);
  }
  const keyId = headerKeyId(head);
  if (!keyring || !(await keyring.find(keyId))) {
    file.destroy();
    throw new BackupError(
      `${archivePath} is encrypted under master key ${keyId}, which ` +
        `${keyring ? `${keyring.source} does not hold` : 'was not given'}. Give the key the ` +
        'backup was made with: set DATA_ENCRYPTION_KEY, or pass --key-file <its encryption.key>.',
    );
  }
  return Readable.from(await decryptingChunks(head, rest, keyring));
}

function parseManifest(data: Buffer, bad: (why: string) => BackupError): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(data.toString('utf8'));
  } catch {
    throw bad(`${MANIFEST_ENTRY} is not JSON`);
  }
  const format = (json as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== ARCHIVE_FORMAT) throw bad('it is not a backup made by this app');
  if (typeof format.formatVersion === 'number' && format.formatVersion > ARCHIVE_FORMAT_VERSION)
    throw bad(
      `it was made by a newer version of the app (archive format ${format.formatVersion}); ` +
        'restore it with that version',
    );
  const parsed = ZManifest.safeParse(json);
  if (!parsed.success) throw bad(`${MANIFEST_ENTRY} is incomplete`);
  return parsed.data as BackupManifest;
}

async function collect(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}
