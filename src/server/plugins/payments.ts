import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from '@/server/services/payments/provider';
import { createPaymentProvider } from '@/server/services/payments/select-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The selected payment provider (sandbox by default, Stripe with STRIPE_SECRET_KEY). */
    payments: PaymentProvider;
  }
}

export interface PaymentsOptions {
  /** Tests inject a provider (e.g. Stripe pointed at a local fake); otherwise chosen from config. */
  provider?: PaymentProvider;
}

export default fp<PaymentsOptions>(
  async function paymentsPlugin(app: FastifyInstance, opts) {
    const provider = opts.provider ?? (await createPaymentProvider(app.config, app.db));
    app.decorate('payments', provider);
    app.log.debug({ provider: provider.name }, 'payment provider selected');
    if (provider.name === 'sandbox') {
      app.log.warn(
        { provider: 'sandbox', nodeEnv: app.config.NODE_ENV },
        'PAYMENT SANDBOX ACTIVE: test mode, no money moves, and anyone can mark an application ' +
          'paid with a published test card. Set STRIPE_SECRET_KEY for real payments.',
      );
    }
  },
  { name: 'payments', decorators: { fastify: ['config', 'db'] } },
);
