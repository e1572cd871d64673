import { eq } from 'drizzle-orm';
import { problemOf } from '@/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox } from '@/server/db';
import {
  buildAdminActionsApp,
  deliverOutbox,
  staffAuth,
  type AdminActionsApp,
} from '@/server/test-support/admin-actions';
import { insertApplication } from '@/server/test-support/payments';

let t: AdminActionsApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await buildAdminActionsApp();
  auth = await staffAuth(t);
});
afterAll(() => t.close());

const message = {
  subject: 'Your photo',
  message: 'Please upload a photo on a white background.\n<b>Thank you</b> & regards',
};
const send = (id: string, body: object, headers: Record<string, string> = auth) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/applications/${id}/email`,
    headers,
    payload: body,
    remoteAddress: '10.99.0.1',
  });

const emailsOf = (applicationId: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.applicationId, applicationId));

describe('POST /api/admin/applications/:id/email', () => {
  it('writes to the email on record only, in the applicant language; the audit keeps the subject', async () => {
    const { application } = await insertApplication(t.db, { language: 'ar' });
    const res = await send(application.id, {
      ...message,
      to: 'attacker@example.com',
      customerEmail: 'attacker@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    const [email] = await emailsOf(application.id);
    expect(email).toMatchObject({
      template: 'staff-message',
      toAddress: 'traveller@example.com',
      language: 'ar',
      payload: { applicationNumber: application.applicationNumber, ...message },
    });
    const sent = (await deliverOutbox(t)).find((m) => m.subject.includes(message.subject));
    expect(sent?.to).toBe('traveller@example.com');
    expect(sent?.subject).toBe(`الطلب ${application.applicationNumber}: Your photo`);
    expect(sent?.html).toContain('&lt;b&gt;Thank you&lt;/b&gt; &amp; regards');

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.applicationId, application.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'application.emailed',
      details: { subject: 'Your photo' },
    });
    expect(JSON.stringify(entries[0]?.details)).not.toContain('white background');
  });

  it('sends each message once per request: two clicks, two emails', async () => {
    const { application } = await insertApplication(t.db);
    await send(application.id, message);
    await send(application.id, message);
    expect(await emailsOf(application.id)).toHaveLength(2);
  });

  it('refuses an empty message, an unknown application and a caller without a session', async () => {
    const { application } = await insertApplication(t.db);
    const empty = await send(application.id, { subject: '', message: 'short' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fields).sort()).toEqual(['message', 'subject']);
    const unknown = await send('00000000-0000-4000-8000-000000000000', message);
    expect(unknown.statusCode).toBe(404);
    const anonymous = await send(application.id, message, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(problemOf('staff.session_expired'));
    expect(await emailsOf(application.id)).toEqual([]);
  });

  it('limits each staff member to 30 emails in 10 minutes, not the whole office', async () => {
    const { application } = await insertApplication(t.db);
    const busy = await staffAuth(t);
    for (let i = 0; i < 30; i += 1) {
      expect((await send(application.id, message, busy)).statusCode).toBe(200);
    }
    const limited = await send(application.id, message, busy);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // A colleague at the same address is not affected.
    const colleague = await staffAuth(t);
    expect((await send(application.id, message, colleague)).statusCode).toBe(200);
    expect(await emailsOf(application.id)).toHaveLength(31);
  });
});
