import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminApplicationDetail,
  ZAdminApplicationsPage,
  ZAdminApplicationsQuery,
  ZAdminDocument,
} from '@/domain/schemas/admin';
import { staffAccess } from '@/domain/staff-roles';
import { rateLimits } from '@/server/lib/rate-limits';
import { sendFile } from '@/server/lib/send-file';
import { staffOf } from '@/server/plugins/staff-auth';
import { listAdminDocuments } from '@/server/services/admin/admin-document-view';
import { findApplicationForStaff } from '@/server/services/admin/find-application';
import { getAdminApplicationDetail } from '@/server/services/admin/get-admin-application-detail';
import { listAdminApplications } from '@/server/services/admin/list-admin-applications';
import { readAgreementPdf } from '@/server/services/admin/read-staff-file';
import { streamDocumentsZip } from '@/server/services/admin/stream-documents-zip';

const ZApplicationParams = z.object({ id: z.string() });

/**
 * The dashboard's reads (docs/requirements/staff-dashboard.md): list and search (call 8), the
 * detail view, its documents (call 9), the agreement PDF and the ZIP (call 14). Registered in
 * the staff scope, so each needs a staff session.
 */
const applicationsReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = (request: Parameters<typeof staffOf>[0]) => ({
    staffUserId: staffOf(request).id,
    ip: request.ip,
    now: app.clock(),
  });

  app.get(
    '/applications',
    {
      schema: { querystring: ZAdminApplicationsQuery, response: { 200: ZAdminApplicationsPage } },
      config: { ...rateLimits.staffRead, staffRoles: staffAccess.everyone },
    },
    async (request) =>
      listAdminApplications({
        db: app.db,
        query: request.query,
        staffUserId: staffOf(request).id,
        now: app.clock(),
      }),
  );

  app.get(
    '/applications/:id',
    {
      schema: { params: ZApplicationParams, response: { 200: ZAdminApplicationDetail } },
      config: { ...rateLimits.staffRead, staffRoles: staffAccess.everyone },
    },
    async (request) => getAdminApplicationDetail({ db: app.db, applicationId: request.params.id }),
  );

  app.get(
    '/applications/:id/documents',
    {
      schema: { params: ZApplicationParams, response: { 200: z.array(ZAdminDocument) } },
      config: { ...rateLimits.staffRead, staffRoles: staffAccess.everyone },
    },
    async (request) => {
      const application = await findApplicationForStaff({
        db: app.db,
        applicationId: request.params.id,
      });
      return listAdminDocuments({ db: app.db, applicationId: application.id });
    },
  );

  app.get(
    '/applications/:id/agreement.pdf',
    {
      schema: { params: ZApplicationParams },
      config: { ...rateLimits.staffRead, staffRoles: staffAccess.documents },
    },
    async (request, reply) => {
      const application = await findApplicationForStaff({
        db: app.db,
        applicationId: request.params.id,
      });
      const file = await readAgreementPdf({
        db: app.db,
        storage: app.storage,
        application,
        reader: reader(request),
      });
      return sendFile(reply, file);
    },
  );

  app.get(
    '/applications/:id/download-all',
    {
      schema: { params: ZApplicationParams },
      config: { ...rateLimits.staffZip, staffRoles: staffAccess.documents },
    },
    async (request, reply) => {
      const application = await findApplicationForStaff({
        db: app.db,
        applicationId: request.params.id,
      });
      const zip = await streamDocumentsZip({
        db: app.db,
        storage: app.storage,
        application,
        reader: reader(request),
        onError: (err) => request.log.error({ err }, 'documents ZIP failed mid-stream'),
      });
      return sendFile(
        reply,
        { ...zip, mimeType: 'application/zip' },
        { disposition: 'attachment' },
      );
    },
  );
};

export default applicationsReadRoutes;
