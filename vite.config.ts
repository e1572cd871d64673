import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { localeFilesPlugin, localesUrlBase } from './scripts/vite/locale-files.ts';

const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const localesDir = fromRoot('./src/web/locales');
const localesBase = localesUrlBase(localesDir);

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/web',
  publicDir: fromRoot('./src/web/public'),
  plugins: [react(), tailwindcss(), localeFilesPlugin(localesDir, localesBase)],
  // Where the browser build fetches translations (src/web/i18n/i18n.ts); dev and the
  // prerender's Node build import them instead.
  define: {
    __LOCALES_URL_BASE__: JSON.stringify(command === 'build' && !isSsrBuild ? localesBase : ''),
  },
  resolve: {
    alias: [
      { find: '@', replacement: fromRoot('./src') },
      // Builds only, smaller first page (docs/decisions/0022-first-page-javascript.md): React
      // Router's package resolves its development build (warnings included) for every bundler,
      // and react-i18next's hook shim is React 19's own hook.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs'),
            },
            {
              find: /^use-sync-external-store\/shim$/,
              replacement: fromRoot('./src/web/lib/use-sync-external-store-shim.ts'),
            },
          ]
        : []),
    ],
  },
  build: {
    // Every browser the site supports has <link rel="modulepreload">: no polyfill.
    modulePreload: { polyfill: false },
    // BUILD_DIR lets parallel work build side by side (default dist).
    outDir: path.resolve(process.env.BUILD_DIR ?? 'dist', 'client'),
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // The browser build puts everything the first page needs (the entry and all it imports
    // statically: React, the router, i18next, the shell) in one chunk, which compresses about
    // 2 KB smaller than the handful rolldown would otherwise cut it into; pages, dialogs and
    // translations stay lazy (docs/decisions/0022-first-page-javascript.md). Node builds
    // (build.ssr, the prerender) keep rolldown's default.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Lazy chunks are named by their hash alone: the first page's JavaScript lists every
            // one of them to preload it, and their names cost it about 0.4 KB gzip
            // (docs/decisions/0022-first-page-javascript.md). The entry keeps its name.
            chunkFileNames: 'assets/[hash].js',
            codeSplitting: {
              groups: [
                { name: 'shell', tags: ['$initial'] },
                // The reference lists (countries, ports) in one chunk, however the pages that
                // use them share them: each extra chunk lengthens the shell's preload lists.
                { name: 'reference', test: /src[\\/]domain[\\/]reference[\\/]/ },
                // zod in a chunk of its own, which only the schemas' modules import: the pages load
                // their forms' schemas when idle, so none evaluates zod before it hydrates
                // (docs/decisions/0024-prerendering.md). A group that captured shared modules (the
                // support page's, until 2026-11-29) takes their dependencies in too, zod with them,
                // and every page using one of them then loaded it.
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
              ],
            },
          },
        },
  },
  server: {
    port: 5173,
    // '/pay/' with the slash: a bare '/pay' prefix would also proxy the /payment* pages.
    proxy: {
      '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
      '/pay/': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
    },
  },
}));
