import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Test files that replace modules (vi.mock) or globals: each runs in a fresh module graph. The
 * others share one per worker (isolate: false), which spares each file re-importing the server
 * and its libraries: about a quarter of the unit step's time.
 */
const ownModules = [
  'src/server/routes/api/admin/login-timing.test.ts',
  'src/server/routes/api/applications/resume-link-request.test.ts',
  'src/web/locales/legal-figures.test.tsx',
  'src/web/features/application-session/session-store.test.ts',
  'src/web/lib/api-client.test.ts',
];

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // As in dev (vite.config.ts): translations are imported, not fetched.
  define: { __LOCALES_URL_BASE__: JSON.stringify('') },
  test: {
    environment: 'node',
    // The heavy-work threads' entry, bundled once per run (HEAVY_WORKER_ENTRY).
    globalSetup: ['src/server/test-support/heavy-worker-bundle.ts'],
    setupFiles: [
      'src/server/test-support/column-key-setup.ts',
      'src/web/test-support/site-setup.ts',
    ],
    // Integration tests share one PostgreSQL server; two workers keep the 2-core box responsive.
    maxWorkers: 2,
    // Generous: PDF rendering, the document checks (OCR, face detection) in heavy-work threads
    // that start from source, PGlite on disk and spawned servers slow down a loaded 2-core box,
    // where an upload test took 37 s that takes 8 s on a quiet one. A passing test is not slowed.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'own-modules', include: ownModules, isolate: true } },
      {
        extends: true,
        test: {
          name: 'shared-modules',
          // Negated here rather than excluded: a project's own exclude would drop the command
          // line's --exclude (test:unit's and the PostgreSQL pass's).
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'scripts/**/*.test.ts',
            ...ownModules.map((file) => `!${file}`),
          ],
          isolate: false,
        },
      },
    ],
  },
});
