import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZChangeFieldsRequest, ZChangeRequestView } from '@/domain/change-requests';
import { bearerToken } from '@/server/lib/bearer';
import { HttpError } from '@/server/lib/http-errors';
import { rateLimits } from '@/server/lib/rate-limits';
import { multipartLimits } from '@/server/services/documents/receive-upload';
import {
  correctChangeFields,
  uploadChangeDocument,
  viewChangeRequest,
} from '@/server/services/change-requests/traveller-changes';

// The traveller's change link (docs/requirements/change-requests.md). The token travels in the
// Authorization header (`Bearer <token>`), never in the path, so request logs never hold it.

const ZItemParams = z.object({ itemId: z.string().max(100) });
const ZDone = z.object({ completed: z.boolean() });

const tokenOf = (authorization: string | undefined): string => {
  const token = bearerToken(authorization);
  if (!token) throw new HttpError('change_request.link_invalid');
  return token;
};

const changeRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: multipartLimits });

  app.get(
    '',
    { schema: { response: { 200: ZChangeRequestView } }, config: rateLimits.changeLink },
    async (request) =>
      viewChangeRequest({ db: app.db, token: tokenOf(request.headers.authorization) }),
  );

  app.post(
    '/documents/:itemId',
    { schema: { params: ZItemParams, response: { 200: ZDone } }, config: rateLimits.changeLink },
    async (request, reply) => {
      try {
        return await uploadChangeDocument({
          db: app.db,
          storage: app.storage,
          log: request.log,
          heavyWork: app.heavyWork,
          token: tokenOf(request.headers.authorization),
          itemId: request.params.itemId,
          request,
          ip: request.ip,
        });
      } catch (err) {
        // Refused mid-body (too large): do not read the rest of what the client is sending.
        if ((err as { statusCode?: number }).statusCode === 413)
          reply.header('connection', 'close');
        throw err;
      }
    },
  );

  app.post(
    '/fields',
    {
      schema: { body: ZChangeFieldsRequest, response: { 200: ZDone } },
      config: rateLimits.changeLink,
    },
    async (request) =>
      correctChangeFields({
        db: app.db,
        token: tokenOf(request.headers.authorization),
        itemIds: request.body.itemIds,
        values: request.body.values,
        ip: request.ip,
      }),
  );
};

export default changeRequestRoutes;
