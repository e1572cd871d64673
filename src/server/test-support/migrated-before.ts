import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateDatabase } from '@/server/db/migrate';
import { createTestDatabase, type TestDatabaseHandle } from './test-database';

/**
 * A test database migrated up to, not including, the migration tagged `tag` (a copy of
 * /migrations with the journal cut there), for a test that writes rows as they were before it
 * and then runs the rest with `migrateDatabase(handle)`. `close` drops both.
 */
export async function migratedBefore(
  tag: string,
): Promise<{ handle: TestDatabaseHandle; close: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'evisa-migrations-'));
  await cp(path.resolve('migrations'), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut <= 0) throw new Error(`no migration ${tag} after the first`);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalFile, JSON.stringify(journal));
  const handle = await createTestDatabase({ migrate: false });
  await migrateDatabase(handle, { migrationsFolder: folder });
  return {
    handle,
    async close() {
      await handle.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
