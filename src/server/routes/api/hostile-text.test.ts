import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applicantDetailsFields, applicantTextKind } from '@/domain/schemas/applicant-details';
import { validApplicant, validCreateApplication } from '@/domain/test-support/fixtures';
import { hasUnsupportedCharacters, type TextKind } from '@/domain/schemas/text';
import {
  buildAdminActionsApp,
  staffAuth,
  underReviewApplication,
  type AdminActionsApp,
} from '@/server/test-support/admin-actions';
import {
  bearer,
  createApplicationViaApi,
  saveApplicants,
  signBody,
  today,
  type Created,
} from '@/server/test-support/applicant-api';

// Every free-text field of every endpoint, fed arbitrary strings and hostile picks (NUL,
// unpaired surrogates, bidi overrides, line breaks in one-line fields): never a 5xx; a value
// with a refused character gets 400 with the invalidCharacters message under that field and
// changes nothing in the database (docs/requirements/product-decisions.md, "Text fields").

const RUNS = 30;

let t: AdminActionsApp;
beforeAll(async () => {
  t = await buildAdminActionsApp();
});
afterAll(() => t.close());

// Each request from its own address: creation, support messages and the status check are
// rate limited per IP, and these are not what is under test.
let nextIp = 0;
const ip = () => `10.201.${(++nextIp >> 8) & 255}.${nextIp & 255}`;
const send = (options: InjectOptions) => t.app.inject({ remoteAddress: ip(), ...options });

/**
 * Every row of every table but staff sessions (a staff call records when it was last used) and
 * rate-limit counts (every request is counted, refused or not): one query over all of them,
 * built once (a query per table, thousands of times, was most of this file's minutes).
 */
let stateQuery: SQL | undefined;
async function databaseState() {
  if (!stateQuery) {
    const { rows: tables } = await t.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'
            and table_name not in ('staff_sessions', 'rate_limit_hits') and table_name not like '%migrations%'
          order by table_name`,
    );
    stateQuery = sql.join(
      tables.map(
        ({ name }) =>
          sql`select ${name}::text as name, count(*)::text as n,
                md5(string_agg(x::text, ',' order by x::text)) as digest
              from ${sql.identifier(name)} x`,
      ),
      sql` union all `,
    );
  }
  const { rows } = await t.db.execute<{ name: string; n: string; digest: string | null }>(
    stateQuery,
  );
  return Object.fromEntries(rows.map(({ name, n, digest }) => [name, { n, digest }]));
}

const hostilePicks = [
  '\u0000',
  '\uD800',
  '\uDC00',
  '\u202E',
  '\u202A',
  '\u2066',
  '\u2069',
  '\u0085',
  '\u001B',
  '\uFEFF',
  '\uFFFF',
];
const lineBreaks = ['\n', '\r', '\t', '\u2028', '\u2029'];
const hostile = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.constantFrom(...hostilePicks, ...lineBreaks),
    fc.string({ maxLength: 12 }),
  )
  .map(([before, pick, after]) => before + pick + after);
const anyText = fc.oneof(
  { arbitrary: hostile, weight: 2 },
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'binary', minLength: 10, maxLength: 40 }),
);

/**
 * A value in a URL as a browser would send it; an unpaired surrogate, which has no UTF-8 form,
 * goes as its 3-byte WTF-8 encoding (the server decodes that to U+FFFD or refuses the URL).
 */
function urlEncode(value: string): string {
  return [...value]
    .map((ch) => {
      const unit = ch.charCodeAt(0);
      if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 63), 0x80 | (unit & 63)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      }
      return encodeURIComponent(ch);
    })
    .join('');
}
const hasLoneSurrogate = (value: string) => /[\uD800-\uDFFF]/u.test(value);

interface FieldCase {
  /** The field as it appears in the answer's `fields`. */
  errorKey: string;
  kind: TextKind;
  /** Sent in the URL: an unpaired surrogate cannot arrive as such, so only `< 500` holds. */
  inUrl?: boolean;
  runs?: number;
  /** Makes what the call acts on, before the database is read (e.g. a fresh draft). */
  prepare?(): Promise<void>;
  send(value: string): Promise<LightMyRequestResponse>;
}

/** The property every field must hold. */
async function holds(field: FieldCase) {
  await fc.assert(
    fc.asyncProperty(anyText, async (value) => {
      await field.prepare?.();
      const refused =
        hasUnsupportedCharacters(value, field.kind) && !(field.inUrl && hasLoneSurrogate(value));
      const unchanged = refused || (field.inUrl && hasLoneSurrogate(value));
      // The state is read only when it must not change: an accepted value may change it.
      const before = unchanged ? await databaseState() : undefined;
      const res = await field.send(value);
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (refused) {
        expect(res.statusCode, res.body).toBe(400);
        const fields = res.json<{ fields: Record<string, { code: string }> }>().fields;
        expect(fields[field.errorKey]?.code).toBe('validation.invalid_characters');
        expect(await databaseState()).toEqual(before);
      } else if (field.inUrl && hasLoneSurrogate(value)) {
        expect(await databaseState()).toEqual(before);
      }
    }),
    { numRuns: field.runs ?? RUNS },
  );
}

/**
 * What a call acts on, made again after a call that succeeded and so moved it on (a signed
 * agreement, a rejection): the next run starts from the same state.
 */
function renewed<T>(make: () => Promise<T>) {
  let current: T | undefined;
  return {
    async prepare() {
      current ??= await make();
    },
    get(): T {
      if (current === undefined) throw new Error('prepare() first');
      return current;
    },
    used(res: LightMyRequestResponse) {
      if (res.statusCode < 300) current = undefined;
      return res;
    },
  };
}

const tripFields = ['email', 'phone', 'countryCode', 'portOfArrival'] as const;

describe('trip step (create and update application)', () => {
  it.each(tripFields)('POST /api/applications %s', async (field) => {
    await holds({
      errorKey: field,
      kind: 'singleLine',
      send: (value) =>
        send({
          method: 'POST',
          url: '/api/applications',
          payload: validCreateApplication({ [field]: value }),
        }),
    });
  });

  it.each(tripFields)('PATCH /api/applications/:id %s', async (field) => {
    const created = await createApplicationViaApi(t.app);
    await holds({
      errorKey: field,
      kind: 'singleLine',
      send: (value) =>
        send({
          method: 'PATCH',
          url: `/api/applications/${created.id}`,
          headers: bearer(created.accessToken),
          payload: validCreateApplication({ [field]: value }),
        }),
    });
  });
});

// Every field of the applicant form that takes text (the choices are enums, not text).
const applicantTextFields = Object.entries(applicantDetailsFields)
  .filter(([, schema]) => !(schema instanceof z.ZodEnum))
  .map(([field]) => field);

describe('applicant details and drafts', () => {
  it('covers the form text fields', () => {
    expect(applicantTextFields).toEqual(expect.arrayContaining(['firstName', 'presentAddress']));
    expect(applicantTextFields).not.toContain('gender');
  });

  it.each(applicantTextFields)('PUT /api/applications/:id applicants.0.%s', async (field) => {
    const created = await createApplicationViaApi(t.app);
    await holds({
      errorKey: `applicants.0.${field}`,
      kind: applicantTextKind(field),
      send: (value) =>
        send({
          method: 'PUT',
          url: `/api/applications/${created.id}`,
          headers: bearer(created.accessToken),
          payload: { applicants: [validApplicant(today(), { [field]: value })] },
        }),
    });
  });

  it.each(applicantTextFields)(
    'PUT /api/applications/:id/applicants/draft applicants.0.%s',
    async (field) => {
      const created = await createApplicationViaApi(t.app);
      await holds({
        errorKey: `applicants.0.${field}`,
        kind: applicantTextKind(field),
        send: (value) =>
          send({
            method: 'PUT',
            url: `/api/applications/${created.id}/applicants/draft`,
            headers: bearer(created.accessToken),
            payload: { applicants: [{ firstName: 'Ana', [field]: value }] },
          }),
      });
    },
  );
});

describe('agreement, payment and support', () => {
  it('POST /api/send-signed-agreement customerName', async () => {
    let created: Created;
    await holds({
      errorKey: 'customerName',
      kind: 'singleLine',
      // A new draft per run: signing is limited per application (30 in 10 minutes), and the
      // runs and fast-check's shrinking together can pass that on one application.
      prepare: async () => {
        created = await createApplicationViaApi(t.app);
        await saveApplicants(t.app, created, 1);
      },
      send: (value) =>
        send({
          method: 'POST',
          url: '/api/send-signed-agreement',
          headers: bearer(created.accessToken),
          payload: signBody(created, { customerName: value }),
        }),
    });
    // Each run signs a new draft (an agreement PDF rendered in a worker): 30 of them pass the
    // suite's 45 s on a loaded two-core machine, and a timed-out property keeps running
    // behind the next test.
  }, 180_000);

  it.each(['customerName', 'customerEmail', 'billingCountry'])(
    'POST /api/payment/create %s',
    async (field) => {
      let created: Created;
      await holds({
        errorKey: field,
        kind: 'singleLine',
        // A new application per run: checkouts are limited per application (10 a minute).
        prepare: async () => {
          created = await createApplicationViaApi(t.app);
        },
        send: (value) =>
          send({
            method: 'POST',
            url: '/api/payment/create',
            headers: bearer(created.accessToken),
            payload: { applicationId: created.id, [field]: value },
          }),
      });
    },
  );

  const support = {
    name: 'Ana Traveller',
    email: 'ana@example.com',
    subject: 'Photo size',
    applicationNumber: '',
    message: 'Is a 600x600 photo large enough?',
  };
  it.each([
    ['name', 'singleLine'],
    ['email', 'singleLine'],
    ['subject', 'singleLine'],
    ['applicationNumber', 'singleLine'],
    ['message', 'multiLine'],
  ] as const)('POST /api/support/messages %s', async (field, kind) => {
    await holds({
      errorKey: field,
      kind,
      send: (value) =>
        send({
          method: 'POST',
          url: '/api/support/messages',
          payload: { ...support, [field]: value },
        }),
    });
  });
});

describe('status check and tracking (text in the URL)', () => {
  it.each(['email', 'applicationNumber'])('GET /api/applications/status %s', async (field) => {
    const query = { email: 'ana@example.com', applicationNumber: 'EV2026K7QX3M9A' };
    await holds({
      errorKey: field,
      kind: 'singleLine',
      inUrl: true,
      send: (value) => {
        const q = Object.entries({ ...query, [field]: value })
          .map(([k, v]) => `${k}=${urlEncode(v)}`)
          .join('&');
        return send({ method: 'GET', url: `/api/applications/status?${q}` });
      },
    });
  });

  it('GET /api/applications/track/:applicationNumber', async () => {
    await holds({
      errorKey: 'applicationNumber',
      kind: 'singleLine',
      inUrl: true,
      send: (value) => send({ method: 'GET', url: `/api/applications/track/${urlEncode(value)}` }),
    });
  });
});

describe('lost link (email and application number)', () => {
  it.each(['email', 'applicationNumber'])(
    'POST /api/applications/resume-link-requests %s',
    async (field) => {
      const body = { email: 'ana@example.com', applicationNumber: 'EV2026K7QX3M9A' };
      await holds({
        errorKey: field,
        kind: 'singleLine',
        send: (value) =>
          send({
            method: 'POST',
            url: '/api/applications/resume-link-requests',
            payload: { ...body, [field]: value },
          }),
      });
    },
  );
});

describe('staff forms', () => {
  it('POST /api/admin/login username', async () => {
    await holds({
      errorKey: 'username',
      kind: 'singleLine',
      send: (value) =>
        send({
          method: 'POST',
          url: '/api/admin/login',
          payload: { username: value, password: 'not the password' },
        }),
    });
  });

  it('GET /api/admin/applications q', async () => {
    const auth = await staffAuth(t);
    await holds({
      errorKey: 'q',
      kind: 'singleLine',
      inUrl: true,
      send: (value) =>
        send({
          method: 'GET',
          url: `/api/admin/applications?q=${urlEncode(value)}`,
          headers: auth,
        }),
    });
  });

  it('POST /api/admin/applications/:id/reject reason', async () => {
    const auth = await staffAuth(t);
    const application = renewed(() => underReviewApplication(t));
    await holds({
      errorKey: 'reason',
      kind: 'multiLine',
      runs: 20,
      prepare: application.prepare,
      send: async (value) =>
        application.used(
          await send({
            method: 'POST',
            url: `/api/admin/applications/${application.get().id}/reject`,
            headers: auth,
            payload: { reason: value, refund: 'none' },
          }),
        ),
    });
  });

  // The customer email is limited to 30 a staff member per 10 minutes: a new staff member every
  // ten calls, so that neither the runs nor fast-check's shrinking after a failure reach it.
  it.each([
    ['subject', 'singleLine'],
    ['message', 'multiLine'],
  ] as const)('POST /api/admin/applications/:id/email %s', async (field, kind) => {
    let auth = await staffAuth(t);
    let calls = 0;
    const application = await underReviewApplication(t);
    const valid = { subject: 'Your photo', message: 'Please upload a new photo.' };
    await holds({
      errorKey: field,
      kind,
      runs: 25,
      prepare: async () => {
        if (++calls % 10 === 0) auth = await staffAuth(t);
      },
      send: (value) =>
        send({
          method: 'POST',
          url: `/api/admin/applications/${application.id}/email`,
          headers: auth,
          payload: { ...valid, [field]: value },
        }),
    });
  });
});
