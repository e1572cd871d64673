// Where the app's own files are, found from this module's location and never from the working
// directory, so the server and the operator commands run from anywhere (docs/deploy.md).
//
// From source (tests, npm run dev, the npm run scripts through tsx) this file is
// src/server/app-paths.ts; built, it is bundled into dist/server/<entry>.js
// (scripts/build-server.mjs), which also copies the migrations to dist/migrations.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface AppPaths {
  /** drizzle's migrations folder (meta/_journal.json and the SQL files). */
  migrations: string;
  /** The Vite build output, served by the server unless CLIENT_DIR says otherwise. */
  client: string;
  /** The app's package.json (its version goes into backups). */
  packageJson: string;
}

/** `moduleUrl` is for tests; the default is this module, wherever it was bundled to. */
export function appPaths(moduleUrl: string = import.meta.url): AppPaths {
  const here = path.dirname(fileURLToPath(moduleUrl));
  if (moduleUrl.endsWith('.ts')) {
    const root = path.resolve(here, '../..');
    return {
      migrations: path.join(root, 'migrations'),
      client: path.join(root, 'dist', 'client'),
      packageJson: path.join(root, 'package.json'),
    };
  }
  const dist = path.resolve(here, '..');
  return {
    migrations: path.join(dist, 'migrations'),
    client: path.join(dist, 'client'),
    packageJson: path.join(dist, '..', 'package.json'),
  };
}
