import { buildApp } from '@/server/app';
import { loadConfig, type Config } from '@/server/config';
import { createTestDatabase } from '@/server/test-support/test-database';

/** An app on an isolated database (PGlite in memory, or a fresh PostgreSQL database). */
export async function buildTestApp(overrides: Partial<Record<keyof Config, string>> = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/evisa-test-data',
    CLIENT_DIR: '/nonexistent-client',
    ...overrides,
  });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
