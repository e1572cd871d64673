import { createHmac, randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { constantTimeEqual } from '@/server/lib/secrets';

// Cross-site request forgery defence for the sandbox gateway's forms, in two independent
// layers (docs/decisions/0010-hardening.md): the browser's Origin (or Referer) must be ours, and
// the form must carry the token that our page rendered and that a signed, HttpOnly,
// SameSite=Strict cookie scoped to this checkout vouches for. A page on another site can
// neither read the token nor set the cookie.

const FORM_COOKIE = 'sandbox_form';
const FORM_TOKEN_FIELD = 'csrfToken';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 24 letters, ~137 bits; letters only, so a token in a page never looks like a card number. */
const newNonce = () =>
  Array.from({ length: 24 }, () => LETTERS[randomInt(LETTERS.length)]).join('');

export interface FormGuardOptions {
  /** Signs the cookie; derived from the sandbox's own secret. */
  secret: string;
  /** PUBLIC_URL: its origin is always accepted. */
  publicUrl: string;
}

export function createFormGuard({ secret, publicUrl }: FormGuardOptions) {
  const key = createHmac('sha256', secret).update('sandbox-form-token').digest();
  const sign = (checkoutId: string, nonce: string) =>
    createHmac('sha256', key).update(`${checkoutId}:${nonce}`).digest('base64url');
  const publicOrigin = new URL(publicUrl).origin;
  const secure = publicUrl.startsWith('https:');

  /** The nonce of a genuine cookie for this checkout, else undefined. */
  function cookieNonce(request: FastifyRequest, checkoutId: string): string | undefined {
    const value = readCookie(request.headers.cookie, FORM_COOKIE);
    const [nonce, signature] = value?.split('.') ?? [];
    if (!nonce || !signature) return undefined;
    return constantTimeEqual(signature, sign(checkoutId, nonce)) ? nonce : undefined;
  }

  function isOwnOrigin(request: FastifyRequest): boolean {
    const allowed = new Set([publicOrigin, `${request.protocol}://${request.host}`]);
    const origin = request.headers.origin;
    // Browsers send Origin on every form POST; 'null' (sandboxed frame, privacy redirect) is refused.
    if (origin !== undefined) return allowed.has(origin);
    const referer = request.headers.referer;
    if (referer === undefined) return true; // a non-browser client: the token still has to match
    try {
      return allowed.has(new URL(referer).origin);
    } catch {
      return false;
    }
  }

  return {
    /** The token to put in this page's forms; sets the cookie when the browser has none yet. */
    issue(request: FastifyRequest, reply: FastifyReply, checkoutId: string): string {
      const existing = cookieNonce(request, checkoutId);
      if (existing) return existing; // a second tab or a re-render keeps the first tab working
      const nonce = newNonce();
      const attributes = [
        `${FORM_COOKIE}=${nonce}.${sign(checkoutId, nonce)}`,
        `Path=/pay/sandbox/${checkoutId}`,
        'HttpOnly',
        'SameSite=Strict',
        'Max-Age=86400',
        ...(secure ? ['Secure'] : []),
      ];
      reply.header('Set-Cookie', attributes.join('; '));
      return nonce;
    },

    /** True when the post came from our own page for this checkout. */
    verify(request: FastifyRequest, checkoutId: string): boolean {
      if (!isOwnOrigin(request)) return false;
      const nonce = cookieNonce(request, checkoutId);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const sent = body[FORM_TOKEN_FIELD];
      return nonce !== undefined && typeof sent === 'string' && constantTimeEqual(sent, nonce);
    },
  };
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
