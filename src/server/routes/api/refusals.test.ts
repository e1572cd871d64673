import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HTTPMethods, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue, isErrorCode, type ErrorCode } from '@/domain/errors';
import { languageCodes } from '@/domain/i18n';
import { createApplicationViaApi, type Created } from '@/server/test-support/applicant-api';
import { signatureDataUrl } from '@/server/test-support/png';
import {
  bearer,
  buildStaffTestApp,
  createStaff,
  freshIp,
  signIn,
  type StaffTestApp,
} from '@/server/test-support/staff';

// Every refusal the API gives is `{ code, message, params?, fields? }` with a code of the
// catalogue (docs/errors.md), the catalogue's status, and words in all ten languages. The
// routes are collected while the app is built, so a route added later is swept too; each is
// called without and with every kind of credential, with missing, malformed and foreign bodies
// and ids. Deeper refusals (sign-in, look-ups, limits) are added by name below.

const localesDir = path.resolve(import.meta.dirname, '../../../web/locales/errors');
type Tree = { [key: string]: string | Tree };
const translations = new Map(
  languageCodes.map((code) => {
    const tree = JSON.parse(readFileSync(path.join(localesDir, `${code}.json`), 'utf8')) as Tree;
    return [code, tree] as const;
  }),
);

/** Whether a language has words for a code ('area.key', or its plural forms). */
function translated(tree: Tree, code: string): boolean {
  const [area = '', key = ''] = code.split('.');
  const section = tree[area];
  if (typeof section !== 'object') return false;
  return typeof section[key] === 'string' || typeof section[`${key}_other`] === 'string';
}

interface Answer {
  call: string;
  status: number;
  contentType: string;
  body: unknown;
}

let t: StaffTestApp;
let staff: Record<string, string>;
let application: Created;
const answers: Answer[] = [];

async function send(options: InjectOptions & { method: HTTPMethods; url: string }) {
  const res = await t.app.inject({ remoteAddress: freshIp(), ...options });
  if (res.statusCode >= 400) {
    answers.push({
      call: `${options.method} ${options.url}`,
      status: res.statusCode,
      contentType: String(res.headers['content-type'] ?? ''),
      body: res.body ? (JSON.parse(res.body) as unknown) : undefined,
    });
  }
  return res;
}

beforeAll(async () => {
  t = await buildStaffTestApp();
  staff = bearer((await signIn(t, await createStaff(t))).token);
  application = await createApplicationViaApi(t.app);
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('every refusal the API gives', () => {
  it('sweeps every API route with missing, malformed and foreign input', async () => {
    const routes = t.routes
      .filter((route) => route.url.startsWith('/api/'))
      .flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url })))
      .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(30);

    const credentials: Record<string, Record<string, string>> = {
      none: {},
      'not bearer': { authorization: 'Basic YWRtaW46YWRtaW4=' },
      'unknown token': bearer('A'.repeat(43)),
      applicant: bearer(application.accessToken),
      staff,
    };
    const ids = { own: application.id, unknown: UNKNOWN_ID, malformed: 'not-an-id' };
    const bodies: Record<string, Pick<InjectOptions, 'payload' | 'headers'>> = {
      none: {},
      empty: { payload: {} },
      wrongTypes: { payload: { applicationId: 42, email: ['x'], applicants: 'x', code: {} } },
      badJson: { payload: '{"x":', headers: { 'content-type': 'application/json' } },
      xml: { payload: '<x/>', headers: { 'content-type': 'application/xml' } },
    };

    for (const route of routes) {
      for (const id of Object.values(ids)) {
        const url = route.url.replace(/:[A-Za-z]+/g, id);
        for (const headers of Object.values(credentials)) {
          if (route.method === 'GET' || route.method === 'DELETE') {
            await send({ method: route.method as HTTPMethods, url, headers });
            await send({
              method: route.method as HTTPMethods,
              url: `${url}?page=-1&q=%00`,
              headers,
            });
            continue;
          }
          for (const body of Object.values(bodies)) {
            await send({
              method: route.method as HTTPMethods,
              url,
              payload: body.payload,
              headers: { ...headers, ...body.headers },
            });
          }
        }
      }
    }
    expect(answers.length).toBeGreaterThan(500);
  });

  it('adds the refusals that need a particular state', async () => {
    const json = (method: HTTPMethods, url: string, payload?: object, headers = {}) =>
      send({ method, url, payload, headers });
    const user = await createStaff(t);
    await json('POST', '/api/admin/login', { username: user, password: 'wrong password 123' });
    await json('POST', '/api/admin/login/totp', { challenge: 'x'.repeat(43), code: '123456' });
    const { challenge } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: user, password: 'correct horse battery staple' },
        remoteAddress: freshIp(),
      })
    ).json<{ challenge: string }>();
    await json('POST', '/api/admin/login/totp', { challenge, code: '000000' });
    await json(
      'GET',
      '/api/applications/status?email=a@example.com&applicationNumber=EV2026AAAAAAAA',
    );
    await json('GET', '/api/applications/track/EV2026AAAAAAAA');
    await json('GET', '/api/applications/evisa/not-a-token');
    await json('POST', '/api/applications/resume-sessions', { code: 'x'.repeat(43) });
    // A new draft: the sweep has spent the first one's per-application limits.
    const draft = await createApplicationViaApi(t.app);
    const own = bearer(draft.accessToken);
    const signature = { customerName: 'Ana Traveller', signatureDataUrl: signatureDataUrl() };
    await json(
      'POST',
      '/api/send-signed-agreement',
      { applicationId: draft.id, ...signature },
      own,
    );
    await json('POST', '/api/send-application-confirmation', { applicationId: draft.id }, own);
    await json('POST', '/api/payment/create', { applicationId: draft.id }, own);
    await json('POST', `/api/applications/${draft.id}/complete`, {}, own);
    await json('GET', '/api/no-such-route');
    await json('POST', '/api/payment/webhook/sandbox', { type: 'payment.succeeded' });
    await json('POST', '/api/payment/webhook/stripe', {});
    await send({ method: 'GET', url: '/api/%' });
    await send({
      method: 'GET',
      url: `/api/admin/applications/${'a'.repeat(600)}`,
      headers: staff,
    });
    await send({
      method: 'POST',
      url: '/api/applications',
      payload: JSON.stringify({ big: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    // A flood from one address: the limit answers in the same shape.
    const ip = freshIp();
    for (let i = 0; i < 12; i++) {
      await send({
        method: 'GET',
        url: '/api/applications/track/EV2026AAAAAAAA',
        remoteAddress: ip,
      });
    }
  });

  it('answers each with a code of the catalogue, its status, and words in every language', () => {
    const problems: string[] = [];
    const codes = new Set<string>();
    const check = (answer: Answer, problem: unknown, where: string) => {
      if (typeof problem !== 'object' || problem === null) {
        problems.push(`${answer.call} ${answer.status}: ${where} is not an object`);
        return;
      }
      const { code, message } = problem as { code?: unknown; message?: unknown };
      if (!isErrorCode(code)) {
        problems.push(`${answer.call} ${answer.status}: ${where} code ${String(code)}`);
        return;
      }
      codes.add(code);
      if (typeof message !== 'string' || message === '')
        problems.push(`${answer.call}: ${where} has no message`);
      for (const [language, tree] of translations) {
        if (!translated(tree, code)) problems.push(`${code} has no words in ${language}`);
      }
    };
    for (const answer of answers) {
      if (!answer.contentType.includes('application/json')) {
        problems.push(`${answer.call} ${answer.status}: ${answer.contentType}`);
        continue;
      }
      check(answer, answer.body, 'body');
      const { code, fields } = answer.body as { code?: ErrorCode; fields?: unknown };
      if (isErrorCode(code) && errorCatalogue[code].status !== answer.status)
        problems.push(`${answer.call}: ${code} came with ${answer.status}`);
      if (fields !== undefined) {
        if (typeof fields !== 'object' || fields === null) problems.push(`${answer.call}: fields`);
        else for (const [field, problem] of Object.entries(fields)) check(answer, problem, field);
      }
    }
    expect([...new Set(problems)]).toEqual([]);

    // The sweep reached the refusals it is meant to reach (a guard against a sweep that
    // silently stopped calling anything).
    expect([...codes].sort()).toEqual(
      expect.arrayContaining([
        'application.not_found',
        'application.token_required',
        'agreement.applicants_incomplete',
        'document.upload_not_open',
        'evisa.link_invalid',
        'payment.not_ready',
        'payment.unknown_provider',
        'payment.webhook_invalid',
        'request.bad_url',
        'request.invalid_json',
        'request.path_too_long',
        'request.rate_limited',
        'request.route_not_found',
        'request.too_large',
        'request.unsupported_media_type',
        'resume.code_invalid',
        'staff.challenge_expired',
        'staff.invalid_credentials',
        'staff.session_expired',
        'staff.totp_invalid',
        'status_check.not_found',
        'tracking.not_found',
        'validation.failed',
        'validation.required',
      ]),
    );
  });
});
