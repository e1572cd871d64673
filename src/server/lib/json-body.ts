import type { FastifyInstance } from 'fastify';
import { HttpError } from '@/server/lib/http-errors';
import { MAX_UPLOAD_BYTES } from '@/domain/documents';

// JSON bodies (docs/requirements/limits.md): a body nested deeper than any of ours is refused
// after one linear scan, before JSON.parse, whose cost on hundreds of thousands of nested
// brackets held the event loop for everyone.

/** The deepest nesting of arrays and objects a body may have; ours need fewer than 8. */
const MAX_JSON_DEPTH = 32;

/**
 * The default body limit for JSON: ten travellers' details with every field at its longest fit
 * in well under half of it. Routes that need more (a drawn signature) say so.
 */
export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`. Brackets inside strings do
 * not count; malformed text is left for the parser to refuse. One pass, no allocation.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

/** Replaces Fastify's JSON parser with the same one behind the depth check. */
export function registerJsonParser(app: FastifyInstance) {
  // Fastify's own parser: refuses __proto__ and constructor.prototype keys, as by default.
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError('request.too_deep'), undefined);
      return;
    }
    parse(request, text, done);
  });
}

/**
 * A refused body declared at up to this size is read and thrown away after the answer instead
 * of the connection being closed under it (the largest upload we take, with room to spare).
 */
const DRAIN_REFUSED_UP_TO = 2 * MAX_UPLOAD_BYTES;

/**
 * Lets a client that is still sending a refused body read its answer (docs/requirements/limits.md).
 * Fastify answers a body it will not read (too large, say) with `Connection: close`; the
 * socket then closes while the client is still writing, the client's system resets the
 * connection, and the 413 is lost on the way ("fetch failed" instead of the message). A body
 * whose Content-Length is within reach is instead discarded as it arrives (Node does this for
 * an unread body on a connection kept open), so the answer arrives whole; a larger or
 * unannounced one is still cut off.
 */
export function drainRefusedBodies(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every answer, and most leave at once.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete && reply.getHeader('connection') === 'close') {
      const declared = Number(request.headers['content-length']);
      if (Number.isSafeInteger(declared) && declared <= DRAIN_REFUSED_UP_TO) {
        reply.removeHeader('connection');
      }
    }
    done(null, payload);
  });
}
