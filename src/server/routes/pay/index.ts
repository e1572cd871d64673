import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { awaitsPayment } from '@/domain/status';
import { applications, type SandboxCheckout } from '@/server/db';
import {
  findSandboxCheckout,
  advanceSandboxCheckout,
} from '@/server/services/payments/sandbox/checkouts';
import {
  finishSandboxCheckout,
  returnUrlFor,
  type GatewayContext,
} from '@/server/services/payments/sandbox/complete-checkout';
import { isSandboxProvider } from '@/server/services/payments/sandbox/provider';
import { checkCard } from '@/server/services/payments/sandbox/test-cards';
import { checkoutPage } from './views/checkout-page';
import { STYLESHEET_PATH } from './views/layout';
import { createFormGuard } from './form-guard';
import {
  challengePage,
  closedPage,
  notFoundPage,
  notPayablePage,
  refusedPostPage,
} from './views/status-pages';
import { sandboxStylesheet } from './styles';
import { siteConfig } from '@/server/site-config';

const WEBHOOK_PATH = '/api/payment/webhook/sandbox';

const ZCheckoutId = z.uuid();
const ZCardForm = z.object({
  cardNumber: z.string().max(40).optional(),
  expiry: z.string().max(10).optional(),
  cvc: z.string().max(10).optional(),
  cardName: z.string().max(200).optional(),
});
const ZChallengeForm = z.object({ outcome: z.enum(['complete', 'fail']) });

/**
 * The sandbox gateway's hosted pages under /pay/sandbox. Only present when the sandbox is the
 * selected provider; Stripe hosts its own. Form bodies are parsed here, never logged.
 */
const payRoutes: FastifyPluginAsync = async (app) => {
  const provider = app.payments;
  if (!isSandboxProvider(provider)) return;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const formGuard = createFormGuard({
    secret: provider.webhookSecret,
    publicUrl: app.config.PUBLIC_URL,
  });

  const sendPage = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(body);

  // A malformed id is simply an unknown checkout (and never reaches a redirect header).
  app.addHook('preValidation', async (request, reply) => {
    const { checkoutId } = request.params as { checkoutId?: string };
    if (checkoutId !== undefined && !ZCheckoutId.safeParse(checkoutId).success) {
      return sendPage(reply, 404, notFoundPage());
    }
  });

  /** Answers 403 and changes nothing unless the post came from our own page (0010-hardening.md). */
  const refuseForgedPost = async (
    request: FastifyRequest,
    reply: FastifyReply,
    checkoutId: string,
  ) => {
    if (formGuard.verify(request, checkoutId)) return false;
    request.log.warn({ checkoutId }, 'sandbox form post refused: not from our payment page');
    await sendPage(reply, 403, refusedPostPage(checkoutId));
    return true;
  };

  const gateway = (log: GatewayContext['log']): GatewayContext => ({
    webhookSecret: provider.webhookSecret,
    log,
    // Server to server, through the same route and signature check as any gateway's webhook.
    sendWebhook: async (payload, headers) =>
      (await app.inject({ method: 'POST', url: WEBHOOK_PATH, headers, payload })).statusCode,
  });

  /** Loads the checkout, or answers for it: 404 when unknown, the way back when finished. */
  async function openCheckout(reply: FastifyReply, checkoutId: string) {
    const checkout = await findSandboxCheckout(app.db, checkoutId);
    if (!checkout) {
      await sendPage(reply, 404, notFoundPage());
      return undefined;
    }
    const back = returnUrlFor(checkout);
    if (back) {
      await sendPage(reply, 200, closedPage(checkout, siteConfig().name, back));
      return undefined;
    }
    if (await refuseUnpayable(reply, checkout)) return undefined;
    return checkout;
  }

  /**
   * The merchant's check before taking a card: an application that is no longer awaiting
   * payment (already paid through another checkout) is refused with a page and 409, and no
   * payment happens (docs/decisions/0005-payments.md).
   */
  async function refuseUnpayable(reply: FastifyReply, checkout: SandboxCheckout) {
    const applicationId = checkout.metadata.applicationId;
    if (!applicationId) return false;
    const [application] = await app.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, applicationId));
    if (!application || awaitsPayment(application.status)) return false;
    await sendPage(reply, 409, notPayablePage(checkout, siteConfig().name, checkout.returnUrl));
    return true;
  }

  const backToMerchant = async (
    reply: FastifyReply,
    checkoutId: string,
    finished?: SandboxCheckout,
  ) => {
    const checkout = finished ?? (await findSandboxCheckout(app.db, checkoutId));
    const back = checkout && returnUrlFor(checkout);
    return reply.redirect(back ?? `/pay/sandbox/${checkoutId}`, 303);
  };

  app.get(STYLESHEET_PATH.replace('/pay', ''), async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(sandboxStylesheet),
  );

  app.get('/sandbox/:checkoutId', async (request, reply) => {
    const { checkoutId } = request.params as { checkoutId: string };
    const checkout = await openCheckout(reply, checkoutId);
    if (!checkout) return reply;
    if (checkout.status === 'requires_action')
      return reply.redirect(`/pay/sandbox/${checkoutId}/3ds`, 303);
    const formToken = formGuard.issue(request, reply, checkoutId);
    return sendPage(reply, 200, checkoutPage(checkout, siteConfig().name, formToken));
  });

  app.post('/sandbox/:checkoutId', async (request, reply) => {
    const { checkoutId } = request.params as { checkoutId: string };
    const checkout = await openCheckout(reply, checkoutId);
    if (!checkout) return reply;
    if (checkout.status === 'requires_action')
      return reply.redirect(`/pay/sandbox/${checkoutId}/3ds`, 303);
    if (await refuseForgedPost(request, reply, checkoutId)) return reply;
    const form = ZCardForm.safeParse(request.body ?? {});
    const card = checkCard(form.success ? form.data : {});
    if (!card.ok) {
      const values = form.success ? { expiry: form.data.expiry, cardName: form.data.cardName } : {};
      return sendPage(
        reply,
        422,
        checkoutPage(checkout, siteConfig().name, formGuard.issue(request, reply, checkoutId), {
          values,
          errors: card.errors,
        }),
      );
    }
    if (card.behaviour === 'requires_3ds') {
      await advanceSandboxCheckout(app.db, checkoutId, ['open'], 'requires_action');
      return reply.redirect(`/pay/sandbox/${checkoutId}/3ds`, 303);
    }
    const outcome = card.behaviour === 'succeeds' ? 'succeeded' : 'failed';
    const finished = await finishSandboxCheckout(
      app.db,
      checkoutId,
      ['open'],
      outcome,
      gateway(request.log),
    );
    return backToMerchant(reply, checkoutId, finished);
  });

  app.get('/sandbox/:checkoutId/3ds', async (request, reply) => {
    const { checkoutId } = request.params as { checkoutId: string };
    const checkout = await openCheckout(reply, checkoutId);
    if (!checkout) return reply;
    if (checkout.status !== 'requires_action')
      return reply.redirect(`/pay/sandbox/${checkoutId}`, 303);
    const formToken = formGuard.issue(request, reply, checkoutId);
    return sendPage(reply, 200, challengePage(checkout, siteConfig().name, formToken));
  });

  app.post('/sandbox/:checkoutId/3ds', async (request, reply) => {
    const { checkoutId } = request.params as { checkoutId: string };
    const form = ZChallengeForm.safeParse(request.body ?? {});
    if (!form.success) return reply.redirect(`/pay/sandbox/${checkoutId}/3ds`, 303);
    if (await refuseForgedPost(request, reply, checkoutId)) return reply;
    const checkout = await findSandboxCheckout(app.db, checkoutId);
    if (checkout && (await refuseUnpayable(reply, checkout))) return reply;
    const outcome = form.data.outcome === 'complete' ? 'succeeded' : 'failed';
    // Only from the challenge: posting here cannot skip the card step.
    const finished = await finishSandboxCheckout(
      app.db,
      checkoutId,
      ['requires_action'],
      outcome,
      gateway(request.log),
    );
    return backToMerchant(reply, checkoutId, finished);
  });

  app.post('/sandbox/:checkoutId/cancel', async (request, reply) => {
    const { checkoutId } = request.params as { checkoutId: string };
    if (await refuseForgedPost(request, reply, checkoutId)) return reply;
    const finished = await finishSandboxCheckout(
      app.db,
      checkoutId,
      ['open', 'requires_action'],
      'cancelled',
      gateway(request.log),
    );
    return backToMerchant(reply, checkoutId, finished);
  });
};

export default payRoutes;
