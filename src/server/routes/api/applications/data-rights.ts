import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDataRightsCodeRequest,
  ZDataRightsGrant,
  ZDataRightsGrantRequest,
  ZErasureCall,
  ZErasureOutcome,
} from '@/domain/schemas/data-rights';
import { ZSuccessResponse } from '@/domain/schemas';
import { rateLimits } from '@/server/lib/rate-limits';
import { sendFile } from '@/server/lib/send-file';
import {
  applicationForGrant,
  exchangeDataRightsCode,
  requestDataRightsCode,
} from '@/server/services/data-rights/codes';
import { erasurePlan, eraseWithGrant } from '@/server/services/data-rights/erase-application';
import { streamApplicationData } from '@/server/services/data-rights/export-data';

const exportPath = (grant: string) => `/api/applications/data-rights/export/${grant}`;

/**
 * The traveller's rights from the status page (docs/requirements/privacy.md, "Access and
 * erasure"). No access token: the status check's email and number ask for a code, the code
 * emailed to that address gives a grant, and the grant downloads or erases. Registered beside,
 * not under, the /:id plugin, as the status check is.
 */
const dataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/data-rights/codes',
    {
      schema: { body: ZDataRightsCodeRequest, response: { 202: ZSuccessResponse } },
      config: rateLimits.dataRightsCode,
    },
    async (request, reply) => {
      await requestDataRightsCode({ db: app.db, ...request.body, now: app.clock() });
      return reply.status(202).send({ success: true });
    },
  );

  app.post(
    '/data-rights/grants',
    {
      schema: { body: ZDataRightsGrantRequest, response: { 200: ZDataRightsGrant } },
      config: rateLimits.dataRightsGrant,
    },
    async (request) => {
      const { grant, expiresAt, application } = await exchangeDataRightsCode({
        db: app.db,
        ...request.body,
        now: app.clock(),
      });
      return {
        grant,
        expiresAt: expiresAt.toISOString(),
        exportPath: exportPath(grant),
        erasure: await erasurePlan(app.db, application),
      };
    },
  );

  app.get(
    '/data-rights/export/:grant',
    {
      schema: { params: z.object({ grant: z.string().max(200) }) },
      config: rateLimits.dataRightsExport,
    },
    async (request, reply) => {
      const now = app.clock();
      const application = await applicationForGrant(app.db, request.params.grant, now);
      const zip = await streamApplicationData({
        db: app.db,
        storage: app.storage,
        application,
        ip: request.ip,
        now,
        onError: (err) => request.log.error({ err }, 'data export ZIP failed mid-stream'),
      });
      return sendFile(
        reply,
        { ...zip, mimeType: 'application/zip' },
        { disposition: 'attachment', noStore: true },
      );
    },
  );

  app.post(
    '/data-rights/erasure',
    {
      schema: { body: ZErasureCall, response: { 200: ZErasureOutcome } },
      config: rateLimits.dataRightsErasure,
    },
    async (request) =>
      eraseWithGrant({
        db: app.db,
        storage: app.storage,
        provider: app.payments,
        log: request.log,
        grant: request.body.grant,
        ip: request.ip,
        now: app.clock(),
      }),
  );
};

export default dataRightsRoutes;
