// In production the sandbox gateway (which marks an application paid for the published test card)
// runs only when the operator asks for it, and says so loudly
// (docs/requirements/product-decisions.md, "Payments"; docs/decisions/0010-hardening.md).
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { ConfigError, loadConfig } from '@/server/config';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';
import { loggerOptions } from '@/server/logger';
import { insertApplication, startPayment } from '@/server/test-support/payments';

const secret = { SANDBOX_WEBHOOK_SECRET: 's'.repeat(32), DATA_DIR: '/tmp/evisa-test-data' };
const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

describe('payment provider in production', () => {
  it('refuses to start without Stripe or an explicit PAYMENT_PROVIDER=sandbox', () => {
    expect(() => loadConfig({ ...secret, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...secret, NODE_ENV: 'production' })).toThrow(
      /PAYMENT_PROVIDER: .*production.*STRIPE_SECRET_KEY.*PAYMENT_PROVIDER=sandbox/s,
    );
  });

  it('accepts the explicit opt-in and a real provider', () => {
    const optIn = loadConfig({ ...secret, NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' });
    expect(optIn.PAYMENT_PROVIDER).toBe('sandbox');
    const stripe = loadConfig({ ...secret, NODE_ENV: 'production', ...stripeKeys });
    expect(stripe.PAYMENT_PROVIDER).toBe('stripe');
  });

  it('refuses PAYMENT_PROVIDER=stripe without a key, and unknown providers', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('keeps the sandbox as the local default outside production', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadConfig(stripeKeys).PAYMENT_PROVIDER).toBe('stripe');
  });
});

describe('the sandbox when it runs', () => {
  let database: TestDatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let logOutput = '';
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      ...secret,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      CLIENT_DIR: '/nonexistent-client',
    });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logOutput += chunk.toString();
        done();
      },
    });
    const logger = { ...(loggerOptions('info') as object), stream };
    app = await buildApp({ config, database, logger });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('warns loudly in the log', () => {
    const warning = logOutput
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .find((line) => line.msg.includes('SANDBOX'));
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toMatch(/no money moves/i);
  });

  it("shows 'Test mode: no money moves' on the hosted page", async () => {
    const { application, auth } = await insertApplication(database.db);
    const { pagePath } = await startPayment(app, application.id, auth);
    const page = await app.inject({ method: 'GET', url: pagePath });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/class="test-mode-banner">\s*<strong>Test mode: no money moves/);
  });
});
