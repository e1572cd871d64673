/**
 * The build's prerender (scripts/prerender.mjs runs it in Node): renders the public pages and
 * the wizard's first step to HTML in English, so a phone paints the page before the JavaScript
 * has run; main.tsx then hydrates that HTML. docs/decisions/0024-prerendering.md.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';
import { AppProviders } from './app/app';
import { preloadRoute } from './app/preload-route';
import { AppRoutes, routes } from './app/routes';
import type { PublicSite } from '@/domain/site-config';
import { forgetUsedNamespaces, initPrerenderI18n, preloadNamespaces, usedNamespaces } from './i18n';
import { setSite } from './lib/site';

export { defaultSiteConfig, publicSite } from '@/domain/site-config';

/** The agency the pages are rendered for: today's at build time, the configured one at start. */
export function useSite(site: PublicSite): void {
  setSite(site);
}

/** The pages rendered at build time: what a visitor can land on from a search or a link. */
export const prerenderedPaths = [
  '/',
  '/visa-types',
  '/requirements',
  '/processing',
  '/support',
  '/check-status',
  '/status-check',
  '/apply/trip',
  '/privacy-policy',
  '/terms-of-service',
  '/terms-conditions',
  '/security-policy',
  '/refund-policy',
] as const;

export interface PrerenderedPage {
  /** The markup inside #root. */
  body: string;
  /** The page's <title>, description and canonical link, for <head>. */
  head: string;
  /** The translation namespaces the page used (main.tsx loads them before hydrating). */
  namespaces: string[];
}

let ready: Promise<unknown> | undefined;

async function renderOnce(path: string, final: boolean): Promise<string> {
  const app = (
    <StrictMode>
      <AppProviders>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>
  );
  if (!final) {
    // The first pass waits for everything the page loads (its words, lazy parts), so the final
    // pass finds them ready.
    const { prelude } = await prerender(app);
    await new Response(prelude).text();
    return '';
  }
  // renderToString, not a streaming prerender: with everything loaded nothing suspends, and the
  // HTML needs no inline script (the CSP forbids them).
  const html = renderToString(app);
  if (html.includes('<!--$?-->') || html.includes('<!--$!-->')) {
    throw new Error(`prerendering ${path}: a part of the page failed or was still loading`);
  }
  return html;
}

/** React hoists <title>, <meta> and <link> to the front of a partial render: take them out. */
const HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

export async function render(path: string): Promise<PrerenderedPage> {
  ready ??= initPrerenderI18n();
  await ready;
  await preloadRoute(path);
  forgetUsedNamespaces();
  // The first pass finds the namespaces; the second renders with them loaded, as the browser will.
  await renderOnce(path, false);
  const namespaces = usedNamespaces().filter((ns) => ns !== 'translation');
  await preloadNamespaces(namespaces);
  const html = await renderOnce(path, true);
  const head = HEAD_TAGS.exec(html)?.[0] ?? '';
  if (!matchRoutes(routes, path)) throw new Error(`no route for ${path}`);
  return { body: html.slice(head.length), head, namespaces };
}

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The whole HTML document of `path`: the client's index.html (`template`) with the page's head
 * and its rendered #root, marked with the path and the namespaces main.tsx loads to hydrate it.
 */
export async function renderDocument(path: string, template: string): Promise<string> {
  if (!template.includes(ROOT) || !TITLE.test(template)) {
    throw new Error('index.html lacks the #root element or the <title> the prerender replaces');
  }
  const page = await render(path);
  if (!/<h1[\s>]/.test(page.body)) throw new Error(`${path} rendered without a heading`);
  // Marked so the browser can drop them once React has put in its own (components/page-meta.tsx).
  const head = page.head.replace(/<(title|meta|link)\b/g, '<$1 data-prerender=""');
  return template
    .replace(TITLE, () => head)
    .replace(
      ROOT,
      () =>
        `<div id="root" data-prerendered="${escapeAttr(path)}" data-ns="${escapeAttr(page.namespaces.join(','))}">${page.body}</div>`,
    );
}
