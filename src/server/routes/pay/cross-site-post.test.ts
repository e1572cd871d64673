// A page on another site must not be able to pay, fail or cancel a sandbox checkout by posting a
// form to it. Both defences (docs/decisions/0010-hardening.md) are checked, each on its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPaymentTestApp,
  cardFields,
  insertApplication,
  paymentState,
  startPayment,
  TEST_PUBLIC_URL,
} from '@/server/test-support/payments';

const SUCCESS = '4242 4242 4242 4242';
const THREE_DS = '4000 0027 6000 3184';
const EVIL = 'https://evil.example';

let t: Awaited<ReturnType<typeof buildPaymentTestApp>>;
beforeAll(async () => {
  t = await buildPaymentTestApp();
});
afterAll(() => t.close());

async function checkout() {
  const { application, auth } = await insertApplication(t.db);
  const started = await startPayment(t.app, application.id, auth);
  return { application, ...started };
}

/** What the applicant's browser holds after loading a page: the form token and the cookie. */
async function loadForm(url: string, knownCookie?: string) {
  const page = await t.app.inject({
    method: 'GET',
    url,
    headers: knownCookie ? { cookie: knownCookie } : {},
  });
  const token = /name="csrfToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  expect(token).not.toBe('');
  if (knownCookie) {
    expect(page.headers['set-cookie']).toBeUndefined(); // the browser's cookie still holds
    return { token, cookie: knownCookie };
  }
  const cookie = String(page.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  expect(cookie).toMatch(/^sandbox_form=/);
  return { token, cookie };
}

function post(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string | undefined>,
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function expectUntouched(applicationId: string) {
  const state = await paymentState(t.db, applicationId);
  expect(state.application.status).toBe('submitted');
  expect(state.payments.map((p) => p.status)).toEqual(['pending']);
  expect(state.events).toHaveLength(0);
}

describe('cross-site posts to the sandbox gateway', () => {
  it('refuses a post from another origin, even with a valid token, and changes nothing', async () => {
    const { application, pagePath } = await checkout();
    const { token, cookie } = await loadForm(pagePath);
    const attacks = [
      { origin: EVIL },
      { origin: 'null' },
      { referer: `${EVIL}/pay-for-me.html` },
      { origin: 'http://evisa.test.evil.example' },
    ];
    for (const headers of attacks) {
      for (const url of [pagePath, `${pagePath}/cancel`]) {
        const res = await post(
          url,
          { ...cardFields(SUCCESS), csrfToken: token },
          { cookie, ...headers },
        );
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.body).toContain('This form was not sent from the payment page.');
      }
    }
    await expectUntouched(application.id);
  });

  it('refuses a same-origin post without the token, with a token of another checkout, or a forged cookie', async () => {
    const { application, pagePath } = await checkout();
    const other = await checkout();
    const mine = await loadForm(pagePath);
    const theirs = await loadForm(other.pagePath);
    const origin = { origin: TEST_PUBLIC_URL };
    const attempts = [
      { fields: cardFields(SUCCESS), headers: origin },
      { fields: cardFields(SUCCESS), headers: { ...origin, cookie: mine.cookie } },
      { fields: { ...cardFields(SUCCESS), csrfToken: mine.token }, headers: origin },
      {
        fields: { ...cardFields(SUCCESS), csrfToken: theirs.token },
        headers: { ...origin, cookie: theirs.cookie },
      },
      {
        fields: { ...cardFields(SUCCESS), csrfToken: 'AbCdEfGhIjKlMnOpQrStUvWx' },
        headers: { ...origin, cookie: 'sandbox_form=AbCdEfGhIjKlMnOpQrStUvWx.forged' },
      },
    ];
    for (const { fields, headers } of attempts) {
      const res = await post(pagePath, fields, headers);
      expect(res.statusCode, JSON.stringify({ fields, headers })).toBe(403);
    }
    await expectUntouched(application.id);
  });

  it('guards the 3-D Secure step the same way', async () => {
    const { application, pagePath } = await checkout();
    const { token, cookie } = await loadForm(pagePath);
    const toChallenge = await post(
      pagePath,
      { ...cardFields(THREE_DS), csrfToken: token },
      { cookie, origin: TEST_PUBLIC_URL },
    );
    expect(toChallenge.headers.location).toBe(`${pagePath}/3ds`);
    const challenge = await loadForm(`${pagePath}/3ds`, cookie);
    expect(challenge.token).toBe(token); // one token per checkout and browser, across its pages
    const forged = await post(
      `${pagePath}/3ds`,
      { outcome: 'complete', csrfToken: token },
      { cookie, origin: EVIL },
    );
    expect(forged.statusCode).toBe(403);
    const noToken = await post(
      `${pagePath}/3ds`,
      { outcome: 'complete' },
      { origin: TEST_PUBLIC_URL },
    );
    expect(noToken.statusCode).toBe(403);
    expect((await paymentState(t.db, application.id)).application.status).toBe('submitted');

    const real = await post(
      `${pagePath}/3ds`,
      { outcome: 'complete', csrfToken: token },
      { cookie, origin: TEST_PUBLIC_URL },
    );
    expect(real.statusCode).toBe(303);
    expect((await paymentState(t.db, application.id)).application.status).toBe('paid');
  });

  it('lets the applicant pay from the page, with or without an Origin header', async () => {
    for (const origin of [
      { origin: TEST_PUBLIC_URL },
      { referer: `${TEST_PUBLIC_URL}/pay/x` },
      {},
    ]) {
      const { application, pagePath } = await checkout();
      const { token, cookie } = await loadForm(pagePath);
      const res = await post(
        pagePath,
        { ...cardFields(SUCCESS), csrfToken: token },
        { cookie, ...origin },
      );
      expect(res.statusCode).toBe(303);
      expect((await paymentState(t.db, application.id)).application.status).toBe('paid');
    }
  });

  it('sets the form cookie for this checkout only, unreadable by scripts', async () => {
    const { pagePath } = await checkout();
    const page = await t.app.inject({ method: 'GET', url: pagePath });
    const cookie = String(page.headers['set-cookie']);
    expect(cookie).toContain(`Path=${pagePath}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
  });
});
