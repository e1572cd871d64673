import { z } from 'zod';
import { fieldMessage } from '@/domain/errors/field-message';
import { STAFF_ROLES } from '@/domain/staff-roles';

// Staff accounts in the dashboard (docs/requirements/staff-roles.md): the member's own password,
// and an admin's management of the others. The same schemas check the forms and the requests.

export const STAFF_PASSWORD_MIN = 12;
const STAFF_PASSWORD_MAX = 256;

/** A password a member chooses: at least 12 characters, never trimmed. */
const ZChosenPassword = z
  .string({ error: fieldMessage('validation.password_required') })
  .min(1, fieldMessage('validation.password_required'))
  .min(STAFF_PASSWORD_MIN, fieldMessage('staff.password_too_short', { min: STAFF_PASSWORD_MIN }))
  .max(STAFF_PASSWORD_MAX, fieldMessage('validation.too_long', { max: STAFF_PASSWORD_MAX }));

export const ZChangePasswordRequest = z.object({
  currentPassword: z
    .string({ error: fieldMessage('validation.password_required') })
    .min(1, fieldMessage('validation.password_required'))
    .max(STAFF_PASSWORD_MAX, fieldMessage('staff.current_password_wrong')),
  newPassword: ZChosenPassword,
});
export type TChangePasswordRequest = z.output<typeof ZChangePasswordRequest>;

const ZStaffRole = z.enum(STAFF_ROLES, { error: fieldMessage('validation.invalid_option') });

const ZStaffUsername = z
  .string({ error: fieldMessage('validation.username_required') })
  .trim()
  .toLowerCase()
  .min(1, fieldMessage('validation.username_required'))
  .regex(/^[a-z0-9][a-z0-9._-]{2,63}$/, fieldMessage('staff.username_invalid'));

export const ZInviteStaffRequest = z.object({ username: ZStaffUsername, role: ZStaffRole });
export type TInviteStaffRequest = z.output<typeof ZInviteStaffRequest>;

export const ZUpdateStaffRequest = z
  .object({ role: ZStaffRole.optional(), disabled: z.boolean().optional() })
  .strict();
export type TUpdateStaffRequest = z.output<typeof ZUpdateStaffRequest>;

export const ZAcceptInvitationRequest = z.object({ password: ZChosenPassword });

export const ZStaffMe = z.object({
  username: z.string(),
  role: ZStaffRole,
  passwordMustChange: z.boolean(),
});
export type TStaffMe = z.output<typeof ZStaffMe>;

export const ZStaffMember = z.object({
  id: z.string(),
  username: z.string(),
  role: ZStaffRole,
  disabled: z.boolean(),
  mfa: z.boolean(),
  /** An invitation waits to be used (the member has not chosen a password yet). */
  invited: z.boolean(),
  passwordMustChange: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TStaffMember = z.output<typeof ZStaffMember>;

/** A new invitation: the link is shown to the admin once, to hand over. */
export const ZStaffInvitation = z.object({
  username: z.string(),
  /** The site path with the token in its fragment (never sent to a server in a request line). */
  path: z.string(),
  expiresAt: z.string(),
});
export type TStaffInvitation = z.output<typeof ZStaffInvitation>;

export const ZInvitationInfo = z.object({ username: z.string(), expiresAt: z.string() });

/** A new authenticator: the password first, then the first code from the new app. */
export const ZAuthenticatorChangeRequest = z.object({
  password: ZChangePasswordRequest.shape.currentPassword,
});
export const ZAuthenticatorConfirmRequest = z.object({
  code: z
    .string({ error: fieldMessage('validation.code_required') })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, fieldMessage('validation.code_required'))
        .max(12, fieldMessage('staff.new_code_invalid')),
    ),
});
