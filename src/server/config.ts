import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const ZEnv = z
  .object({
    // Unset means a local run (`npm start` on a laptop serves the sandbox gateway); deployments
    // set production, which refuses the sandbox unless asked for (docs/decisions/0010-hardening.md).
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
        .optional(),
    ),
    PUBLIC_URL: optionalString.pipe(z.url().optional()),
    SMTP_URL: optionalString,
    MAIL_FROM: z.string().default('India e-Visa Online <no-reply@localhost>'),
    SUPPORT_INBOX: z.string().default('support@localhost'),
    PAYMENT_PROVIDER: optionalString.pipe(z.enum(['stripe', 'sandbox']).optional()),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    // Signs the sandbox gateway's webhooks; unset, one is generated once and kept in DATA_DIR.
    SANDBOX_WEBHOOK_SECRET: optionalString.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    // Signs the status check's short-lived e-visa download links; unset, one is kept in DATA_DIR.
    EVISA_LINK_SECRET: optionalString.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    ADMIN_USERNAME: optionalString,
    ADMIN_PASSWORD: optionalString.pipe(
      z.string().min(12, 'must be at least 12 characters').optional(),
    ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    CLIENT_DIR: z.string().default('./dist/client'),
  })
  .superRefine((env, ctx) => {
    // Stripe without its webhook secret could take money and never learn that it did.
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required when STRIPE_SECRET_KEY is set',
      });
    }
    if (env.PAYMENT_PROVIDER === 'stripe' && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required when PAYMENT_PROVIDER=stripe',
      });
    }
    // The sandbox marks an application paid for a published test card: never by accident in production.
    if (env.NODE_ENV === 'production' && !env.PAYMENT_PROVIDER && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'no payment provider for production: set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET) ' +
          'to take real payments, or PAYMENT_PROVIDER=sandbox to run the test gateway on purpose ' +
          '(no money moves, anyone can pay with a test card)',
      });
    }
  });

export type Config = Omit<z.infer<typeof ZEnv>, 'PUBLIC_URL' | 'PAYMENT_PROVIDER'> & {
  PUBLIC_URL: string;
  /** PUBLIC_URL was set: page requests on another host are sent there (lib/public-origin.ts). */
  PUBLIC_URL_CONFIGURED: boolean;
  DATA_DIR: string;
  /** Resolved: the explicit choice, else Stripe when its key is set, else the sandbox. */
  PAYMENT_PROVIDER: 'stripe' | 'sandbox';
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
    PAYMENT_PROVIDER: c.PAYMENT_PROVIDER ?? (c.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox'),
    DATA_DIR: path.resolve(c.DATA_DIR),
    CLIENT_DIR: path.resolve(c.CLIENT_DIR),
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    PUBLIC_URL_CONFIGURED: c.PUBLIC_URL !== undefined,
  };
}
