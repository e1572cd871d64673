import { buildApp } from '@/server/app';
import { loadConfig, type Config } from '@/server/config';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';

/** An app on an isolated database (PGlite in memory, or a fresh PostgreSQL database). */
export async function buildTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  /** A database shared with other apps (several instances, or a restart); the caller closes it. */
  shared?: { database: TestDatabaseHandle },
) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/evisa-test-data',
    CLIENT_DIR: '/nonexistent-client',
    ...overrides,
  });
  const database = shared?.database ?? (await createTestDatabase());
  const app = await buildApp({ config, database });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (!shared) await database.close();
    },
  };
}
