/**
 * Stands in for the site's origin in the pages the build prerenders (canonical links); the
 * server puts the request's public origin in its place (docs/decisions/0024-prerendering.md).
 */
export const ORIGIN_PLACEHOLDER = 'https://prerender.invalid';
