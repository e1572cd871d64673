import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApplicationNumberInput,
  ZStatusCheckQuery,
  ZStatusCheckResult,
  ZTrackingResult,
} from '@/domain/schemas/admin';
import { resolveDataDirSecret } from '@/server/lib/data-dir-secret';
import { HttpError } from '@/server/lib/http-errors';
import { rateLimits } from '@/server/lib/rate-limits';
import { sendFile } from '@/server/lib/send-file';
import { checkApplicationStatus, trackApplication } from '@/server/services/status/check-status';
import {
  accountingDocumentPdf,
  sendAccountingPdf,
} from '@/server/services/accounting/document-files';
import {
  accountingLinkPath,
  addOnLinkPath,
  signAddOnToken,
  verifyAddOnToken,
  EVISA_LINK_SECRET_FILE,
  evisaLinkPath,
  signAccountingToken,
  signEvisaToken,
  signTravellerEvisaToken,
  travellerEvisaLinkPath,
  verifyAccountingToken,
  verifyEvisaToken,
  verifyTravellerEvisaToken,
} from '@/server/services/status/evisa-link';
import { readAddOnFile } from '@/server/services/add-ons/deliveries';
import { readEvisaFile, readTravellerEvisaFile } from '@/server/services/status/read-evisa-file';

/**
 * The applicant's public look-ups (calls 15 and 16) and the e-visa link the status check hands
 * out (docs/requirements/status-check.md). No access token: registered beside, not under, the
 * /:id plugin, so its access hook never runs here; static segments win over `:id`.
 */
const statusRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = await resolveDataDirSecret({
    configured: app.config.EVISA_LINK_SECRET,
    dataDir: app.config.DATA_DIR,
    fileName: EVISA_LINK_SECRET_FILE,
  });
  if (!app.config.EVISA_LINK_SECRET && app.config.DATABASE_URL) {
    // On a shared database there may be other instances, each with its own DATA_DIR and so its
    // own secret: a link one of them made would be refused by the others (docs/deploy.md).
    app.log.warn(
      'EVISA_LINK_SECRET is not set: e-visa links are signed with a secret kept in this ' +
        "instance's DATA_DIR, and another instance refuses them; set the same " +
        'EVISA_LINK_SECRET on every instance',
    );
  }

  app.get(
    '/status',
    {
      schema: { querystring: ZStatusCheckQuery, response: { 200: ZStatusCheckResult } },
      config: rateLimits.statusCheck,
    },
    async (request) =>
      checkApplicationStatus({
        db: app.db,
        ...request.query,
        eVisaUrlFor: (documentId) =>
          evisaLinkPath(signEvisaToken({ secret, documentId, now: app.clock() })),
        travellerEVisaUrlFor: (applicantId) =>
          travellerEvisaLinkPath(
            signTravellerEvisaToken({ secret, applicantId, now: app.clock() }),
          ),
        accountingUrlFor: (documentId) =>
          accountingLinkPath(signAccountingToken({ secret, documentId, now: app.clock() })),
        addOnUrlFor: (documentId) =>
          addOnLinkPath(signAddOnToken({ secret, documentId, now: app.clock() })),
      }),
  );

  app.get(
    '/track/:applicationNumber',
    {
      schema: {
        params: z.object({ applicationNumber: ZApplicationNumberInput }),
        response: { 200: ZTrackingResult },
      },
      config: rateLimits.tracking,
    },
    async (request) =>
      trackApplication({ db: app.db, applicationNumber: request.params.applicationNumber }),
  );

  app.get(
    '/evisa/:token',
    {
      schema: { params: z.object({ token: z.string().max(200) }) },
      config: rateLimits.eVisaDownload,
    },
    async (request, reply) => {
      const documentId = verifyEvisaToken({
        secret,
        token: request.params.token,
        now: app.clock(),
      });
      if (!documentId) throw new HttpError('evisa.link_invalid');
      const file = await readEvisaFile({ db: app.db, storage: app.storage, documentId });
      return sendFile(
        reply,
        { ...file, mimeType: 'application/pdf' },
        { disposition: 'attachment', noStore: true },
      );
    },
  );

  // One traveller's own e-visa (docs/requirements/traveller-decisions.md): authorised exactly as
  // the application's e-visa link is, by a short-lived signed token from the status check.
  app.get(
    '/evisa/traveller/:token',
    {
      schema: { params: z.object({ token: z.string().max(200) }) },
      config: rateLimits.eVisaDownload,
    },
    async (request, reply) => {
      const applicantId = verifyTravellerEvisaToken({
        secret,
        token: request.params.token,
        now: app.clock(),
      });
      if (!applicantId) throw new HttpError('evisa.link_invalid');
      const file = await readTravellerEvisaFile({ db: app.db, storage: app.storage, applicantId });
      return sendFile(
        reply,
        { ...file, mimeType: 'application/pdf' },
        { disposition: 'attachment', noStore: true },
      );
    },
  );

  // A delivered extra (docs/requirements/add-ons.md): authorised as the e-visa link is, by a
  // short-lived signed token from the status check; only the traveller's current file.
  app.get(
    '/add-ons/:token',
    {
      schema: { params: z.object({ token: z.string().max(200) }) },
      config: rateLimits.eVisaDownload,
    },
    async (request, reply) => {
      const documentId = verifyAddOnToken({
        secret,
        token: request.params.token,
        now: app.clock(),
      });
      if (!documentId) throw new HttpError('add_on.link_invalid');
      const file = await readAddOnFile({ db: app.db, storage: app.storage, documentId });
      return sendFile(reply, file, { disposition: 'attachment', noStore: true });
    },
  );

  // A receipt, invoice or credit note (docs/requirements/receipts.md): authorised as the e-visa
  // link is, by a short-lived signed token from the status check.
  app.get(
    '/accounting/:token',
    {
      schema: { params: z.object({ token: z.string().max(200) }) },
      config: rateLimits.eVisaDownload,
    },
    async (request, reply) => {
      const documentId = verifyAccountingToken({
        secret,
        token: request.params.token,
        now: app.clock(),
      });
      if (!documentId) throw new HttpError('accounting.link_invalid');
      return sendAccountingPdf(
        reply,
        await accountingDocumentPdf({
          db: app.db,
          heavyWork: app.heavyWork,
          applicationId: null,
          documentId,
        }),
      );
    },
  );
};

export default statusRoutes;
