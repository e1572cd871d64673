import { describe, expect, it } from 'vitest';
import { wantsPrettyLogs } from './logger';
import { startBanner } from './start-banner';

const local = {
  PUBLIC_URL: 'http://localhost:3000',
  DATA_DIR: `${process.cwd()}/data`,
  DATABASE_URL: undefined,
  SMTP_URL: undefined,
  S3_BUCKET: undefined,
  PAYMENT_PROVIDER: 'sandbox' as const,
  NODE_ENV: 'development' as const,
};

describe('the start banner', () => {
  it('tells a newcomer where to go and how the local set-up works', () => {
    const banner = startBanner(local, {
      database: 'pglite',
      processes: 1,
      version: { version: '0.1.0', commit: 'c65caf3d1e2f' },
      createdStaff: { username: 'admin', generatedPassword: 'kettle-orbit-93-lantern' },
    });
    expect(banner).toContain('Open      http://localhost:3000');
    expect(banner).toContain('Version   0.1.0 (commit c65caf3d1e2f)');
    expect(banner).toContain('embedded PostgreSQL (PGlite) in data/pglite');
    expect(banner).toContain('.eml files to data/mail');
    expect(banner).toContain('sandbox, no money moves (card 4242 4242 4242 4242 pays');
    expect(banner).toContain('created admin with the one-time password kettle-orbit-93-lantern');
  });

  it('names servers by host, never with their credentials', () => {
    const banner = startBanner(
      {
        ...local,
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://evisa:db-secret@db.internal:5432/evisa',
        SMTP_URL: 'smtps://mailer:smtp-secret@smtp.example:465',
        S3_BUCKET: 'evisa-files',
        PAYMENT_PROVIDER: 'stripe',
      },
      { database: 'postgres', processes: 2, version: { version: '1.2.3', commit: 'unknown' } },
    );
    expect(banner).toContain('PostgreSQL at db.internal:5432/evisa');
    expect(banner).toContain('SMTP via smtp.example:465');
    expect(banner).toContain('S3 bucket evisa-files');
    expect(banner).toContain('Stripe Checkout');
    expect(banner).toContain('2 (WEB_CONCURRENCY)');
    expect(banner).toContain('1.2.3 (commit unknown)');
    expect(banner).toContain('sign in at /admin/login');
    expect(banner).not.toMatch(/secret|mailer|evisa:/);
  });
});

describe('the log format', () => {
  it('is readable on a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(wantsPrettyLogs(undefined, true)).toBe(true);
    expect(wantsPrettyLogs(undefined, false)).toBe(false);
    expect(wantsPrettyLogs('json', true)).toBe(false);
    expect(wantsPrettyLogs('pretty', false)).toBe(true);
  });
});
