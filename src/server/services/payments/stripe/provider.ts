import Stripe from 'stripe';
import {
  headerValue,
  WebhookVerificationError,
  type PaymentEventType,
  type PaymentLookup,
  type PaymentProvider,
  type ProviderPaymentStatus,
  type VerifiedEvent,
} from '../provider';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Tests point the client at a local fake of Stripe's API; production leaves these unset. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

type Session = Stripe.Checkout.Session;

// Stripe's own words for a Checkout Session, read only here: whether it was paid
// (`payment_status`), and what its `status` means for a lookup and for closing it (`closed`:
// true once it can take no payment, false when it completed). A word Stripe adds later reads
// as unpaid and still open.
const paidSessions: Partial<Record<Session['payment_status'], true>> = { paid: true };
const sessionStates: Partial<
  Record<NonNullable<Session['status']>, { lookup: ProviderPaymentStatus; closed?: boolean }>
> = {
  open: { lookup: 'pending' },
  complete: { lookup: 'pending', closed: false }, // unpaid: a delayed method is still settling
  expired: { lookup: 'cancelled', closed: true },
};
const isPaidSession = (s: Session) => paidSessions[s.payment_status] === true;
const stateOf = (s: Session) => (s.status ? sessionStates[s.status] : undefined);

// Checkout Session events that settle a payment. `completed` settles it only when paid: with
// delayed methods it arrives unpaid and an `async_payment_*` event follows.
const eventTypes: Record<string, PaymentEventType | ((s: Session) => PaymentEventType | null)> = {
  'checkout.session.completed': (s) => (isPaidSession(s) ? 'payment.succeeded' : null),
  'checkout.session.async_payment_succeeded': 'payment.succeeded',
  'checkout.session.async_payment_failed': 'payment.failed',
  'checkout.session.expired': 'payment.cancelled',
};

const transactionIdOf = (s: Session) =>
  typeof s.payment_intent === 'string' ? s.payment_intent : s.payment_intent?.id;

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });

  return {
    name: 'stripe',

    async createCheckout(request) {
      const metadata = {
        applicationId: request.applicationId,
        applicationNumber: request.applicationNumber,
      };
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amount,
              product_data: { name: `Indian e-Visa application ${request.applicationNumber}` },
            },
          },
        ],
        client_reference_id: request.applicationNumber,
        customer_email: request.customerEmail,
        metadata,
        payment_intent_data: { metadata },
        // Stripe fills in {CHECKOUT_SESSION_ID}; it must stay unencoded.
        // Appended by hand: URLSearchParams would escape Stripe's {CHECKOUT_SESSION_ID}.
        success_url: `${withQuery(request.returnUrl)}payment=success&ref={CHECKOUT_SESSION_ID}`,
        cancel_url: `${withQuery(request.cancelUrl ?? request.returnUrl)}payment=cancelled`,
      });
      if (!session.url) throw new Error(`Stripe returned session ${session.id} without a URL`);
      return { providerReference: session.id, redirectUrl: session.url };
    },

    async verifyWebhook(rawBody, headers): Promise<VerifiedEvent | null> {
      const signature = headerValue(headers, 'stripe-signature');
      if (!signature) throw new WebhookVerificationError('Missing webhook signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (err) {
        throw new WebhookVerificationError((err as Error).message);
      }
      const rule = eventTypes[event.type];
      if (!rule) return null;
      const session = event.data.object as Session;
      const type = typeof rule === 'function' ? rule(session) : rule;
      if (!type) return null;
      const transactionId = transactionIdOf(session);
      return {
        eventId: event.id,
        type,
        providerReference: session.id,
        amount: session.amount_total ?? 0,
        currency: (session.currency ?? '').toUpperCase(),
        ...(transactionId ? { transactionId } : {}),
        payload: event,
      };
    },

    async lookupPayment(providerReference): Promise<PaymentLookup> {
      const session = await stripe.checkout.sessions.retrieve(providerReference);
      const transactionId = transactionIdOf(session);
      return {
        status: isPaidSession(session) ? 'succeeded' : (stateOf(session)?.lookup ?? 'pending'),
        amount: session.amount_total ?? 0,
        currency: (session.currency ?? '').toUpperCase(),
        ...(transactionId ? { transactionId } : {}),
      };
    },

    async expireCheckout(providerReference) {
      try {
        await stripe.checkout.sessions.expire(providerReference);
        return true;
      } catch (err) {
        // Stripe refuses to expire a session that is no longer open; ask what became of it.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
        const session = await stripe.checkout.sessions.retrieve(providerReference);
        const closed = stateOf(session)?.closed;
        if (closed === undefined) throw err;
        return closed;
      }
    },

    async refund(providerReference, amount) {
      const session = await stripe.checkout.sessions.retrieve(providerReference);
      const paymentIntent = transactionIdOf(session);
      if (!paymentIntent)
        throw new Error(`Stripe session ${providerReference} has no payment to refund`);
      const refund = await stripe.refunds.create({
        payment_intent: paymentIntent,
        ...(amount !== undefined ? { amount } : {}),
      });
      return { refundId: refund.id, amount: refund.amount };
    },
  };
}

/** The URL ready for one more query parameter: '?' or '&' appended. */
const withQuery = (url: string) => `${url}${url.includes('?') ? '&' : '?'}`;
