import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { siteConfig } from '@/server/site-config';

/** RFC 6238 as every authenticator app expects it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side: a phone clock off by up to 30 seconds still signs in. */
const TOTP_WINDOW = 1;

function totpFor(secret: string, username = 'staff'): TOTP {
  return new TOTP({
    issuer: siteConfig().name,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new base32 secret of 160 bits (RFC 4226's recommended length). */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secret: string, username: string): string {
  return totpFor(secret, username).toString();
}

/** The enrolment QR code as a PNG data URL (the CSP allows data: images). */
export function totpQrCode(uri: string): Promise<string> {
  return QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
}

/** The time step a six-digit code belongs to within the window, or null if it matches none. */
export function matchTotpStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const timestamp = now.getTime();
  const delta = totpFor(secret).validate({ token: code, timestamp, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code for a moment (tests and the CLI's self-check). */
export function totpCodeAt(secret: string, at: Date): string {
  return totpFor(secret).generate({ timestamp: at.getTime() });
}
