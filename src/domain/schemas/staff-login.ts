import { z } from 'zod';
import { validationMessages as m } from '@/domain/messages';
import { singleLineText } from '@/domain/schemas/text';

// Staff sign-in (docs/decisions/0009-staff-sign-in.md): a password, then a TOTP or recovery
// code. The same schemas validate the /admin/login form and the server's requests.

/** Every message the sign-in calls answer with, in English; the page translates them by key. */
export const staffLoginMessages = {
  invalidCredentials: 'Invalid username or password',
  invalidCode: 'Invalid code',
  challengeExpired: 'Your sign-in has expired. Please enter your password again.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again later.',
  sessionExpired: 'Session expired',
  codeRequired: 'Code is required',
} as const;

const STAFF_LOGIN_LIMITS = {
  username: 64,
  password: 256,
  challenge: 100,
  code: 32,
} as const;

export const ZStaffLoginRequest = z.object({
  username: singleLineText({ error: m.usernameRequired })
    .trim()
    .min(1, m.usernameRequired)
    .max(STAFF_LOGIN_LIMITS.username, staffLoginMessages.invalidCredentials),
  // Never trimmed: spaces may be part of a password.
  password: z
    .string({ error: m.passwordRequired })
    .min(1, m.passwordRequired)
    .max(STAFF_LOGIN_LIMITS.password, staffLoginMessages.invalidCredentials),
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
    .string({ error: staffLoginMessages.challengeExpired })
    .min(1, staffLoginMessages.challengeExpired)
    .max(STAFF_LOGIN_LIMITS.challenge, staffLoginMessages.challengeExpired),
  // Six digits from the app, or a recovery code ('ABCD-EFGH-IJKL-MNOP'); spaces are ignored.
  code: z
    .string({ error: staffLoginMessages.codeRequired })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, staffLoginMessages.codeRequired)
        .max(STAFF_LOGIN_LIMITS.code, staffLoginMessages.invalidCode),
    ),
});
export type TStaffTotpRequest = z.output<typeof ZStaffTotpRequest>;

export interface TStaffSessionResponse {
  token: string;
  expiresAt: string;
  /** Only on first enrolment: shown once, never again. */
  recoveryCodes?: string[];
}

export interface TStaffMeResponse {
  username: string;
}
