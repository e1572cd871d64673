import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminApplicationDetail } from '@/domain/schemas/admin';
import type {
  TSupportConversationDetail,
  TSupportConversationList,
  TSupportCounts,
} from '@/domain/schemas/support-inbox';
import { auditLog, emailOutbox, staffUsers, supportConversations } from '@/server/db';
import { supportAudit } from '@/server/services/support/support-inbox';
import {
  buildAdminActionsApp,
  deliverOutbox,
  staffAuth,
  underReviewApplication,
  type AdminActionsApp,
} from '@/server/test-support/admin-actions';
import { createStaff, freshIp, signIn, bearer } from '@/server/test-support/staff';

// The support inbox (docs/requirements/support-inbox.md): messages become conversations, linked
// to an application only when number and email match; staff reply by email, close, assign.

let t: AdminActionsApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await buildAdminActionsApp();
  auth = await staffAuth(t, 'inbox-admin');
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;

async function contact(payload: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/support/messages',
    remoteAddress: freshIp(),
    payload: {
      name: 'Amira Haddad',
      email: 'amira@example.com',
      subject: 'When does my e-Visa come?',
      message: 'Hello, I paid yesterday and wonder when the e-Visa comes.',
      language: 'ar',
      ...payload,
    },
  });
  expect(res.statusCode).toBe(201);
  const { reference } = res.json<{ reference: string }>();
  const all = await t.db.select().from(supportConversations);
  const conversation = all.find((c) =>
    c.id.replaceAll('-', '').toUpperCase().startsWith(reference),
  );
  if (!conversation) throw new Error(`no conversation for ${reference}`);
  return { reference, id: conversation.id };
}

const get = <T>(url: string, headers = auth) =>
  t.app.inject({ method: 'GET', url, headers }).then((res) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  });
const post = (url: string, payload: object, headers = auth) =>
  t.app.inject({ method: 'POST', url, headers, payload });

describe('the support inbox', () => {
  it('links a message to the application only when the number and the email both match', async () => {
    const application = await underReviewApplication(t, { email: 'Amira@Example.com' });
    const linked = await contact({ applicationNumber: application.applicationNumber });
    const stranger = await contact({
      applicationNumber: application.applicationNumber,
      email: 'someone.else@example.com',
    });
    const unknown = await contact({ applicationNumber: 'EV2026ZZZZZZZZ' });

    const detail = (id: string) =>
      get<TSupportConversationDetail>(`/api/admin/support/conversations/${id}`);
    expect((await detail(linked.id)).application).toEqual({
      id: application.id,
      applicationNumber: application.applicationNumber,
    });
    // The number alone attaches nothing: anyone can type someone else's number.
    expect((await detail(stranger.id)).application).toBeNull();
    expect((await detail(stranger.id)).applicationNumber).toBe(application.applicationNumber);
    expect((await detail(unknown.id)).application).toBeNull();

    // On the application's timeline: the linked message only.
    const app = await get<TAdminApplicationDetail>(`/api/admin/applications/${application.id}`);
    const received = app.timeline.filter((e) => e.action === supportAudit.received);
    expect(received).toHaveLength(1);
    expect(received[0]!.detail).toMatchObject({ conversation: linked.reference });
  });

  it('replies by email in the sender’s language with the reference and a Reply-To, then closes', async () => {
    const application = await underReviewApplication(t, { email: 'reply@example.com' });
    const { id, reference } = await contact({
      email: 'reply@example.com',
      applicationNumber: application.applicationNumber,
      language: 'de',
    });
    const opened = await get<TSupportConversationDetail>(`/api/admin/support/conversations/${id}`);
    expect(opened).toMatchObject({ state: 'open', overdue: false, assignee: null });
    expect(opened.messages).toHaveLength(1);
    expect(opened.messages[0]).toMatchObject({ direction: 'in', author: 'Amira Haddad' });

    const replied = await post(`/api/admin/support/conversations/${id}/reply`, {
      subject: 'Ihr e-Visum',
      message: 'Ihr e-Visum kommt voraussichtlich am Donnerstag.',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    const after = replied.json<TSupportConversationDetail>();
    expect(after).toMatchObject({ state: 'waiting', assignee: 'inbox-admin', dueAt: null });
    expect(after.messages.map((m) => [m.direction, m.author])).toEqual([
      ['in', 'Amira Haddad'],
      ['out', 'inbox-admin'],
    ]);

    const [queued] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'support-reply'));
    expect(queued).toMatchObject({
      toAddress: 'reply@example.com',
      language: 'de',
      applicationId: application.id,
    });
    const sent = (await deliverOutbox(t)).find((m) => m.subject.startsWith('Ihr e-Visum'));
    expect(sent).toMatchObject({ to: 'reply@example.com', replyTo: t.app.config.SUPPORT_INBOX });
    expect(sent!.subject).toBe(`Ihr e-Visum (Referenz ${reference})`);
    expect(sent!.text).toContain('Ihr e-Visum kommt voraussichtlich am Donnerstag.');
    // Never the sender's own words: the address is unverified.
    expect(sent!.text).not.toContain('I paid yesterday');

    const closed = await post(`/api/admin/support/conversations/${id}/state`, { state: 'closed' });
    expect(closed.json<TSupportConversationDetail>().state).toBe('closed');
    const app = await get<TAdminApplicationDetail>(`/api/admin/applications/${application.id}`);
    expect(app.timeline.map((e) => e.action)).toEqual(
      expect.arrayContaining([supportAudit.received, supportAudit.replied, supportAudit.closed]),
    );
    expect(app.timeline.find((e) => e.action === supportAudit.replied)).toMatchObject({
      actor: 'inbox-admin',
      detail: { conversation: reference, subject: 'Ihr e-Visum' },
    });
  });

  it('counts open and overdue conversations, and lists the open ones by when they are due', async () => {
    const before = await get<TSupportCounts>('/api/admin/support/counts');
    const first = await contact({ subject: 'First' });
    t.clock.advance(HOUR);
    auth = await staffAuth(t); // 30 idle minutes end a staff session
    const second = await contact({ subject: 'Second' });
    expect(await get<TSupportCounts>('/api/admin/support/counts')).toEqual({
      ...before,
      open: before.open + 2,
    });
    // The answer time (24 hours by default) passes for the first, not yet for the second.
    t.clock.advance(23.5 * HOUR);
    auth = await staffAuth(t);
    const late = await get<TSupportCounts>('/api/admin/support/counts');
    expect(late.overdue).toBe(before.overdue + 1 + before.open);
    const list = await get<TSupportConversationList>(
      '/api/admin/support/conversations?filter=open',
    );
    const ids = list.items.map((c) => c.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(list.items.find((c) => c.id === first.id)).toMatchObject({ overdue: true });
    expect(list.items.find((c) => c.id === second.id)).toMatchObject({ overdue: false });

    // Closing takes it off both counts; reopening makes it due again from now.
    await post(`/api/admin/support/conversations/${first.id}/state`, { state: 'closed' });
    const closed = await get<TSupportCounts>('/api/admin/support/counts');
    expect(closed).toMatchObject({ open: late.open - 1, overdue: late.overdue - 1 });
    const reopened = await post(`/api/admin/support/conversations/${first.id}/state`, {
      state: 'open',
    });
    expect(reopened.json<TSupportConversationDetail>()).toMatchObject({
      state: 'open',
      overdue: false,
    });
  });

  it('assigns to an active staff member, refuses an unknown one, and filters “mine”', async () => {
    const { id } = await contact({ subject: 'Assign me' });
    const colleague = await createStaff(t, 'inbox-colleague', 'support');
    const colleagueAuth = bearer((await signIn(t, colleague)).token);
    const [member] = await t.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.username, 'inbox-colleague'));
    const given = await post(`/api/admin/support/conversations/${id}/assign`, {
      staffUserId: member!.id,
    });
    expect(given.json<TSupportConversationDetail>()).toMatchObject({
      assignee: 'inbox-colleague',
      assignedToMe: false,
    });
    const mine = await get<TSupportConversationList>(
      '/api/admin/support/conversations?filter=mine',
      colleagueAuth,
    );
    expect(mine.items.map((c) => c.id)).toEqual([id]);

    for (const staffUserId of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await post(`/api/admin/support/conversations/${id}/assign`, { staffUserId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'staff.member_not_found' });
    }
    const taken = await post(`/api/admin/support/conversations/${id}/assign`, {
      staffUserId: 'me',
    });
    expect(taken.json<TSupportConversationDetail>()).toMatchObject({
      assignee: expect.stringMatching(/^staff\d+$/),
      assignedToMe: true,
    });
    const released = await post(
      `/api/admin/support/conversations/${id}/assign`,
      { staffUserId: null },
      colleagueAuth,
    );
    expect(released.json<TSupportConversationDetail>().assignee).toBeNull();
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.action, supportAudit.assigned));
    expect(actions.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses bad ids and bad replies, needs a staff session, and changes nothing', async () => {
    const { id } = await contact({ subject: 'Bad input' });
    for (const bad of ['nope', '00000000-0000-4000-8000-000000000000', "'; drop table x"]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/support/conversations/${encodeURIComponent(bad)}`,
        headers: auth,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'support.conversation_not_found' });
    }
    const short = await post(`/api/admin/support/conversations/${id}/reply`, {
      subject: 'Re',
      message: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toMatchObject({
      subject: { code: 'staff.email_subject_too_short' },
      message: { code: 'staff.email_message_too_short' },
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/support/counts' });
    expect(anonymous.statusCode).toBe(401);
    const detail = await get<TSupportConversationDetail>(`/api/admin/support/conversations/${id}`);
    expect(detail).toMatchObject({ state: 'open' });
    expect(detail.messages).toHaveLength(1);
  });

  it('lets a chat hand-off open a conversation marked as the chat’s', async () => {
    const { id } = await contact({
      channel: 'chat',
      subject: 'Chat conversation',
      message: 'Visitor: can I talk to a person?\nAssistant: I can send this to our team.',
    });
    const detail = await get<TSupportConversationDetail>(`/api/admin/support/conversations/${id}`);
    expect(detail).toMatchObject({ channel: 'chat', state: 'open' });
  });
});
