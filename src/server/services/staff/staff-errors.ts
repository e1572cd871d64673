import { HttpError } from '@/server/lib/http-errors';

/** 429 with the seconds to wait; the route copies them into Retry-After. */
export class TooManyLoginAttempts extends HttpError<'staff.too_many_attempts'> {
  constructor(readonly retryAfterSeconds: number) {
    super('staff.too_many_attempts');
  }
}

export const invalidCredentials = () => new HttpError('staff.invalid_credentials');
export const invalidCode = () => new HttpError('staff.totp_invalid');
export const challengeExpired = () => new HttpError('staff.challenge_expired');
export const sessionExpired = () => new HttpError('staff.session_expired');
export const forbidden = () => new HttpError('staff.forbidden');
export const passwordChangeRequired = () => new HttpError('staff.password_change_required');
export const invitationInvalid = () => new HttpError('staff.invitation_invalid');
