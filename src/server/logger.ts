import type { FastifyServerOptions } from 'fastify';

/**
 * Request logs without personal data: no query strings (status checks carry an email),
 * no bodies, and authorization/cookie headers redacted should anything log headers.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; id: string }) {
        return { id: request.id, method: request.method, path: request.url.split('?')[0] };
      },
    },
  };
}
