/**
 * Applies pending migrations to the configured database (PGlite in DATA_DIR, or DATABASE_URL)
 * and exits. `npm start` does the same on every start; this is for deploy pipelines.
 * Run: npm run db:migrate
 */
import { loadConfig } from '../src/server/config';
import { createDatabase, migrateDatabase } from '../src/server/db';

const config = loadConfig();
const database = await createDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: `${config.DATA_DIR}/pglite`,
});
try {
  await migrateDatabase(database);
  console.log(`migrations applied (${database.kind})`);
} finally {
  await database.close();
}
