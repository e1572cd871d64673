import type { FastifyRequest } from 'fastify';
import type { Config } from '@/server/config';

// One origin per service (docs/requirements/product-decisions.md, "One address"): a browser holds
// the application in the storage of the origin it started on, so the payment provider's return
// and every emailed link must land on that same origin.

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where links back to the site point for this visitor. With PUBLIC_URL set it is always
 * PUBLIC_URL (other hosts are redirected there). Without it (local use) it is the loopback
 * origin the visitor used, so starting on 127.0.0.1 returns to 127.0.0.1; any other Host
 * header is never trusted and gets the default.
 */
export function publicOriginFor(
  request: Pick<FastifyRequest, 'host' | 'hostname' | 'protocol'>,
  config: Pick<Config, 'PUBLIC_URL' | 'PUBLIC_URL_CONFIGURED'>,
): string {
  if (config.PUBLIC_URL_CONFIGURED) return config.PUBLIC_URL;
  if (!LOOPBACK.has(request.hostname) || !/^[\w.[\]:-]+$/.test(request.host)) {
    return config.PUBLIC_URL;
  }
  return `${request.protocol}://${request.host}`;
}

/**
 * The canonical address of a page request on another host, or undefined when it is already
 * there. Only pages: API calls, health checks by IP, the hosted payment pages and each
 * instance's /metrics are answered wherever they arrive.
 */
export function canonicalRedirect(
  request: Pick<FastifyRequest, 'host' | 'method' | 'url'>,
  config: Pick<Config, 'PUBLIC_URL' | 'PUBLIC_URL_CONFIGURED'>,
): string | undefined {
  if (!config.PUBLIC_URL_CONFIGURED) return undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (/^\/(api|pay|metrics)([/?]|$)/.test(request.url)) return undefined;
  const canonical = new URL(config.PUBLIC_URL);
  if (request.host.toLowerCase() === canonical.host.toLowerCase()) return undefined;
  return `${canonical.origin}${request.url}`;
}
