import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAuthenticatorChangeRequest,
  ZAuthenticatorConfirmRequest,
  ZChangePasswordRequest,
  ZStaffMe,
} from '@/domain/schemas/staff-accounts';
import { staffAccess } from '@/domain/staff-roles';
import { rateLimits } from '@/server/lib/rate-limits';
import { staffOf } from '@/server/plugins/staff-auth';
import { recordAudit, staffAuditActions } from '@/server/services/audit/record-audit';
import {
  changeOwnPassword,
  confirmAuthenticatorChange,
  startAuthenticatorChange,
} from '@/server/services/staff/staff-accounts';
import { revokeStaffSession } from '@/server/services/staff/staff-sessions';
import accountingRoutes from './accounting';
import applicationActionsRoutes from './application-actions';
import applicationsReadRoutes from './applications-read';
import erasureRequestsRoutes from './erasure-requests';
import staffMembersRoutes from './staff-members';
import supportInboxRoutes from './support-inbox';

/** The member's own account: open to every role, and while a generated password waits. */
const ownAccount = { staffRoles: staffAccess.everyone, duringPasswordChange: true } as const;

/**
 * Staff routes. Registered through staffOnly (routes/api/index.ts), so every route here and in
 * any plugin registered here needs a staff session; `staffOf(request)` is the staff member.
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(applicationActionsRoutes, { prefix: '/applications' });
  await app.register(applicationsReadRoutes);
  await app.register(erasureRequestsRoutes);
  await app.register(staffMembersRoutes);
  await app.register(accountingRoutes);
  await app.register(supportInboxRoutes);

  app.get(
    '/me',
    { schema: { response: { 200: ZStaffMe } }, config: ownAccount },
    async (request) => {
      const { username, role, passwordMustChange } = staffOf(request);
      return { username, role, passwordMustChange };
    },
  );

  app.post(
    '/me/password',
    {
      schema: {
        body: ZChangePasswordRequest,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
      config: { ...rateLimits.staffPasswordChange, ...ownAccount },
    },
    async (request) => {
      await changeOwnPassword({
        db: app.db,
        staff: staffOf(request),
        ...request.body,
        ip: request.ip,
        now: app.clock(),
      });
      return { success: true as const };
    },
  );

  // A new authenticator app (a new phone): the password, then a code from the new app.
  const ownSecurity = { ...rateLimits.staffPasswordChange, staffRoles: staffAccess.everyone };
  app.post(
    '/me/authenticator',
    { schema: { body: ZAuthenticatorChangeRequest }, config: ownSecurity },
    async (request) =>
      startAuthenticatorChange({
        db: app.db,
        staff: staffOf(request),
        password: request.body.password,
      }),
  );
  app.post(
    '/me/authenticator/confirm',
    {
      schema: {
        body: ZAuthenticatorConfirmRequest,
        response: { 200: z.object({ recoveryCodes: z.array(z.string()) }) },
      },
      config: ownSecurity,
    },
    async (request) =>
      confirmAuthenticatorChange({
        db: app.db,
        staff: staffOf(request),
        code: request.body.code,
        ip: request.ip,
        now: app.clock(),
      }),
  );

  app.post(
    '/logout',
    {
      schema: { response: { 200: z.object({ success: z.literal(true) }) } },
      config: ownAccount,
    },
    async (request) => {
      const staff = staffOf(request);
      await revokeStaffSession({ db: app.db, sessionId: staff.sessionId, staffUserId: staff.id });
      await recordAudit({
        db: app.db,
        staffUserId: staff.id,
        action: staffAuditActions.logout,
        detail: { username: staff.username },
        ip: request.ip,
        now: app.clock(),
      });
      return { success: true as const };
    },
  );
};

export default adminRoutes;
