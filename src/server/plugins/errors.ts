import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldProblemsFrom, HttpError, invalidFields } from '@/server/lib/http-errors';
import { refusalOfFramework } from '@/server/lib/framework-errors';
import { isUnavailableError } from '@/server/lib/unavailable';

/** Seconds a client is told to wait after a 503 server.unavailable. */
const RETRY_AFTER_SECONDS = 5;

/**
 * One error shape for every failure: `{ code, message, params?, fields? }` (docs/errors.md).
 * A 5xx never shows internals; a dependency out of reach is a 503 (lib/unavailable.ts).
 */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(error.toBody());
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldProblemsFrom(
        error.validation.map((v) => ({
          ...v.params,
          code: v.keyword,
          message: v.message ?? '',
          path: v.instancePath.replace(/^\//, '').split('/').filter(Boolean),
        })),
      );
      return reply.status(400).send(invalidFields(fields).toBody());
    }
    const status = error.statusCode ?? 500;
    // The database or the bucket out of reach (a restart, a network fault): 503, so clients
    // and load balancers retry, and a warning rather than an error per request while it lasts.
    if (status >= 500 && isUnavailableError(error)) {
      request.log.warn({ err: error }, 'request failed: a dependency is unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send(new HttpError('server.unavailable').toBody());
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(new HttpError('server.error').toBody());
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit).
    const refusal = refusalOfFramework(error);
    request.log.info({ code: error.code, status, answer: refusal.code }, 'request rejected');
    return reply.status(refusal.statusCode).send(refusal.toBody());
  });
});
