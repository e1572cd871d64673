// Shared by the payment tests: an app on an isolated database with a known sandbox secret, and
// applications inserted directly in the state a test needs.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { applicationNumberFromBytes } from '@/domain/application-number';
import { calculatePrice } from '@/domain/pricing';
import type { ApplicationStatus } from '@/domain/status';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import {
  applicants,
  applications,
  emailOutbox,
  paymentEvents,
  payments,
  type Database,
  type NewApplication,
} from '@/server/db';
import { createTestDatabase } from '@/server/test-support/test-database';
import { generateAccessToken } from '@/server/services/applications/access-token';
import type { PaymentProvider } from '@/server/services/payments/provider';
import { createSandboxProvider } from '@/server/services/payments/sandbox/provider';
import { signSandboxPayload } from '@/server/services/payments/sandbox/signature';
import { todayIso } from '@/domain/dates';
import { makeApplicantDetailsSchema } from '@/domain/schemas';
import { validApplicant } from '@/domain/test-support/fixtures';
import { validatedApplicantRow } from '@/server/services/applications/applicant-rows';
import { siteConfig } from '@/server/site-config';

export const TEST_SANDBOX_SECRET = 'test-sandbox-webhook-secret-0123456789abcdef';
export const TEST_PUBLIC_URL = 'http://evisa.test';

export async function buildPaymentTestApp(
  paymentProvider?: PaymentProvider | ((db: Database) => PaymentProvider),
) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/evisa-test-data',
    CLIENT_DIR: '/nonexistent-client',
    PUBLIC_URL: TEST_PUBLIC_URL,
    SANDBOX_WEBHOOK_SECRET: TEST_SANDBOX_SECRET,
  });
  const database = await createTestDatabase();
  const provider =
    typeof paymentProvider === 'function' ? paymentProvider(database.db) : paymentProvider;
  const app = await buildApp({ config, database, paymentProvider: provider });
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The sandbox gateway with its refunds counted, and made to fail while `refunds.fail` is set;
 * pass `provider` to buildPaymentTestApp.
 */
export function countedSandbox() {
  const refunds = { calls: 0, fail: false };
  const provider = (db: Database): PaymentProvider => {
    const sandbox = createSandboxProvider({
      db,
      webhookSecret: TEST_SANDBOX_SECRET,
    });
    return {
      ...sandbox,
      async refund(reference, amount) {
        refunds.calls += 1;
        if (refunds.fail) throw new Error('gateway timeout (test)');
        return sandbox.refund(reference, amount);
      },
    };
  };
  return { refunds, provider };
}

/**
 * A submitted e-Business application for 2 applicants at normal speed: 2 x (69 + 50) = $238,
 * with each applicant's complete details (Traveller0 Example, Traveller1 Example...) unless
 * `withApplicants` is false (the caller writes its own). A tourist one (`visaType: 'tourist'`)
 * is for the 30-day e-Tourist visa unless `touristValidity` says otherwise, and is priced so.
 */
export async function insertApplication(
  db: Database,
  {
    withApplicants = true,
    ...overrides
  }: Partial<NewApplication> & { status?: ApplicationStatus; withApplicants?: boolean } = {},
) {
  const { token, hash } = generateAccessToken();
  const visaType = overrides.visaType ?? 'business';
  const touristValidity = visaType === 'tourist' ? (overrides.touristValidity ?? '30-days') : null;
  const price = calculatePrice(
    {
      visaType,
      touristValidity,
      numberOfApplicants: 2,
      processingTime: 'normal',
      travelInsurance: false,
      travelEsim: false,
    },
    siteConfig().prices,
  );
  const [application] = await db
    .insert(applications)
    .values({
      applicationNumber: applicationNumberFromBytes(2026, randomBytes(8)),
      accessTokenHash: hash,
      status: 'submitted',
      visaType,
      touristValidity,
      processingTime: 'normal',
      transportation: 'airports',
      portOfArrival: 'DEL',
      email: 'traveller@example.com',
      countryCode: '+44',
      phone: '7700900123',
      numberOfApplicants: 2,
      language: 'tr',
      pricing: { ...price },
      totalAmount: price.totalAmount,
      currency: 'USD',
      submittedAt: new Date(),
      ...overrides,
    })
    .returning();
  // Every applicant's complete details, as a signed application has them (a payment checks
  // them again: server/services/payments/create-payment.ts).
  const today = todayIso(new Date());
  const schema = makeApplicantDetailsSchema({ today });
  if (withApplicants) {
    await db.insert(applicants).values(
      Array.from({ length: application!.numberOfApplicants }, (_, position) => ({
        ...validatedApplicantRow(
          schema.parse(
            validApplicant(today, { firstName: `Traveller${position}`, lastName: 'Example' }),
          ),
          new Date(),
        ),
        applicationId: application!.id,
        position,
      })),
    );
  }
  return { application: application!, token, auth: { authorization: `Bearer ${token}` } };
}

/** Everything a payment test asserts on, in one read. */
export async function paymentState(db: Database, applicationId: string) {
  const [application] = await db
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId));
  const paymentRows = await db
    .select()
    .from(payments)
    .where(eq(payments.applicationId, applicationId));
  const paymentIds = new Set(paymentRows.map((p) => p.id));
  const events = (await db.select().from(paymentEvents)).filter(
    (e) => e.paymentId && paymentIds.has(e.paymentId),
  );
  const emails = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.applicationId, applicationId));
  return { application: application!, payments: paymentRows, events, emails };
}

/** A sandbox webhook signed with the test secret (or a given secret and time). */
export function sandboxWebhook(
  event: {
    id?: string;
    type?: 'payment.succeeded' | 'payment.failed' | 'payment.cancelled';
    checkoutId: string;
    amount: number;
    currency?: string;
  },
  options: { secret?: string; timestamp?: number } = {},
) {
  const body = JSON.stringify({
    id: event.id ?? `evt_test_${randomBytes(8).toString('hex')}`,
    type: event.type ?? 'payment.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: {
      checkoutId: event.checkoutId,
      amount: event.amount,
      currency: event.currency ?? 'USD',
      transactionId: 'sbx_txn_test',
      merchantReference: 'EV2026TEST',
      metadata: {},
    },
  });
  const signature = signSandboxPayload(
    options.secret ?? TEST_SANDBOX_SECRET,
    body,
    options.timestamp,
  );
  return {
    method: 'POST' as const,
    url: '/api/payment/webhook/sandbox',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
    payload: body,
  };
}

type TestApp = Awaited<ReturnType<typeof buildPaymentTestApp>>['app'];
let clientSeq = 0;

/**
 * POST /api/payment/create as a browser would. Each call comes from its own client address so
 * the per-client rate limit on create does not couple unrelated tests.
 */
export async function startPayment(
  app: TestApp,
  applicationId: string,
  auth: { authorization: string },
  body: Record<string, unknown> = {},
) {
  clientSeq += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/payment/create',
    headers: auth,
    remoteAddress: `10.1.${Math.floor(clientSeq / 250)}.${clientSeq % 250}`,
    payload: { applicationId, amount: 1, currency: 'USD', customerEmail: 'x@example.com', ...body },
  });
  const json = res.json() as { success: boolean; redirectUrl?: string; error?: string };
  const redirect = json.redirectUrl ? new URL(json.redirectUrl) : undefined;
  return {
    res,
    json,
    /** The hosted page's path, for app.inject. */
    pagePath: redirect?.pathname ?? '',
    reference: redirect?.pathname.split('/').pop() ?? '',
  };
}

// What a browser keeps per checkout after loading its page: the form token and its cookie.
const formSessions = new Map<string, { token: string; cookie: string }>();

async function formSession(app: TestApp, url: string) {
  const checkoutPath = url.replace(/\/(3ds|cancel)$/, '');
  const known = formSessions.get(checkoutPath);
  if (known) return known;
  let page = await app.inject({ method: 'GET', url: checkoutPath });
  if (page.statusCode === 303 && page.headers.location === `${checkoutPath}/3ds`)
    page = await app.inject({ method: 'GET', url: `${checkoutPath}/3ds` });
  const token = /name="csrfToken" value="([^"]+)"/.exec(page.body)?.[1];
  const cookie = String(page.headers['set-cookie'] ?? '').split(';')[0];
  if (!token || !cookie) return undefined; // a finished checkout's page has no form
  formSessions.set(checkoutPath, { token, cookie });
  return { token, cookie };
}

/**
 * Submits a form on the hosted page as a browser without JS does: urlencoded, from our own
 * origin, with the token and cookie the page gave it (loading the page first when needed).
 */
export async function postForm(app: TestApp, url: string, fields: Record<string, string>) {
  const session = await formSession(app, url);
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: TEST_PUBLIC_URL,
      ...(session ? { cookie: session.cookie } : {}),
    },
    payload: new URLSearchParams({
      ...fields,
      ...(session ? { csrfToken: session.token } : {}),
    }).toString(),
  });
}

export const cardFields = (cardNumber: string) => ({
  cardNumber,
  expiry: '12/34',
  cvc: '123',
  cardName: 'Ada Lovelace',
});
