import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ORIGIN_PLACEHOLDER } from '@/domain/prerender-origin';
import { isSitePage } from '@/domain/site-paths';
import { HttpError } from '@/server/lib/http-errors';
import { isDefaultSite, sitePublic } from '@/server/site-config';

export interface ClientOptions {
  /** The Vite build output (dist/client). Absent in API-only tests. */
  clientDir: string;
  /**
   * The build's prerendered pages (dist/pages: pages.json and one HTML file per path), sent
   * instead of the empty index.html on those paths. Default: `pages` beside clientDir.
   */
  pagesDir?: string;
  /**
   * The prerender's bundle (dist/prerender), with which the pages are rendered again when the
   * site configuration is not the build's. Default: `prerender` beside clientDir.
   */
  prerenderDir?: string;
  /** The site's origin for this request, for the pages' canonical links. */
  publicOrigin: (request: FastifyRequest) => string;
}

/**
 * Path -> page HTML from the build's prerender (scripts/prerender.mjs). /apply gets its first
 * step's page, where the browser's app takes a new visitor (docs/decisions/0024-prerendering.md).
 */
function readPrerenderedPages(pagesDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const indexFile = path.join(pagesDir, 'pages.json');
  if (!existsSync(indexFile)) return pages;
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as Record<string, string>;
  for (const [pagePath, file] of Object.entries(index)) {
    if (!/^[\w.-]+\.html$/.test(file)) throw new Error(`bad prerendered page file ${file}`);
    pages.set(pagePath, readFileSync(path.join(pagesDir, file), 'utf8'));
  }
  const firstStep = pages.get('/apply/trip');
  if (firstStep) pages.set('/apply', firstStep);
  return pages;
}

/** The element the browser app reads the site configuration from (src/web/lib/site.ts). */
const SITE_CONFIG_ELEMENT_ID = 'site-config';
/** Where index.html names the site (its <title> and <noscript>), filled in when sent. */
const SITE_NAME_PLACEHOLDER = '__SITE_NAME__';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A page as this site sends it: named after the configured agency, with the configuration the
 * browser app reads (JSON in a data block: no script runs, so the CSP is unchanged).
 */
function withSite(html: string): string {
  const site = sitePublic();
  // '<' escaped, so no value can close the element.
  const json = JSON.stringify(site).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${json}</script>`;
  return html
    .replaceAll(SITE_NAME_PLACEHOLDER, escapeHtml(site.name))
    .replace('</head>', () => `${block}</head>`);
}

interface PrerenderBundle {
  prerenderedPaths: readonly string[];
  useSite: (site: ReturnType<typeof sitePublic>) => void;
  renderDocument: (path: string, template: string) => Promise<string>;
}

/**
 * The prerendered pages rendered again for this site's configuration (another agency's name,
 * hours and prices), once, at start; a few seconds for the whole set.
 */
async function renderPagesForSite(
  prerenderDir: string,
  template: string,
): Promise<Map<string, string>> {
  const bundle = (await import(
    pathToFileURL(path.join(prerenderDir, 'entry-prerender.js')).href
  )) as PrerenderBundle;
  bundle.useSite(sitePublic());
  const pages = new Map<string, string>();
  for (const pagePath of bundle.prerenderedPaths) {
    pages.set(pagePath, await bundle.renderDocument(pagePath, template));
  }
  const firstStep = pages.get('/apply/trip');
  if (firstStep) pages.set('/apply', firstStep);
  return pages;
}

/**
 * A path that names a file (under /assets, or with an extension) and is not one: a 404, never
 * the app's HTML, so a browser holding an old page after a deploy gets a clean error instead of
 * HTML parsed as a script, and no cache stores HTML under a script's name.
 */
const looksLikeFile = (url: string) => {
  const pathname = url.split(/[?#]/)[0] ?? '';
  return pathname.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(pathname);
};

/** Serves the built React app; every other page GET gets index.html (SPA fallback). */
export default fp<ClientOptions>(async function clientPlugin(app: FastifyInstance, opts) {
  const indexPath = path.join(opts.clientDir, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  const indexHtml = template === undefined ? undefined : withSite(template);
  let pages = readPrerenderedPages(opts.pagesDir ?? path.join(opts.clientDir, '..', 'pages'));
  const prerenderDir = opts.prerenderDir ?? path.join(opts.clientDir, '..', 'prerender');
  if (template !== undefined && pages.size > 0 && !isDefaultSite()) {
    const started = performance.now();
    pages = await renderPagesForSite(prerenderDir, template);
    app.log.info(
      { pages: pages.size, ms: Math.round(performance.now() - started) },
      'rendered the pages for the site configuration',
    );
  }
  for (const [pagePath, html] of pages) pages.set(pagePath, withSite(html));

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      // Files are listed once at start-up, so unknown paths fall through to the SPA handler below.
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of every text file (scripts/compress-client.mjs).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ clientDir: opts.clientDir }, 'no client build found; serving the API only');
  }

  // Routes of their own, so the compression plugin compresses them (it skips the 404 handler).
  for (const [pagePath, html] of pages) {
    app.get(pagePath, { schema: { hide: true } }, (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(html.replaceAll(ORIGIN_PLACEHOLDER, opts.publicOrigin(request))),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile(request.url);
    if (indexHtml && wantsPage) {
      // The app renders the page, or its Not Found page for an address the site does not have:
      // then with a real 404, so links checkers and search engines see a broken link as one.
      const pathname = request.url.split(/[?#]/)[0] ?? '/';
      return reply
        .status(isSitePage(pathname) ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(indexHtml);
    }
    return reply.status(404).send(new HttpError('request.file_not_found').toBody());
  });
});
