import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/server/config';
import type { Database } from '@/server/db';
import { createPaymentProvider } from './select-provider';

const base = { DATA_DIR: '/tmp/evisa-test-data', SANDBOX_WEBHOOK_SECRET: 's'.repeat(32) };
const db = {} as Database; // neither provider touches the database until asked to

describe('payment provider selection', () => {
  it('uses the sandbox by default and Stripe when STRIPE_SECRET_KEY is set', async () => {
    expect((await createPaymentProvider(loadConfig(base), db)).name).toBe('sandbox');
    const stripe = loadConfig({
      ...base,
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect((await createPaymentProvider(stripe, db)).name).toBe('stripe');
  });

  it('refuses Stripe without its webhook secret, and a short sandbox secret', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ SANDBOX_WEBHOOK_SECRET: 'short' })).toThrow(/SANDBOX_WEBHOOK_SECRET/);
  });
});
