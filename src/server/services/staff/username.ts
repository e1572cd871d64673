import { z } from 'zod';

/** Usernames are compared in lower case (the table only holds lower-case names). */
export const normalizeUsername = (username: string) => username.trim().toLowerCase();

export const ZNewUsername = z
  .string()
  .transform(normalizeUsername)
  .pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9._-]{2,63}$/,
        'Username: 3 to 64 characters, letters, digits, dot, dash or underscore',
      ),
  );

/** At least 12 characters, as ADMIN_PASSWORD. */
export const ZNewPassword = z.string().min(12, 'Password must be at least 12 characters').max(256);
