import { z } from 'zod';
import { fieldMessage } from '@/domain/errors/field-message';
import { singleLineText } from '@/domain/schemas/text';

// Staff sign-in (docs/decisions/0009-staff-sign-in.md): a password, then a TOTP or recovery
// code. The same schemas validate the /admin/login form and the server's requests.

const STAFF_LOGIN_LIMITS = {
  username: 64,
  password: 256,
  challenge: 100,
  code: 32,
} as const;

export const ZStaffLoginRequest = z.object({
  username: singleLineText({ error: fieldMessage('validation.username_required') })
    .trim()
    .min(1, fieldMessage('validation.username_required'))
    .max(STAFF_LOGIN_LIMITS.username, fieldMessage('staff.invalid_credentials')),
  // Never trimmed: spaces may be part of a password.
  password: z
    .string({ error: fieldMessage('validation.password_required') })
    .min(1, fieldMessage('validation.password_required'))
    .max(STAFF_LOGIN_LIMITS.password, fieldMessage('staff.invalid_credentials')),
});
export type TStaffLoginRequest = z.output<typeof ZStaffLoginRequest>;

export interface TStaffEnrolment {
  /** Base32 secret for manual entry in an authenticator app. */
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a PNG data URL (CSP allows data: images). */
  qrCode: string;
}

export interface TStaffLoginResponse {
  challenge: string;
  expiresAt: string;
  /** Present while the account has no second factor yet. */
  enrol?: TStaffEnrolment;
}

export const ZStaffTotpRequest = z.object({
  challenge: z
    .string({ error: fieldMessage('staff.challenge_expired') })
    .min(1, fieldMessage('staff.challenge_expired'))
    .max(STAFF_LOGIN_LIMITS.challenge, fieldMessage('staff.challenge_expired')),
  // Six digits from the app, or a recovery code ('ABCD-EFGH-IJKL-MNOP'); spaces are ignored.
  code: z
    .string({ error: fieldMessage('validation.code_required') })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, fieldMessage('validation.code_required'))
        .max(STAFF_LOGIN_LIMITS.code, fieldMessage('staff.totp_invalid')),
    ),
});
export type TStaffTotpRequest = z.output<typeof ZStaffTotpRequest>;

export interface TStaffSessionResponse {
  token: string;
  expiresAt: string;
  /** Only on first enrolment: shown once, never again. */
  recoveryCodes?: string[];
}
