import path from 'node:path';
import { z } from 'zod';
import { appPaths } from './app-paths';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';
import { readSiteConfig, siteConfig, SiteConfigError, useSiteConfig } from './site-config';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const PROCESSES_MESSAGE = 'must be a whole number from 1 to 64, or auto';

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
    // The agency's name, company, support contact, hours and prices: a JSON or YAML file
    // (src/server/site-config.ts); unset, today's values.
    SITE_CONFIG: optionalString,
    SMTP_URL: optionalString,
    // Unset: the site's name (SITE_CONFIG) at no-reply@localhost.
    MAIL_FROM: optionalString,
    SUPPORT_INBOX: z.string().default('support@localhost'),
    PAYMENT_PROVIDER: optionalString.pipe(z.enum(['stripe', 'sandbox']).optional()),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    // Signs the sandbox gateway's webhooks; unset, one is generated once and kept in DATA_DIR.
    SANDBOX_WEBHOOK_SECRET: optionalString.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    // Master keys of the files' encryption at rest, current first, comma-separated (base64 or
    // hex of 32 bytes); unset, DATA_DIR/encryption.key (services/storage/encryption/keyring.ts).
    DATA_ENCRYPTION_KEY: optionalString,
    // Signs the status check's short-lived e-visa download links; unset, one is kept in DATA_DIR.
    EVISA_LINK_SECRET: optionalString.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    // Opens GET /metrics (Authorization: Bearer <token>); unset, /metrics answers 404
    // (docs/deploy.md, "Monitoring").
    METRICS_TOKEN: optionalString.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    ADMIN_USERNAME: optionalString,
    ADMIN_PASSWORD: optionalString.pipe(
      z.string().min(12, 'must be at least 12 characters').optional(),
    ),
    // json (one JSON object per line, for log collectors) or pretty (readable, with a start
    // banner); unset: pretty on a terminal, json otherwise.
    LOG_FORMAT: optionalString.pipe(z.enum(['json', 'pretty']).optional()),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    // Which X-Forwarded-For entries to believe: false, a number of proxies, their addresses, or
    // true (src/server/lib/trust-proxy.ts).
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, ctx): TrustProxy => {
        const parsed = parseTrustProxy(value);
        if (typeof parsed === 'object' && !Array.isArray(parsed)) {
          ctx.addIssue({ code: 'custom', message: parsed.error });
          return z.NEVER;
        }
        return parsed;
      }),
    // Server processes (node:cluster): a number, or `auto` for one per core. PostgreSQL only:
    // the embedded database belongs to one process (docs/decisions/0021-server-throughput.md).
    WEB_CONCURRENCY: optionalString.pipe(
      z
        .union([z.literal('auto'), z.string().regex(/^\d+$/).transform(Number)], {
          error: PROCESSES_MESSAGE,
        })
        .refine((v) => v === 'auto' || (v >= 1 && v <= 64), PROCESSES_MESSAGE)
        .optional(),
    ),
    // Connections each server process keeps to PostgreSQL; unset, 10 shared among the
    // WEB_CONCURRENCY processes (at least 2 each) (docs/decisions/0021-server-throughput.md).
    DATABASE_POOL_SIZE: optionalString.pipe(
      z
        .string()
        .regex(/^\d+$/, 'must be a whole number from 1 to 200')
        .transform(Number)
        .refine((n) => n >= 1 && n <= 200, 'must be a whole number from 1 to 200')
        .optional(),
    ),
    // Worker threads for document preparation and agreement PDFs, per server process; unset,
    // one less than the cores, at least one (docs/decisions/0031-heavy-work-in-workers.md).
    HEAVY_WORK_THREADS: optionalString.pipe(
      z
        .string()
        .regex(/^\d+$/, 'must be a whole number from 1 to 16')
        .transform(Number)
        .refine((n) => n >= 1 && n <= 16, 'must be a whole number from 1 to 16')
        .optional(),
    ),
    // Unset: the build's dist/client beside the running server (app-paths.ts).
    CLIENT_DIR: optionalString,
    // Files go to this S3-compatible bucket when set, else to DATA_DIR/files
    // (docs/decisions/0023-s3-storage.md).
    S3_BUCKET: optionalString,
    S3_ENDPOINT: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
    ),
    S3_REGION: optionalString.transform((v) => v ?? 'us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    S3_PREFIX: optionalString.pipe(
      z
        .string()
        .regex(
          /^[A-Za-z0-9][\w.-]*(\/[A-Za-z0-9][\w.-]*)*\/?$/,
          'must be folder names like evisa/ or a/b/',
        )
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
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

export type Config = Omit<
  z.infer<typeof ZEnv>,
  'PUBLIC_URL' | 'PAYMENT_PROVIDER' | 'CLIENT_DIR' | 'MAIL_FROM'
> & {
  MAIL_FROM: string;
  PUBLIC_URL: string;
  /** PUBLIC_URL was set: page requests on another host are sent there (lib/public-origin.ts). */
  PUBLIC_URL_CONFIGURED: boolean;
  DATA_DIR: string;
  /** Resolved: CLIENT_DIR, else the build's dist/client (app-paths.ts). */
  CLIENT_DIR: string;
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
  try {
    useSiteConfig(readSiteConfig(c.SITE_CONFIG));
  } catch (error) {
    if (error instanceof SiteConfigError) {
      throw new ConfigError(`Invalid configuration:\n  ${error.message}`);
    }
    throw error;
  }
  const siteName = siteConfig().name.replace(/["\\<>\r\n]/g, '');
  return {
    ...c,
    MAIL_FROM: c.MAIL_FROM ?? `"${siteName}" <no-reply@localhost>`,
    PAYMENT_PROVIDER: c.PAYMENT_PROVIDER ?? (c.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox'),
    DATA_DIR: path.resolve(c.DATA_DIR),
    CLIENT_DIR: c.CLIENT_DIR ? path.resolve(c.CLIENT_DIR) : appPaths().client,
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    PUBLIC_URL_CONFIGURED: c.PUBLIC_URL !== undefined,
  };
}
