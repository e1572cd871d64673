// A local stand-in for the few Stripe API calls the provider makes (no network in tests).
// The stripe client is pointed at it with host/port/protocol; it speaks Stripe's wire format:
// form-encoded requests with bracketed keys, JSON responses.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  amount_total: number;
  currency: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  payment_intent: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
}

export interface FakeRequest {
  method: string;
  path: string;
  /** Flat form fields as sent, e.g. `line_items[0][price_data][unit_amount]`. */
  form: Record<string, string>;
  authorization: string | undefined;
}

export async function startFakeStripe() {
  const sessions = new Map<string, FakeSession>();
  const requests: FakeRequest[] = [];
  let seq = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++seq}` });
    res.end(JSON.stringify(body));
  };
  const notFound = (res: ServerResponse) =>
    send(res, 404, { error: { type: 'invalid_request_error', message: 'No such resource' } });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      form,
      authorization: req.headers.authorization,
    });

    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_test_${++seq}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of Object.entries(form)) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match) metadata[match[1]!] = value;
      }
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        amount_total:
          Number(form['line_items[0][price_data][unit_amount]']) *
          Number(form['line_items[0][quantity]']),
        currency: form['line_items[0][price_data][currency]'] ?? '',
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        client_reference_id: form.client_reference_id ?? null,
        metadata,
      };
      sessions.set(id, session);
      return send(res, 200, session);
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && sessionPath) {
      const session = sessions.get(sessionPath[1]!);
      return session ? send(res, 200, session) : notFound(res);
    }
    const expirePath = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    if (req.method === 'POST' && expirePath) {
      const session = sessions.get(expirePath[1]!);
      if (!session) return notFound(res);
      // As Stripe: only an open session can be expired.
      if (session.status !== 'open') {
        return send(res, 400, {
          error: {
            type: 'invalid_request_error',
            message: `Only Checkout Sessions with a status in ["open"] can be expired.`,
          },
        });
      }
      session.status = 'expired';
      return send(res, 200, session);
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      // As Stripe: without an amount, the whole payment is refunded.
      const paid = [...sessions.values()].find((s) => s.payment_intent === form.payment_intent);
      return send(res, 200, {
        id: `re_${++seq}`,
        object: 'refund',
        amount: form.amount ? Number(form.amount) : (paid?.amount_total ?? 0),
        payment_intent: form.payment_intent,
      });
    }
    return notFound(res);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { error: { message: 'fake failed' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    sessions,
    requests,
    /** Marks a session paid, as Stripe does when the customer completes Checkout. */
    pay(id: string, paymentIntent = `pi_${id}`) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no fake session ${id}`);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: paymentIntent,
      });
      return session;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
