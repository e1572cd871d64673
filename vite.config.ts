import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/web',
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    // BUILD_DIR lets parallel work build side by side (default dist).
    outDir: path.resolve(process.env.BUILD_DIR ?? 'dist', 'client'),
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
  },
  server: {
    port: 5173,
    // '/pay/' with the slash: a bare '/pay' prefix would also proxy the /payment* pages.
    proxy: { '/api': 'http://127.0.0.1:3000', '/pay/': 'http://127.0.0.1:3000' },
  },
});
