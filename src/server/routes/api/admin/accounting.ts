import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffAccess } from '@/domain/staff-roles';
import { rateLimits } from '@/server/lib/rate-limits';
import { staffOf } from '@/server/plugins/staff-auth';
import { ZAccountingDocumentView } from '@/domain/accounting';
import {
  accountingDocumentPdf,
  listAccountingDocuments,
  sendAccountingPdf,
} from '@/server/services/accounting/document-files';
import { exportAccountingDocuments } from '@/server/services/accounting/export-documents';
import { findApplicationForStaff } from '@/server/services/admin/find-application';
import { recordAudit } from '@/server/services/audit/record-audit';

const day = z.iso.date();
const ZExportQuery = z
  .object({ from: day, to: day })
  .refine(({ from, to }) => from <= to, { path: ['to'], message: 'must not be before from' });

/**
 * The accountant's CSV of receipts, invoices and credit notes in a date range
 * (docs/requirements/receipts.md): admins only, audited.
 */
const ZApplicationParams = z.object({ id: z.string() });
const everyone = { ...rateLimits.staffRead, staffRoles: staffAccess.everyone };

const accountingRoutes: FastifyPluginAsyncZod = async (app) => {
  // An application's receipts and credit notes: every role (support sends them to customers).
  app.get(
    '/applications/:id/accounting-documents',
    {
      schema: {
        params: ZApplicationParams,
        response: { 200: z.array(ZAccountingDocumentView) },
      },
      config: everyone,
    },
    async (request) => {
      const application = await findApplicationForStaff({
        db: app.db,
        applicationId: request.params.id,
      });
      return listAccountingDocuments(app.db, application.id);
    },
  );

  app.get(
    '/applications/:id/accounting-documents/:documentId/pdf',
    {
      schema: { params: ZApplicationParams.extend({ documentId: z.string() }) },
      config: everyone,
    },
    async (request, reply) => {
      const application = await findApplicationForStaff({
        db: app.db,
        applicationId: request.params.id,
      });
      return sendAccountingPdf(
        reply,
        await accountingDocumentPdf({
          db: app.db,
          heavyWork: app.heavyWork,
          applicationId: application.id,
          documentId: request.params.documentId,
        }),
      );
    },
  );

  app.get(
    '/accounting/export',
    {
      schema: { querystring: ZExportQuery },
      config: { ...rateLimits.staffRead, staffRoles: staffAccess.admin },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const result = await exportAccountingDocuments(app.db, { from, to });
      await recordAudit({
        db: app.db,
        staffUserId: staffOf(request).id,
        action: 'accounting.exported',
        detail: { from, to, documents: result.count },
        ip: request.ip,
        now: app.clock(),
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="accounting-${from}-to-${to}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(result.csv);
    },
  );
};

export default accountingRoutes;
