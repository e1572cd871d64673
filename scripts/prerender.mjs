// Renders the public pages and the wizard's first step to HTML in English at build time
// (src/web/entry-prerender.tsx, bundled for Node by Vite), into <BUILD_DIR>/pages: one file per
// page, built from the client's index.html, and pages.json mapping each path to its file. The
// server sends them (src/server/plugins/client.ts); main.tsx hydrates them.
// docs/decisions/0024-prerendering.md.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'dist');
// Inside the project, so the bundle's external imports (react, react-router...) resolve.
const ssrDir = path.resolve('node_modules/.cache', `prerender-${process.pid}`);
const pagesDir = path.join(buildDir, 'pages');

await build({
  configFile: path.resolve('vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'entry-prerender.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false },
});

const entry = await import(pathToFileURL(path.join(ssrDir, 'entry-prerender.js')).href);
const template = await readFile(path.join(buildDir, 'client', 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
if (!template.includes(ROOT) || !TITLE.test(template)) {
  throw new Error('index.html lacks the #root element or the <title> the prerender replaces');
}

const escapeAttr = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
await rm(pagesDir, { recursive: true, force: true });
await mkdir(pagesDir, { recursive: true });
const index = {};
for (const pagePath of entry.prerenderedPaths) {
  const page = await entry.render(pagePath);
  if (!/<h1[\s>]/.test(page.body)) throw new Error(`${pagePath} rendered without a heading`);
  // Marked so the browser can drop them once React has put in its own (components/page-meta.tsx).
  const head = page.head.replace(/<(title|meta|link)\b/g, '<$1 data-prerender=""');
  const html = template
    .replace(TITLE, () => head)
    .replace(
      ROOT,
      () =>
        `<div id="root" data-prerendered="${escapeAttr(pagePath)}" data-ns="${escapeAttr(page.namespaces.join(','))}">${page.body}</div>`,
    );
  const file = `${pagePath === '/' ? 'home' : pagePath.slice(1).replace(/\//g, '_')}.html`;
  await writeFile(path.join(pagesDir, file), html);
  index[pagePath] = file;
}
await writeFile(path.join(pagesDir, 'pages.json'), `${JSON.stringify(index, null, 2)}\n`);
await rm(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${Object.keys(index).length} pages into ${pagesDir}`);
