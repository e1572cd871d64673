import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZInviteStaffRequest,
  ZStaffInvitation,
  ZStaffMember,
  ZUpdateStaffRequest,
} from '@/domain/schemas/staff-accounts';
import { staffAccess } from '@/domain/staff-roles';
import { rateLimits } from '@/server/lib/rate-limits';
import { staffOf } from '@/server/plugins/staff-auth';
import {
  inviteStaffMember,
  listStaffMembers,
  resetStaffMember,
  updateStaffMember,
} from '@/server/services/staff/staff-accounts';

const ZMemberParams = z.object({ id: z.uuid() });
const admins = { staffRoles: staffAccess.admin };

/**
 * Staff management for admins (docs/requirements/staff-roles.md): the accounts, an invitation
 * for a new member, a reset (new invitation) for one who lost access, role and disabling.
 */
const staffMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: Parameters<typeof staffOf>[0]) => ({
    db: app.db,
    staff: staffOf(request),
    ip: request.ip,
    now: app.clock(),
  });

  app.get(
    '/staff',
    {
      schema: { response: { 200: z.array(ZStaffMember) } },
      config: { ...rateLimits.staffRead, ...admins },
    },
    async () => listStaffMembers(app.db, app.clock()),
  );

  app.post(
    '/staff',
    {
      schema: { body: ZInviteStaffRequest, response: { 200: ZStaffInvitation } },
      config: admins,
    },
    async (request) => inviteStaffMember({ ...actor(request), ...request.body }),
  );

  app.patch(
    '/staff/:id',
    {
      schema: {
        params: ZMemberParams,
        body: ZUpdateStaffRequest,
        response: { 200: z.array(ZStaffMember) },
      },
      config: admins,
    },
    async (request) =>
      updateStaffMember({ ...actor(request), id: request.params.id, ...request.body }),
  );

  app.post(
    '/staff/:id/reset',
    {
      schema: { params: ZMemberParams, response: { 200: ZStaffInvitation } },
      config: admins,
    },
    async (request) => resetStaffMember({ ...actor(request), id: request.params.id }),
  );
};

export default staffMembersRoutes;
