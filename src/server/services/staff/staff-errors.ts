import { staffLoginMessages } from '@/domain/schemas/staff-login';
import { HttpError, unauthorized } from '@/server/lib/http-errors';

/** 429 with the seconds to wait; the route copies them into Retry-After. */
export class TooManyLoginAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, staffLoginMessages.tooManyAttempts);
  }
}

export const invalidCredentials = () => unauthorized(staffLoginMessages.invalidCredentials);
export const invalidCode = () => unauthorized(staffLoginMessages.invalidCode);
export const challengeExpired = () => unauthorized(staffLoginMessages.challengeExpired);
export const sessionExpired = () => unauthorized(staffLoginMessages.sessionExpired);
