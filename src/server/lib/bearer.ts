import { TOKEN_SHAPE } from './secrets';

const BEARER = new RegExp(`^Bearer\\s+(${TOKEN_SHAPE})$`, 'i');

/**
 * The token of an `Authorization: Bearer <token>` header, for applicants and staff alike. The
 * scheme is case-insensitive (RFC 9110, section 11.1); the token must look like one we issue.
 */
export function bearerToken(authorization: string | undefined): string | undefined {
  return BEARER.exec(authorization?.trim() ?? '')?.[1];
}
