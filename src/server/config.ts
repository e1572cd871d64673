import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://').optional(),
  ),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('India e-Visa Online <no-reply@localhost>'),
  SUPPORT_INBOX: z.string().default('support@localhost'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  // Signs the sandbox gateway's webhooks; unset, one is generated once and kept in DATA_DIR.
  SANDBOX_WEBHOOK_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(12, 'must be at least 12 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  CLIENT_DIR: z.string().default('./dist/client'),
}).superRefine((env, ctx) => {
  // Stripe without its webhook secret could take money and never learn that it did.
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_WEBHOOK_SECRET'],
      message: 'is required when STRIPE_SECRET_KEY is set',
    });
  }
});

export type Config = Omit<z.infer<typeof ZEnv>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  DATA_DIR: string;
};

export class ConfigError extends Error {}

/** Parses the environment once; the message lists every missing or wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    DATA_DIR: path.resolve(c.DATA_DIR),
    CLIENT_DIR: path.resolve(c.CLIENT_DIR),
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
  };
}
