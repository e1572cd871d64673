import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, VALIDATION_MESSAGE, type FieldErrors } from '@/server/lib/http-errors';

/** One error shape for every failure: { message, errors? }. A 5xx never shows internals. */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body = error.errors
        ? { message: error.message, errors: error.errors }
        : { message: error.message };
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const v of error.validation) {
        const key = v.instancePath.replace(/^\//, '').split('/').join('.') || '_';
        errors[key] ??= v.message ?? 'Invalid value';
      }
      return reply.status(400).send({ message: VALIDATION_MESSAGE, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ message: 'Something went wrong on our side. Please try again.' });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit): safe to show.
    request.log.info({ code: error.code, status }, 'request rejected');
    return reply.status(status).send({ message: error.message });
  });
});
