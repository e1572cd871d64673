import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addOnKinds } from '@/domain/add-ons';
import { ZCreateChangeRequest } from '@/domain/change-requests';
import {
  ZAdminApplicationDetail,
  ZAssignApplicationRequest,
  ZAssignment,
  ZGovernmentSubmissionRequest,
  ZIssueRefundRequest,
  ZIssueRefundResponse,
  ZRefuseTravellerRequest,
  ZRejectApplicationRequest,
  ZRejectApplicationResponse,
  ZSendCustomerEmailRequest,
} from '@/domain/schemas/admin';
import { HttpError } from '@/server/lib/http-errors';
import { staffAccess } from '@/domain/staff-roles';
import { rateLimits } from '@/server/lib/rate-limits';
import { requireRoles, staffOf } from '@/server/plugins/staff-auth';
import { approveApplication } from '@/server/services/admin/approve-application';
import { deliverAddOn } from '@/server/services/admin/deliver-add-on';
import { assignApplication, unassignApplication } from '@/server/services/admin/assign-application';
import { approveTraveller, refuseTraveller } from '@/server/services/admin/decide-traveller';
import { getAdminApplicationDetail } from '@/server/services/admin/get-admin-application-detail';
import {
  recordGovernmentFeeRefunded,
  recordGovernmentSubmission,
} from '@/server/services/admin/government-submission';
import { requestChanges } from '@/server/services/change-requests/request-changes';
import { eVisaMultipartLimits } from '@/server/services/admin/receive-evisa';
import { rejectApplication } from '@/server/services/admin/reject-application';
import { sendCustomerEmail } from '@/server/services/admin/send-customer-email';
import { issueRefund } from '@/server/services/refunds/issue-refund';

const ZParams = z.object({ id: z.string().max(100) });
const ZTravellerParams = z.object({ id: z.string().max(100), applicantId: z.string().max(100) });

/** Refused mid-body (too large): do not read the rest of what the client is sending. */
function closeOnTooLarge(err: unknown, reply: { header(name: string, value: string): unknown }) {
  if ((err as { statusCode?: number }).statusCode === 413) reply.header('connection', 'close');
}

/**
 * The staff actions on one application (calls 11-13 and the assignment;
 * docs/requirements/staff-dashboard.md, "Actions" and "Assignment"). Registered inside the admin routes, so the staff guard runs first; multipart is
 * parsed only in this scope, for the approve call's e-visa PDF.
 */
const applicationActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: eVisaMultipartLimits });

  const detailOf = async (applicationId: string) => {
    const detail = await getAdminApplicationDetail({ db: app.db, applicationId });
    if (!detail) throw new HttpError('application.not_found');
    return detail;
  };

  app.post(
    '/:id/approve',
    {
      config: { staffRoles: staffAccess.review },
      schema: { params: ZParams, response: { 200: ZAdminApplicationDetail } },
    },
    async (request, reply) => {
      try {
        await approveApplication({
          db: app.db,
          storage: app.storage,
          heavyWork: app.heavyWork,
          log: request.log,
          publicUrl: app.config.PUBLIC_URL,
          applicationId: request.params.id,
          request,
          staffUserId: staffOf(request).id,
          ip: request.ip,
        });
      } catch (err) {
        closeOnTooLarge(err, reply);
        throw err;
      }
      return detailOf(request.params.id);
    },
  );

  // One traveller's decision (docs/requirements/traveller-decisions.md): approve with their own
  // e-visa PDF (multipart, as the whole-application approval) or refuse with a reason.
  app.post(
    '/:id/travellers/:applicantId/approve',
    {
      config: { staffRoles: staffAccess.review },
      schema: { params: ZTravellerParams, response: { 200: ZAdminApplicationDetail } },
    },
    async (request, reply) => {
      try {
        await approveTraveller({
          db: app.db,
          storage: app.storage,
          heavyWork: app.heavyWork,
          log: request.log,
          publicUrl: app.config.PUBLIC_URL,
          applicationId: request.params.id,
          applicantId: request.params.applicantId,
          request,
          staffUserId: staffOf(request).id,
          ip: request.ip,
        });
      } catch (err) {
        closeOnTooLarge(err, reply);
        throw err;
      }
      return detailOf(request.params.id);
    },
  );

  // One traveller's extra delivered (docs/requirements/add-ons.md): their insurance certificate
  // or eSIM QR code (multipart, ADDON_FIELD), emailed to them and offered on the status page.
  app.post(
    '/:id/travellers/:applicantId/add-ons/:kind',
    {
      config: { staffRoles: staffAccess.customerCare },
      schema: {
        params: ZTravellerParams.extend({ kind: z.enum(addOnKinds) }),
        response: { 200: ZAdminApplicationDetail },
      },
    },
    async (request, reply) => {
      try {
        await deliverAddOn({
          db: app.db,
          storage: app.storage,
          publicUrl: app.config.PUBLIC_URL,
          applicationId: request.params.id,
          applicantId: request.params.applicantId,
          kind: request.params.kind,
          request,
          staffUserId: staffOf(request).id,
          ip: request.ip,
        });
      } catch (err) {
        closeOnTooLarge(err, reply);
        throw err;
      }
      return detailOf(request.params.id);
    },
  );

  app.post(
    '/:id/travellers/:applicantId/refuse',
    {
      config: { staffRoles: staffAccess.review },
      schema: {
        params: ZTravellerParams,
        body: ZRefuseTravellerRequest,
        response: { 200: ZAdminApplicationDetail },
      },
    },
    async (request) => {
      // Refusing is a review; giving money back with it is a refund.
      if ((request.body.refund ?? 'none') !== 'none') requireRoles(request, staffAccess.refunds);
      await refuseTraveller({
        db: app.db,
        publicUrl: app.config.PUBLIC_URL,
        applicationId: request.params.id,
        applicantId: request.params.applicantId,
        reason: request.body.reason,
        refund: request.body.refund ?? 'none',
        provider: app.payments,
        log: request.log,
        staffUserId: staffOf(request).id,
        ip: request.ip,
      });
      return detailOf(request.params.id);
    },
  );

  // Submission to the Government of India, per traveller, and the government's refund of its
  // fee (docs/requirements/refunds.md): each recorded once, under the application's lock.
  app.post(
    '/:id/travellers/:applicantId/government-submission',
    {
      config: { staffRoles: staffAccess.review },
      schema: {
        params: ZTravellerParams,
        body: ZGovernmentSubmissionRequest,
        response: { 200: ZAdminApplicationDetail },
      },
    },
    async (request) => {
      await recordGovernmentSubmission({
        db: app.db,
        applicationId: request.params.id,
        applicantId: request.params.applicantId,
        reference: request.body.reference,
        staffUserId: staffOf(request).id,
        ip: request.ip,
        now: app.clock(),
      });
      return detailOf(request.params.id);
    },
  );

  app.post(
    '/:id/travellers/:applicantId/government-fee-refunded',
    {
      config: { staffRoles: staffAccess.refunds },
      schema: { params: ZTravellerParams, response: { 200: ZAdminApplicationDetail } },
    },
    async (request) => {
      await recordGovernmentFeeRefunded({
        db: app.db,
        applicationId: request.params.id,
        applicantId: request.params.applicantId,
        staffUserId: staffOf(request).id,
        ip: request.ip,
        now: app.clock(),
      });
      return detailOf(request.params.id);
    },
  );

  // A refund by the rules or of a custom amount with a reason (docs/requirements/refunds.md).
  app.post(
    '/:id/refunds',
    {
      config: { staffRoles: staffAccess.refunds },
      schema: {
        params: ZParams,
        body: ZIssueRefundRequest,
        response: { 200: ZIssueRefundResponse },
      },
    },
    async (request) => {
      const refund = await issueRefund({
        db: app.db,
        provider: app.payments,
        log: request.log,
        publicUrl: app.config.PUBLIC_URL,
        applicationId: request.params.id,
        ...(request.body.applicantId === undefined
          ? {}
          : { applicantId: request.body.applicantId }),
        mode: request.body.mode,
        ...(request.body.amount === undefined ? {} : { amount: request.body.amount }),
        ...(request.body.reason === undefined ? {} : { reason: request.body.reason }),
        staffUserId: staffOf(request).id,
        ip: request.ip,
        now: app.clock(),
      });
      const detail = await detailOf(request.params.id);
      return { ...detail, refund: detail.refunds.find((r) => r.id === refund.id) ?? refund };
    },
  );

  // Changes requested (docs/requirements/change-requests.md).
  app.post(
    '/:id/change-requests',
    {
      config: { staffRoles: staffAccess.review },
      schema: {
        params: ZParams,
        body: ZCreateChangeRequest,
        response: { 200: ZAdminApplicationDetail },
      },
    },
    async (request) => {
      await requestChanges({
        db: app.db,
        applicationId: request.params.id,
        items: request.body.items,
        staffUserId: staffOf(request).id,
        ip: request.ip,
      });
      return detailOf(request.params.id);
    },
  );

  app.post(
    '/:id/reject',
    {
      config: { staffRoles: staffAccess.review },
      schema: {
        params: ZParams,
        body: ZRejectApplicationRequest,
        response: { 200: ZRejectApplicationResponse },
      },
    },
    async (request) => {
      if (request.body.refund !== 'none') requireRoles(request, staffAccess.refunds);
      const refund = await rejectApplication({
        db: app.db,
        provider: app.payments,
        publicUrl: app.config.PUBLIC_URL,
        applicationId: request.params.id,
        ...request.body,
        staffUserId: staffOf(request).id,
        ip: request.ip,
        log: request.log,
      });
      return { ...(await detailOf(request.params.id)), refund };
    },
  );

  // The work queue's assignment: the caller takes or releases the application. Someone else's
  // hold is refused (409 application.already_assigned) unless the body says takeOver: true.
  for (const [path, move] of [
    ['/:id/assign', assignApplication],
    ['/:id/unassign', unassignApplication],
  ] as const) {
    app.post(
      path,
      {
        config: { staffRoles: staffAccess.review },
        schema: {
          params: ZParams,
          body: ZAssignApplicationRequest,
          response: { 200: ZAssignment },
        },
      },
      async (request) =>
        move({
          db: app.db,
          applicationId: request.params.id,
          staffUserId: staffOf(request).id,
          takeOver: request.body?.takeOver === true,
          ip: request.ip,
          now: app.clock(),
        }),
    );
  }

  app.post(
    '/:id/email',
    {
      schema: {
        params: ZParams,
        body: ZSendCustomerEmailRequest,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
      config: { ...rateLimits.staffCustomerEmail, staffRoles: staffAccess.customerCare },
    },
    async (request) => {
      await sendCustomerEmail({
        db: app.db,
        applicationId: request.params.id,
        subject: request.body.subject,
        message: request.body.message,
        staffUserId: staffOf(request).id,
        ip: request.ip,
      });
      return { success: true as const };
    },
  );
};

export default applicationActionsRoutes;
