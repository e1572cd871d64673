import path from 'node:path';
import type { Config } from '@/server/config';
import type { AppVersion } from '@/server/version';
import { siteConfig } from './site-config';

/** What the start banner reports beside the configuration. */
export interface BannerFacts {
  database: 'pglite' | 'postgres';
  /** Server processes serving (WEB_CONCURRENCY on PostgreSQL). */
  processes: number;
  /** The package version and git commit (src/server/version.ts). */
  version: AppVersion;
  /** The first staff account, when this start created it. */
  createdStaff?: { username: string; generatedPassword?: string };
}

/** A URL's host and path, never its user name or password. */
function where(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return 'the configured server';
  }
}

/**
 * The lines `npm start` prints on a terminal once the server listens: where to open it and how
 * it is set up. No secret appears, except a generated first staff password, shown this once.
 */
export function startBanner(
  config: Pick<
    Config,
    | 'PUBLIC_URL'
    | 'DATA_DIR'
    | 'DATABASE_URL'
    | 'SMTP_URL'
    | 'S3_BUCKET'
    | 'PAYMENT_PROVIDER'
    | 'NODE_ENV'
  >,
  facts: BannerFacts,
): string {
  const relative = path.relative(process.cwd(), config.DATA_DIR) || '.';
  const dataDir = relative.startsWith('..') ? config.DATA_DIR : relative;
  const database =
    facts.database === 'postgres' && config.DATABASE_URL
      ? `PostgreSQL at ${where(config.DATABASE_URL)}`
      : `embedded PostgreSQL (PGlite) in ${path.join(dataDir, 'pglite')}`;
  const files = config.S3_BUCKET
    ? `S3 bucket ${config.S3_BUCKET}`
    : `${path.join(dataDir, 'files')} on this disk`;
  const mail = config.SMTP_URL
    ? `SMTP via ${where(config.SMTP_URL)}`
    : `written as .eml files to ${path.join(dataDir, 'mail')} (set SMTP_URL to send)`;
  const payments =
    config.PAYMENT_PROVIDER === 'stripe'
      ? 'Stripe Checkout'
      : 'sandbox, no money moves (card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined)';
  const staff = facts.createdStaff
    ? facts.createdStaff.generatedPassword
      ? `created ${facts.createdStaff.username} with the one-time password ${facts.createdStaff.generatedPassword} (shown only now)`
      : `created ${facts.createdStaff.username} (password from ADMIN_PASSWORD)`
    : 'sign in at /admin/login (npm run staff -- list shows the accounts)';
  const rows: [string, string][] = [
    ['Open', config.PUBLIC_URL],
    ['Version', `${facts.version.version} (commit ${facts.version.commit})`],
    ...(facts.processes > 1
      ? [['Processes', `${facts.processes} (WEB_CONCURRENCY)`] as [string, string]]
      : []),
    ['Database', database],
    ['Files', files],
    ['Email', mail],
    ['Payments', payments],
    ['Staff', staff],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    '',
    `  ${siteConfig().name} is running (${config.NODE_ENV})`,
    '',
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    '',
    '  Stop with Ctrl+C. Logs follow.',
    '',
  ].join('\n');
}
