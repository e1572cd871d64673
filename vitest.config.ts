import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // As in dev (vite.config.ts): translations are imported, not fetched.
  define: { __LOCALES_URL_BASE__: JSON.stringify('') },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
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
  },
});
