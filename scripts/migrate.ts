/**
 * Applies pending migrations to the configured database (PGlite in DATA_DIR, or DATABASE_URL)
 * and exits. `npm start` does the same on every start; this is for deploy pipelines.
 * Run: npm run db:migrate
 */
import { ConfigError, loadConfig } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/data-dir/open-database';
import { StartupError } from '../src/server/data-dir/startup-error';

// Takes the same DATA_DIR lock as the server: migrating under a running server loses data.
try {
  const { database, warnings, afterClose } = await openConfiguredDatabase(loadConfig());
  for (const warning of warnings) console.warn(warning);
  console.log(`migrations applied (${database.kind})`);
  await database.close();
  await afterClose();
} catch (err) {
  if (!(err instanceof ConfigError || err instanceof StartupError)) throw err;
  console.error(err.message);
  process.exit(1);
}
