import type { HTTPMethods } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemOf } from '@/domain/errors';
import { STAFF_ROLES, type StaffRole } from '@/domain/staff-roles';
import { auditLog, staffSessions, staffUsers } from '@/server/db';
import { createStaffUser } from '@/server/services/staff/manage-staff-users';
import { totpCodeAt } from '@/server/services/staff/totp';
import {
  bearer,
  buildStaffTestApp,
  createStaff,
  freshIp,
  postJson,
  signIn,
  type StaffTestApp,
} from '@/server/test-support/staff';

// Staff roles (docs/requirements/staff-roles.md): every staff route names the roles it admits,
// and the table below is that list; each role gets 403 wherever it is not admitted, before the
// route reads its input. Then the accounts: a generated password must be changed first, an
// invitation link sets a password and enrols the authenticator once, admins manage the others.

let t: StaffTestApp;
const tokens = {} as Record<StaffRole, string>;
beforeAll(async () => {
  t = await buildStaffTestApp();
  for (const role of STAFF_ROLES) {
    tokens[role] = (await signIn(t, await createStaff(t, undefined, role))).token;
  }
});
afterAll(() => t.close());

const EVERYONE = 'admin reviewer support';
const REVIEW = 'admin reviewer';
const ADMIN = 'admin';

/** Every staff route with the roles it admits (HEAD follows its GET). */
const ROUTE_ROLES: Record<string, string> = {
  'GET /api/admin/me': EVERYONE,
  'POST /api/admin/me/password': EVERYONE,
  'POST /api/admin/me/authenticator': EVERYONE,
  'POST /api/admin/me/authenticator/confirm': EVERYONE,
  // The support inbox: every role answers customers (docs/requirements/support-inbox.md).
  'GET /api/admin/support/counts': EVERYONE,
  'GET /api/admin/support/conversations': EVERYONE,
  'GET /api/admin/support/conversations/:id': EVERYONE,
  'POST /api/admin/support/conversations/:id/reply': EVERYONE,
  'POST /api/admin/support/conversations/:id/state': EVERYONE,
  'POST /api/admin/support/conversations/:id/assign': EVERYONE,
  'POST /api/admin/logout': EVERYONE,
  'GET /api/admin/applications': EVERYONE,
  'GET /api/admin/applications/:id': EVERYONE,
  'GET /api/admin/applications/:id/documents': EVERYONE,
  'POST /api/admin/applications/:id/email': EVERYONE,
  'GET /api/admin/applications/:id/agreement.pdf': REVIEW,
  'GET /api/admin/applications/:id/download-all': REVIEW,
  'GET /api/documents/:documentId/download': REVIEW,
  'POST /api/admin/applications/:id/approve': REVIEW,
  'POST /api/admin/applications/:id/reject': REVIEW,
  'POST /api/admin/applications/:id/travellers/:applicantId/approve': REVIEW,
  'POST /api/admin/applications/:id/travellers/:applicantId/refuse': REVIEW,
  'POST /api/admin/applications/:id/travellers/:applicantId/add-ons/:kind': EVERYONE,
  'POST /api/admin/applications/:id/travellers/:applicantId/government-submission': REVIEW,
  'POST /api/admin/applications/:id/change-requests': REVIEW,
  'POST /api/admin/applications/:id/assign': REVIEW,
  'POST /api/admin/applications/:id/unassign': REVIEW,
  'POST /api/admin/applications/:id/refunds': ADMIN,
  'POST /api/admin/applications/:id/travellers/:applicantId/government-fee-refunded': ADMIN,
  'GET /api/admin/erasure-requests': ADMIN,
  'POST /api/admin/erasure-requests/:id/complete': ADMIN,
  'GET /api/admin/staff': ADMIN,
  'POST /api/admin/staff': ADMIN,
  'PATCH /api/admin/staff/:id': ADMIN,
  'POST /api/admin/staff/:id/reset': ADMIN,
  'GET /api/admin/accounting/export': ADMIN,
  'GET /api/admin/applications/:id/accounting-documents': EVERYONE,
  'GET /api/admin/applications/:id/accounting-documents/:documentId/pdf': EVERYONE,
};

const PUBLIC = ['/api/admin/login', '/api/admin/login/totp', '/api/admin/invitation'];

function staffRoutes() {
  return t.routes
    .filter((r) => /^\/api\/(admin|documents)(\/|$)/.test(r.url))
    .filter((r) => !PUBLIC.some((p) => r.url === p || r.url === `${p}/accept`))
    .flatMap((r) =>
      [r.method].flat().map((method) => ({
        method: method as HTTPMethods,
        url: r.url,
        roles: [...(r.config?.staffRoles ?? [])].sort().join(' '),
      })),
    );
}

const pathOf = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
const call = (method: HTTPMethods, url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    payload: method === 'GET' || method === 'HEAD' ? undefined : (payload ?? {}),
  });

describe('roles on staff routes', () => {
  it('every staff route declares its roles, and they are these', () => {
    const declared = Object.fromEntries(
      staffRoutes()
        .filter((r) => r.method !== 'HEAD')
        .map((r) => [`${r.method} ${r.url}`, r.roles]),
    );
    expect(declared).toEqual(ROUTE_ROLES);
    for (const head of staffRoutes().filter((r) => r.method === 'HEAD')) {
      expect(head.roles, head.url).toBe(ROUTE_ROLES[`GET ${head.url}`]);
    }
  });

  it('a role not admitted gets 403 before anything is read; an admitted one gets past', async () => {
    for (const route of staffRoutes()) {
      if (route.url === '/api/admin/logout') continue; // it would end the session under test
      for (const role of STAFF_ROLES) {
        const res = await call(route.method, pathOf(route.url), tokens[role]);
        const name = `${role}: ${route.method} ${route.url}`;
        if (route.roles.split(' ').includes(role)) {
          expect(res.statusCode, name).not.toBe(403);
          expect(res.statusCode, name).toBeLessThan(500);
        } else {
          expect(res.statusCode, name).toBe(403);
          if (route.method !== 'HEAD')
            expect(res.json(), name).toEqual(problemOf('staff.forbidden'));
        }
      }
    }
  });

  it('support cannot decide, refund or download; a reviewer cannot refund or manage staff', async () => {
    const app = '/api/admin/applications/00000000-0000-4000-8000-000000000000';
    const traveller = `${app}/travellers/00000000-0000-4000-8000-000000000001`;
    const refusal = { reason: 'The passport photo page is unreadable.' };
    const cases: [StaffRole, HTTPMethods, string, object?][] = [
      ['support', 'POST', `${traveller}/approve`],
      ['support', 'POST', `${traveller}/refuse`, refusal],
      ['support', 'POST', `${app}/reject`, { ...refusal, refund: 'none' }],
      ['support', 'POST', `${app}/refunds`, { mode: 'rules' }],
      ['support', 'GET', '/api/documents/00000000-0000-4000-8000-000000000000/download'],
      ['support', 'GET', `${app}/download-all`],
      ['support', 'GET', `${app}/agreement.pdf`],
      ['reviewer', 'POST', `${app}/refunds`, { mode: 'rules' }],
      // Refusing is a review, but refunding with it is not.
      ['reviewer', 'POST', `${traveller}/refuse`, { ...refusal, refund: 'rules' }],
      ['reviewer', 'POST', `${app}/reject`, { ...refusal, refund: 'full' }],
      ['reviewer', 'GET', '/api/admin/staff'],
      ['reviewer', 'POST', '/api/admin/staff', { username: 'intruder', role: 'admin' }],
      ['reviewer', 'POST', '/api/admin/staff/00000000-0000-4000-8000-000000000000/reset'],
    ];
    for (const [role, method, url, body] of cases) {
      const res = await call(method, url, tokens[role], body);
      expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
    }
    // The same refusal without money is the reviewer's to make (404: no such application).
    const res = await call('POST', `${traveller}/refuse`, tokens.reviewer, refusal);
    expect(res.statusCode).toBe(404);
    expect(await t.db.select().from(staffUsers).where(eq(staffUsers.username, 'intruder'))).toEqual(
      [],
    );
  });
});

describe('a generated password', () => {
  it('must be changed before anything else, and the change ends the other sessions', async () => {
    const created = await createStaffUser({ db: t.db, username: 'firstday', role: 'reviewer' });
    const generated = created.generatedPassword ?? '';
    const ip = freshIp();
    const step1 = await postJson(
      t,
      '/api/admin/login',
      { username: 'firstday', password: generated },
      ip,
    );
    const { challenge, enrol } = step1.json<{ challenge: string; enrol: { secret: string } }>();
    t.clock.nextStep();
    const step2 = await postJson(
      t,
      '/api/admin/login/totp',
      { challenge, code: totpCodeAt(enrol.secret, t.clock.now()) },
      ip,
    );
    const { token } = step2.json<{ token: string }>();
    const other = await signInWith(t, 'firstday', generated, enrol.secret);

    expect((await call('GET', '/api/admin/me', token)).json()).toEqual({
      username: 'firstday',
      role: 'reviewer',
      passwordMustChange: true,
    });
    const blocked = await call('GET', '/api/admin/applications', token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual(problemOf('staff.password_change_required'));

    const change = (currentPassword: string, newPassword: string) =>
      call('POST', '/api/admin/me/password', token, { currentPassword, newPassword });
    const wrong = await change('not the password', 'a brand new passphrase');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.currentPassword.code).toBe('staff.current_password_wrong');
    expect((await change(generated, 'short')).json().fields.newPassword.code).toBe(
      'staff.password_too_short',
    );
    expect((await change(generated, generated)).json().fields.newPassword.code).toBe(
      'staff.password_unchanged',
    );
    expect((await change(generated, 'a brand new passphrase')).statusCode).toBe(200);

    expect((await call('GET', '/api/admin/applications', token)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/me', other)).statusCode).toBe(401);
    const [user] = await t.db.select().from(staffUsers).where(eq(staffUsers.username, 'firstday'));
    expect(user?.passwordMustChange).toBe(false);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.password_changed'));
    expect(audit.map((a) => a.details)).toContainEqual({
      username: 'firstday',
      wasGenerated: true,
    });
    expect(JSON.stringify(audit)).not.toContain('brand new');
  });
});

describe('a new authenticator', () => {
  it('needs the password, then a code from the new app; the old one works until then', async () => {
    const username = await createStaff(t, undefined, 'support');
    const first = await signIn(t, username);
    const other = await signIn(t, username, first.secret);
    const start = (password: string) =>
      call('POST', '/api/admin/me/authenticator', first.token, { password });
    const wrong = await start('not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.password.code).toBe('staff.current_password_wrong');

    const started = await start('correct horse battery staple');
    expect(started.statusCode).toBe(200);
    const { secret } = started.json<{ secret: string }>();
    expect(secret).not.toBe(first.secret);
    // Until confirmed, the old app still signs in.
    expect(
      await signInWith(t, username, 'correct horse battery staple', first.secret),
    ).toBeTruthy();

    const confirm = (code: string) =>
      call('POST', '/api/admin/me/authenticator/confirm', first.token, { code });
    t.clock.nextStep();
    const bad = await confirm(totpCodeAt(first.secret, t.clock.now()));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.code.code).toBe('staff.new_code_invalid');
    const good = await confirm(totpCodeAt(secret, t.clock.now()));
    expect(good.statusCode).toBe(200);
    expect(good.json<{ recoveryCodes: string[] }>().recoveryCodes).toHaveLength(10);

    // The new app signs in, the old one no longer; the other session ended, this one stays.
    await expect(
      signInWith(t, username, 'correct horse battery staple', first.secret),
    ).rejects.toThrow(/code step/);
    expect(await signInWith(t, username, 'correct horse battery staple', secret)).toBeTruthy();
    expect((await call('GET', '/api/admin/me', other.token)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/me', first.token)).statusCode).toBe(200);
    // Confirming again has nothing pending.
    t.clock.nextStep();
    expect((await confirm(totpCodeAt(secret, t.clock.now()))).statusCode).toBe(400);
  });
});

/** Password and code for an enrolled account whose password is not the test default. */
async function signInWith(t: StaffTestApp, username: string, password: string, secret: string) {
  const ip = freshIp();
  const step1 = await postJson(t, '/api/admin/login', { username, password }, ip);
  if (step1.statusCode !== 200) throw new Error(`password step: ${step1.body}`);
  t.clock.nextStep();
  const step2 = await postJson(
    t,
    '/api/admin/login/totp',
    {
      challenge: step1.json<{ challenge: string }>().challenge,
      code: totpCodeAt(secret, t.clock.now()),
    },
    ip,
  );
  if (step2.statusCode !== 200) throw new Error(`code step: ${step2.body}`);
  return step2.json<{ token: string }>().token;
}

describe('staff management', () => {
  const tokenOf = (path: string) => path.split('#')[1] ?? '';

  it('an invited member sets a password and enrols the authenticator through the link, once', async () => {
    const invited = await call('POST', '/api/admin/staff', tokens.admin, {
      username: ' Priya.S ',
      role: 'reviewer',
    });
    expect(invited.statusCode).toBe(200);
    const invitation = invited.json<{ username: string; path: string; expiresAt: string }>();
    const listed = (await call('GET', '/api/admin/staff', tokens.admin))
      .json<{ username: string; invited: boolean }[]>()
      .find((m) => m.username === 'priya.s');
    expect(listed?.invited).toBe(true);
    expect(invitation.username).toBe('priya.s');
    expect(invitation.path).toMatch(/^\/admin\/invitation#[A-Za-z0-9_-]{40,}$/);
    const token = tokenOf(invitation.path);

    // Before the link is used, the account cannot sign in with anything.
    const look = await postJson(t, '/api/admin/invitation', { token });
    expect(look.json()).toEqual({ username: 'priya.s', expiresAt: invitation.expiresAt });
    const short = await postJson(t, '/api/admin/invitation/accept', { token, password: 'short' });
    expect(short.statusCode).toBe(400);

    const accepted = await postJson(t, '/api/admin/invitation/accept', {
      token,
      password: 'priya chooses this one',
    });
    expect(accepted.statusCode).toBe(200);
    const { challenge, enrol } = accepted.json<{ challenge: string; enrol: { secret: string } }>();
    expect(enrol.secret).toMatch(/^[A-Z2-7]+$/);
    t.clock.nextStep();
    const session = await postJson(t, '/api/admin/login/totp', {
      challenge,
      code: totpCodeAt(enrol.secret, t.clock.now()),
    });
    expect(session.statusCode).toBe(200);
    const me = await call('GET', '/api/admin/me', session.json<{ token: string }>().token);
    expect(me.json()).toEqual({ username: 'priya.s', role: 'reviewer', passwordMustChange: false });

    // The link is spent: looking it up or using it again is refused.
    for (const [url, body] of [
      ['/api/admin/invitation', { token }],
      ['/api/admin/invitation/accept', { token, password: 'someone else tries' }],
    ] as const) {
      const again = await postJson(t, url, body);
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual(problemOf('staff.invitation_invalid'));
    }
    expect(await signInWith(t, 'priya.s', 'priya chooses this one', enrol.secret)).toBeTruthy();

    const taken = await call('POST', '/api/admin/staff', tokens.admin, {
      username: 'priya.s',
      role: 'support',
    });
    expect(taken.json().fields.username.code).toBe('staff.username_taken');
  });

  it('an invitation expires after 72 hours, and a reset replaces the link and ends access', async () => {
    const first = await call('POST', '/api/admin/staff', tokens.admin, {
      username: 'late.joiner',
      role: 'support',
    });
    const staleToken = tokenOf(first.json<{ path: string }>().path);
    t.clock.advance(72 * 60 * 60 * 1000 + 1000);
    expect((await postJson(t, '/api/admin/invitation', { token: staleToken })).statusCode).toBe(
      410,
    );
    // Every session of the suite idled out meanwhile: sign the admin in again.
    tokens.admin = (await signIn(t, await createStaff(t))).token;

    const list = await call('GET', '/api/admin/staff', tokens.admin);
    const member = list
      .json<{ id: string; username: string; invited: boolean }[]>()
      .find((m) => m.username === 'late.joiner');
    expect(member?.invited).toBe(false);

    const reset = await call('POST', `/api/admin/staff/${member?.id}/reset`, tokens.admin);
    expect(reset.statusCode).toBe(200);
    const fresh = tokenOf(reset.json<{ path: string }>().path);
    expect((await postJson(t, '/api/admin/invitation', { token: fresh })).statusCode).toBe(200);
    const again = await call('POST', `/api/admin/staff/${member?.id}/reset`, tokens.admin);
    expect((await postJson(t, '/api/admin/invitation', { token: fresh })).statusCode).toBe(410);
    expect(again.statusCode).toBe(200);
  });

  it('an admin changes roles and disables others, never themself, and the sessions end', async () => {
    const reviewerName = await createStaff(t, undefined, 'reviewer');
    const reviewer = await signIn(t, reviewerName);
    const admin = (await signIn(t, await createStaff(t))).token;
    const members = (await call('GET', '/api/admin/staff', admin)).json<
      { id: string; username: string; role: string; disabled: boolean }[]
    >();
    const target = members.find((m) => m.username === reviewerName);

    const promoted = await call('PATCH', `/api/admin/staff/${target?.id}`, admin, {
      role: 'support',
    });
    expect(promoted.statusCode).toBe(200);
    expect(
      promoted.json<{ username: string; role: string }[]>().find((m) => m.username === reviewerName)
        ?.role,
    ).toBe('support');
    expect((await call('GET', '/api/admin/me', reviewer.token)).statusCode).toBe(401);
    expect(
      await t.db
        .select()
        .from(staffSessions)
        .where(eq(staffSessions.staffUserId, target?.id ?? '')),
    ).toEqual([]);

    const disabled = await call('PATCH', `/api/admin/staff/${target?.id}`, admin, {
      disabled: true,
    });
    expect(disabled.statusCode).toBe(200);
    const refused = await postJson(t, '/api/admin/login', {
      username: reviewerName,
      password: 'correct horse battery staple',
    });
    expect(refused.statusCode).toBe(401);

    const actions = (
      await t.db.select().from(auditLog).where(eq(auditLog.action, 'staff.member_updated'))
    ).map((a) => a.details);
    expect(actions).toContainEqual({
      username: reviewerName,
      role: { from: 'reviewer', to: 'support' },
    });
    expect(actions).toContainEqual({ username: reviewerName, disabled: true });
  });

  it('two admins demoting each other at once leave one admin', async () => {
    const names = [await createStaff(t), await createStaff(t)];
    const sessions = await Promise.all(names.map(async (n) => (await signIn(t, n)).token));
    // Every other admin of this suite is disabled first, so these two are the last.
    const all = (await call('GET', '/api/admin/staff', sessions[0] ?? '')).json<
      { id: string; username: string; role: string; disabled: boolean }[]
    >();
    for (const m of all.filter((m) => m.role === 'admin' && !names.includes(m.username))) {
      const res = await call('PATCH', `/api/admin/staff/${m.id}`, sessions[0] ?? '', {
        disabled: true,
      });
      expect(res.statusCode).toBe(200);
    }
    const idOf = (name: string) => all.find((m) => m.username === name)?.id;
    const results = await Promise.all([
      call('PATCH', `/api/admin/staff/${idOf(names[1] ?? '')}`, sessions[0] ?? '', {
        role: 'reviewer',
      }),
      call('PATCH', `/api/admin/staff/${idOf(names[0] ?? '')}`, sessions[1] ?? '', {
        role: 'reviewer',
      }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).not.toEqual([200, 200]);
    const admins = await t.db.select().from(staffUsers).where(eq(staffUsers.role, 'admin'));
    expect(admins.filter((a) => a.disabledAt === null).map((a) => a.username)).toHaveLength(1);
    // Nor can the one left change their own access.
    const [left] = admins.filter((a) => a.disabledAt === null);
    const own = sessions[names.indexOf(left?.username ?? '')] ?? '';
    const selfChange = await call('PATCH', `/api/admin/staff/${left?.id}`, own, {
      disabled: true,
    });
    expect(selfChange.statusCode).toBe(409);
    expect(selfChange.json()).toEqual(problemOf('staff.not_yourself'));
  });
});
