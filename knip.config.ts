import type { KnipConfig } from 'knip';

// `npm run knip` (part of `npm test`): unused files, exports, types and dependencies, and
// packages imported but not listed in package.json. Why it is set up this way:
// docs/decisions/0027-knip-and-repo-check.md.
//
// Knip's plugins read vite.config.ts (index.html, so src/web/main.tsx), vitest.config.ts (the
// tests), playwright.config.ts (e2e/), eslint.config.js, drizzle.config.ts and the npm scripts.
// The entries below are the ones no config names. A `!` marks what runs in production:
// `knip --production` starts from those alone, so it finds files and dependencies that only
// tests and tools use.
const config: KnipConfig = {
  entry: [
    // Bundled by scripts/build-server.mjs; the heavy-work threads load heavy-worker by path
    // (src/server/services/heavy-work/heavy-work.ts), its source twin only from source.
    'src/server/server.ts!',
    'src/server/services/heavy-work/heavy-worker.ts!',
    'src/server/services/heavy-work/heavy-worker-from-source.mjs',
    // Built for Node by scripts/prerender.mjs (vite build --ssr), which knip cannot read.
    'src/web/entry-prerender.tsx!',
    // vite.config.ts puts it in place of use-sync-external-store/shim in builds, by path.
    'src/web/lib/use-sync-external-store-shim.ts!',
    // drizzle-kit reads every export of the schema folder (drizzle.config.ts), and the client
    // hands the whole module to drizzle() for its relational queries.
    'src/server/db/schema/*.ts!',
    // The build and start scripts, and the operator's commands (npm run db:migrate, staff,
    // backup, restore, rotate-key), all of which run in production.
    'scripts/{build-server,bundle-size,compress-client,prerender,start}.mjs!',
    'scripts/{migrate,staff,backup,restore,rotate-key}.ts!',
    // Vite plugins of ours, imported by vite.config.ts, which the production build runs.
    'scripts/vite/*.ts!',
    // Started as a child process, by path, by src/server/services/mail/crash-recovery.test.ts.
    'src/server/test-support/mail/queue-and-die.ts',
    // Run by hand (docs/decisions/0011-staff-dashboard.md).
    'scripts/bench/explain-dashboard-search.ts',
    // Run by hand, and its benchPhotoChecks() is for a documents benchmark to include
    // (docs/decisions/0040-face-detection.md).
    'scripts/bench/photo-checks.ts',
    // Started as a child process, by path, by src/server/services/documents/offline-checks.test.ts.
    'src/server/test-support/offline-checks.ts',
    // Started as a child process, by path, by e2e/support/global-setup.ts (the staff accounts).
    'e2e/support/seed-staff.ts',
  ],
  project: [
    'src/**/*.{ts,tsx,css,mjs}!',
    'scripts/**/*.{ts,mjs}!',
    'e2e/**/*.ts',
    '*.config.{ts,js}',
    // Not production: tests, their helpers, and the tools that check or measure the product.
    '!src/**/*.test.{ts,tsx}!',
    '!src/**/test-support/**!',
    '!scripts/**/*.test.ts!',
    '!scripts/{bench,chaos,security}/**!',
    '!scripts/{dev,test,database-free-tests,security,check-repo,check-translations,error-catalogue,mail-open}.*!',
  ],
  // Deliberately broken or unused code that the fixture tests (scripts/*.test.ts) run on.
  ignore: [
    'scripts/lint-fixtures/**',
    'scripts/repo-check-fixtures/**',
    'scripts/knip-fixtures/**',
  ],
  // Loaded by name, as pino's transport in a worker thread (src/server/logger.ts): no import.
  ignoreDependencies: ['pino-pretty'],
  // util-linux's, run by src/server/services/documents/offline-checks.test.ts (a network
  // namespace); systemd's, run by scripts/systemd-unit.test.ts (.ci/run installs it).
  ignoreBinaries: ['unshare', 'systemd-analyze'],
  // A value exported but used only in its own file is reported (drop the `export`). A type or
  // interface is not: one that an exported function's signature uses is part of its contract.
  ignoreExportsUsedInFile: { interface: true, type: true },
};

export default config;
