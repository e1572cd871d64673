import type { Config } from '@/server/config';
import type { Database } from '@/server/db';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox/provider';
import { resolveSandboxWebhookSecret } from './sandbox/secret';
import { createStripeProvider } from './stripe/provider';

/** The provider config resolved: Stripe, or the built-in sandbox gateway. */
export async function createPaymentProvider(
  config: Config,
  db: Database,
): Promise<PaymentProvider> {
  if (config.PAYMENT_PROVIDER === 'stripe') {
    // loadConfig already refuses Stripe without its key or webhook secret; this keeps types honest.
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET)
      throw new Error('STRIPE_WEBHOOK_SECRET is required with Stripe');
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    });
  }
  return createSandboxProvider({
    db,
    webhookSecret: await resolveSandboxWebhookSecret(
      config.SANDBOX_WEBHOOK_SECRET,
      config.DATA_DIR,
    ),
  });
}
