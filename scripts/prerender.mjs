// Renders the public pages and the wizard's first step to HTML in English at build time
// (src/web/entry-prerender.tsx, bundled for Node by Vite into <BUILD_DIR>/prerender), into
// <BUILD_DIR>/pages: one file per page, built from the client's index.html, and pages.json
// mapping each path to its file. The server sends them (src/server/plugins/client.ts); main.tsx
// hydrates them. The bundle stays in the build: a server started with another site
// configuration (SITE_CONFIG) renders the pages again with it.
// docs/decisions/0024-prerendering.md, 0046-site-configuration.md.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'dist');
const ssrDir = path.join(buildDir, 'prerender');
const pagesDir = path.join(buildDir, 'pages');

await build({
  configFile: path.resolve('vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'entry-prerender.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false },
});

const entry = await import(pathToFileURL(path.join(ssrDir, 'entry-prerender.js')).href);
entry.useSite(entry.publicSite(entry.defaultSiteConfig));
const template = await readFile(path.join(buildDir, 'client', 'index.html'), 'utf8');

await rm(pagesDir, { recursive: true, force: true });
await mkdir(pagesDir, { recursive: true });
const index = {};
for (const pagePath of entry.prerenderedPaths) {
  const html = await entry.renderDocument(pagePath, template);
  const file = `${pagePath === '/' ? 'home' : pagePath.slice(1).replace(/\//g, '_')}.html`;
  await writeFile(path.join(pagesDir, file), html);
  index[pagePath] = file;
}
await writeFile(path.join(pagesDir, 'pages.json'), `${JSON.stringify(index, null, 2)}\n`);
console.log(`prerendered ${Object.keys(index).length} pages into ${pagesDir}`);
