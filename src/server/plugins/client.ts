import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ORIGIN_PLACEHOLDER } from '@/domain/prerender-origin';
import { isSitePage } from '@/domain/site-paths';
import { HttpError } from '@/server/lib/http-errors';

export interface ClientOptions {
  /** The Vite build output (dist/client). Absent in API-only tests. */
  clientDir: string;
  /**
   * The build's prerendered pages (dist/pages: pages.json and one HTML file per path), sent
   * instead of the empty index.html on those paths. Default: `pages` beside clientDir.
   */
  pagesDir?: string;
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
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath) : undefined;
  const pages = readPrerenderedPages(opts.pagesDir ?? path.join(opts.clientDir, '..', 'pages'));

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
