import type { FastifyServerOptions } from 'fastify';
import { serializeError } from '@/server/lib/safe-error';

/**
 * Request logs without personal data: no query strings (status checks carry an email),
 * no bodies, and authorization/cookie headers redacted should anything log headers. Errors
 * lose their query parameters and any value a database message quotes (lib/safe-error.ts).
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        // Should anything log a query's values beside an error, not through the serializer.
        'params',
        'parameters',
        '*.params',
        '*.parameters',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: serializeError,
      error: (value: unknown) => (value instanceof Error ? serializeError(value) : value),
      req(request: { method: string; url: string; id: string }) {
        return { id: request.id, method: request.method, path: request.url.split('?')[0] };
      },
    },
  };
}
