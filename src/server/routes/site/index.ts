import type { FastifyPluginAsync } from 'fastify';
import { publicOriginFor } from '@/server/lib/public-origin';

// robots.txt and sitemap.xml: the public pages are for search engines; staff pages, the API,
// the payment pages and the wizard's steps (which hold a person's application) are not.

/** The public pages, as search engines should list them. */
const sitemapPaths = [
  '/',
  '/apply',
  '/visa-types',
  '/requirements',
  '/processing',
  '/check-status',
  '/support',
  '/privacy-policy',
  '/terms-of-service',
  '/refund-policy',
  '/security-policy',
] as const;

const disallowed = [
  '/admin',
  '/api/',
  '/pay/',
  '/apply/',
  '/legal-agreement',
  '/payment',
  '/documents',
  '/visa-form',
];

function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function sitemapXml(origin: string): string {
  const urls = sitemapPaths
    .map((path) => `  <url><loc>${escapeXml(`${origin}${path === '/' ? '/' : path}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

const siteRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(publicOriginFor(request, app.config))),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(sitemapXml(publicOriginFor(request, app.config))),
  );
};

export default siteRoutes;
