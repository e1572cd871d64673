import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '@/domain/status';
import { applications, auditLog, emailOutbox, type Application } from '@/server/db';
import {
  buildAdminActionsApp,
  deliverOutbox,
  type AdminActionsApp,
} from '@/server/test-support/admin-actions';
import { insertApplication, TEST_PUBLIC_URL } from '@/server/test-support/payments';
import { freshIp } from '@/server/test-support/staff';
import { sendStepReminders } from './send-step-reminders';
import { reminderAudit } from './stop-reminders';

// Reminders with a moved clock (docs/requirements/reminders.md): each goes once at its time, not
// after the step is done, not within a day of another, not after the traveller stopped them;
// the links they carry work.

let t: AdminActionsApp;
beforeAll(async () => {
  t = await buildAdminActionsApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
/** The site's own host: a page asked for on another is sent there (lib/public-origin.ts). */
const host = new URL(TEST_PUBLIC_URL).host;
const T0 = new Date('2027-03-01T09:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

async function application(
  status: ApplicationStatus,
  times: Partial<Pick<Application, 'createdAt' | 'submittedAt' | 'paidAt'>>,
) {
  const { application } = await insertApplication(t.db, { language: 'en' });
  const [row] = await t.db
    .update(applications)
    .set({ status, createdAt: times.createdAt ?? T0, ...times })
    .where(eq(applications.id, application.id))
    .returning();
  return row!;
}

/** The reminder kinds queued for an application, oldest first. */
async function remindersOf(applicationId: string): Promise<string[]> {
  const rows = await t.db
    .select({ key: emailOutbox.idempotencyKey, template: emailOutbox.template })
    .from(emailOutbox)
    .where(eq(emailOutbox.applicationId, applicationId))
    .orderBy(emailOutbox.createdAt);
  return rows
    .filter((r) => r.template === 'step-reminder')
    .map((r) => r.key.split(':').at(-1) ?? '');
}

async function setStatus(id: string, status: ApplicationStatus, extra: Partial<Application> = {}) {
  await t.db
    .update(applications)
    .set({ status, ...extra })
    .where(eq(applications.id, id));
}

describe('step reminders', () => {
  it('reminds an unfinished application once after 24 hours and once after 3 days', async () => {
    const app = await application('draft', { createdAt: T0 });
    for (const hours of [1, 23.9]) await sendStepReminders(t.db, at(hours));
    expect(await remindersOf(app.id)).toEqual([]);
    await sendStepReminders(t.db, at(24.1));
    await sendStepReminders(t.db, at(24.2));
    await sendStepReminders(t.db, at(48));
    expect(await remindersOf(app.id)).toEqual(['details-24h']);
    await sendStepReminders(t.db, at(72.1));
    await sendStepReminders(t.db, at(200));
    expect(await remindersOf(app.id)).toEqual(['details-24h', 'details-3d']);
  });

  it('sends only the later reminder of a step when both are due, never the earlier one after it', async () => {
    const app = await application('draft', { createdAt: T0 });
    await sendStepReminders(t.db, at(100));
    await sendStepReminders(t.db, at(150));
    expect(await remindersOf(app.id)).toEqual(['details-3d']);
  });

  it('stops when the step is done and reminds of the next one, at most once a day', async () => {
    const app = await application('draft', { createdAt: T0 });
    await sendStepReminders(t.db, at(24.5));
    expect(await remindersOf(app.id)).toEqual(['details-24h']);
    // Signed soon after (the time as recorded): the unpaid reminder is due at 24.2 hours...
    await setStatus(app.id, 'submitted', { submittedAt: at(0.2) });
    await sendStepReminders(t.db, at(25));
    await sendStepReminders(t.db, at(48.4));
    // ...but waits until a day after the last reminder.
    expect(await remindersOf(app.id)).toEqual(['details-24h']);
    await sendStepReminders(t.db, at(48.6));
    expect(await remindersOf(app.id)).toEqual(['details-24h', 'payment-24h']);
    // Paid: documents reminders from the payment, and none once the documents are in.
    await setStatus(app.id, 'paid', { paidAt: at(50) });
    await sendStepReminders(t.db, at(74.1));
    expect(await remindersOf(app.id)).toEqual(['details-24h', 'payment-24h', 'documents-24h']);
    await setStatus(app.id, 'under_review');
    await sendStepReminders(t.db, at(200));
    expect(await remindersOf(app.id)).toEqual(['details-24h', 'payment-24h', 'documents-24h']);
  });

  it('carries a working link back in and a stop link that ends reminders, not other emails', async () => {
    const app = await application('paid', { createdAt: T0, submittedAt: T0, paidAt: T0 });
    await sendStepReminders(t.db, at(24.1));
    const mail = (await deliverOutbox(t)).find((m) =>
      m.subject.startsWith(`Application ${app.applicationNumber}: please upload`),
    );
    expect(mail).toBeDefined();
    expect(mail!.to).toBe(app.email);

    // The way back in: a single-use resume code minted at delivery.
    const code = /\/apply\/resume#code=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
    const exchange = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/applications/resume-sessions',
        payload: { code },
        remoteAddress: freshIp(),
      });
    const resumed = await exchange();
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ id: app.id });
    expect((await exchange()).statusCode).toBeGreaterThanOrEqual(400);

    const stopPath = /(\/reminders\/stop\/[A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
    expect(stopPath).toBeDefined();
    const stop = await t.app.inject({ method: 'GET', url: stopPath!, headers: { host } });
    expect(stop.statusCode).toBe(200);
    expect(stop.headers['content-type']).toContain('text/html');
    expect(stop.body).toContain(app.applicationNumber);
    // A second click (or the mail program's POST) changes nothing more.
    expect(
      (await t.app.inject({ method: 'POST', url: stopPath!, headers: { host } })).statusCode,
    ).toBe(200);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.applicationId, app.id));
    expect(audits.filter((a) => a.action === reminderAudit.stopped)).toHaveLength(1);

    await sendStepReminders(t.db, at(200));
    expect(await remindersOf(app.id)).toEqual(['documents-24h']);
  });

  it('answers a wrong stop link with a page in the browser’s language and changes nothing', async () => {
    for (const token of ['x', 'A'.repeat(32), '%00'.repeat(10), 'é'.repeat(30)]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/reminders/stop/${encodeURIComponent(token)}`,
        headers: { host, 'accept-language': 'ar' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('dir="rtl"');
    }
  });
});
