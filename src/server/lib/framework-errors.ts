import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { PlainErrorCode } from '@/domain/errors';
import { HttpError } from '@/server/lib/http-errors';

// Errors Fastify and its plugins raise themselves, as codes of the catalogue: by their own code
// where they have one we know, else by their status.
const byFrameworkCode: Record<string, PlainErrorCode> = {
  FST_ERR_BAD_URL: 'request.bad_url',
  FST_ERR_MAX_PARAM_LENGTH: 'request.path_too_long',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupported_media_type',
};
const byStatus: Record<number, PlainErrorCode> = {
  406: 'request.unsupported_media_type',
  413: 'request.too_large',
  415: 'request.unsupported_media_type',
  429: 'request.rate_limited',
};

/** The refusal to answer for a framework error with a 4xx status. */
export function refusalOfFramework(error: Pick<FastifyError, 'code' | 'statusCode'>): HttpError {
  const code =
    byFrameworkCode[error.code] ?? byStatus[error.statusCode ?? 400] ?? 'request.invalid';
  return new HttpError(code);
}

/**
 * Fastify's `frameworkErrors` option: errors raised before any route or hook runs (a malformed
 * %-escape such as `/%`, an over-long path parameter). Without it they get Fastify's own body.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const refusal = refusalOfFramework(error);
  request.log.info(
    { code: error.code, status: refusal.statusCode },
    'request rejected before routing',
  );
  return reply
    .status(refusal.statusCode)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(refusal.toBody());
}
