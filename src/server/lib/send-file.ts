import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** `inline; filename="..."` with an ASCII fallback and the exact name in RFC 5987 form. */
function contentDisposition(
  fileName: string,
  disposition: 'inline' | 'attachment' = 'inline',
): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export interface FileAnswer {
  stream: Readable;
  mimeType: string;
  fileName: string;
}

/**
 * Streams a stored file: its stored type (checked by content on upload; nosniff keeps the
 * browser to it), its name, shown or downloaded, and no copy in any cache when `noStore`.
 */
export function sendFile(
  reply: FastifyReply,
  file: FileAnswer,
  {
    disposition = 'inline',
    noStore = false,
  }: { disposition?: 'inline' | 'attachment'; noStore?: boolean } = {},
) {
  if (noStore) reply.header('cache-control', 'no-store');
  return reply
    .type(file.mimeType)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(file.fileName, disposition))
    .send(file.stream);
}
