import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

// Errors Fastify raises before any route or hook runs (a malformed %-escape such as `/%`, an
// over-long path parameter). Without this they get Fastify's own body, not our one shape.
const answers: Record<string, { status: number; message: string; field: string }> = {
  FST_ERR_BAD_URL: {
    status: 400,
    message: 'This address is not valid.',
    field: 'The address contains a malformed %-escape.',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    message: 'This address is too long.',
    field: 'A part of the address is too long.',
  },
};

/** Fastify's `frameworkErrors` option: { message, errors } and no caching, as on the API. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = answers[error.code] ?? {
    status: 400,
    message: 'This request is not valid.',
    field: 'The request could not be routed.',
  };
  request.log.info({ code: error.code, status: answer.status }, 'request rejected before routing');
  return reply
    .status(answer.status)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send({ message: answer.message, errors: { url: answer.field } });
}
