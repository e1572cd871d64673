import { eq } from 'drizzle-orm';
import { problemOf } from '@/domain/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZRejectApplicationResponse, type RefundChoice } from '@/domain/schemas/admin';
import { applicants, applications, auditLog, emailOutbox } from '@/server/db';
import {
  buildAdminActionsApp,
  staffAuth,
  underReviewApplication,
  type AdminActionsApp,
} from '@/server/test-support/admin-actions';
import { paidApplication } from '@/server/test-support/documents';
import { paymentState } from '@/server/test-support/payments';

let t: AdminActionsApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await buildAdminActionsApp();
  auth = await staffAuth(t);
});
afterAll(() => t.close());
beforeEach(() => {
  t.refunds.calls = 0;
  t.refunds.fail = false;
});

const REASON = 'The passport photo page is not readable. Please apply again with a clear scan.';
const reject = (id: string, refund: RefundChoice, headers: Record<string, string> = auth) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/applications/${id}/reject`,
    headers,
    payload: { reason: REASON, refund },
  });

async function audits(applicationId: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.applicationId, applicationId));
}

describe('POST /api/admin/applications/:id/reject', () => {
  // 2 applicants at normal speed paid $238, of which $138 are service fees.
  const cases: [RefundChoice, number, string][] = [
    ['full', 23_800, 'refunded'],
    ['keepServiceFee', 10_000, 'succeeded'],
    ['none', 0, 'succeeded'],
  ];
  for (const [choice, refunded, paymentStatus] of cases) {
    it(`rejects with refund '${choice}': ${refunded} cents back through the sandbox`, async () => {
      const application = await underReviewApplication(t);
      const res = await reject(application.id, choice);
      expect(res.statusCode).toBe(200);
      const body = ZRejectApplicationResponse.parse(res.json());
      expect(body).toMatchObject({ status: 'rejected', rejectionReason: REASON });
      expect(body.decidedAt).not.toBeNull();
      expect(body.refund).toEqual({ status: refunded > 0 ? 'refunded' : 'none', amount: refunded });
      // Every traveller is refused with the one reason.
      expect(body.travellers.map((tr) => [tr.outcome, tr.refusalReason])).toEqual([
        ['refused', REASON],
        ['refused', REASON],
      ]);
      expect(body.payments[0]).toMatchObject({ refundedAmount: refunded, status: paymentStatus });
      expect(t.refunds.calls).toBe(refunded > 0 ? 1 : 0);

      const state = await paymentState(t.db, application.id);
      expect(state.application.status).toBe('rejected');
      const refundEvents = state.events.filter((e) => e.type === 'refund.created');
      expect(refundEvents.map((e) => (e.payload as { amount: number }).amount)).toEqual(
        refunded > 0 ? [refunded] : [],
      );
      const email = state.emails.find((e) => e.template === 'application-rejected');
      expect(email).toMatchObject({
        toAddress: 'traveller@example.com',
        language: 'tr',
        payload: { reason: REASON, refundAmount: refunded },
      });
      const [entry] = await audits(application.id);
      expect(entry).toMatchObject({
        action: 'application.rejected',
        details: { reason: REASON, refund: { choice, amount: refunded } },
      });
      if (refunded > 0) {
        expect(entry?.details.refund).toMatchObject({
          status: 'refunded',
          refundId: expect.any(String),
        });
      }
    });
  }

  it('keeps the rejection when the refund fails, and says so in the answer and the audit', async () => {
    const application = await underReviewApplication(t);
    t.refunds.fail = true;
    const res = await reject(application.id, 'full');
    expect(res.statusCode).toBe(200);
    const body = ZRejectApplicationResponse.parse(res.json());
    expect(body.status).toBe('rejected');
    expect(body.refund).toEqual({ status: 'failed', amount: 23_800 });
    const [entry] = await audits(application.id);
    expect(entry?.details.refund).toMatchObject({ status: 'failed', amount: 23_800 });
    expect(JSON.stringify(entry?.details)).not.toContain('gateway timeout'); // no internals
    const state = await paymentState(t.db, application.id);
    expect(state.payments[0]?.status).toBe('succeeded');
    expect(state.events.some((e) => e.type === 'refund.created')).toBe(false);
  });

  it('refuses a paid application that is not under review with 409 and changes nothing', async () => {
    const { application } = await paidApplication(t.db);
    const res = await reject(application.id, 'full');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(problemOf('application.cannot_reject'));
    const [after] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(after).toMatchObject({ status: 'paid', decidedAt: null, rejectionReason: null });
    expect(await audits(application.id)).toEqual([]);
    const emails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.applicationId, application.id));
    expect(emails).toEqual([]);
    expect(t.refunds.calls).toBe(0);
  });

  it('refuses a second rejection and refunds once', async () => {
    const application = await underReviewApplication(t);
    const results = await Promise.all([
      reject(application.id, 'full'),
      reject(application.id, 'full'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(t.refunds.calls).toBe(1);
  });

  it('refuses a whole rejection once a traveller is decided: staff go on per traveller', async () => {
    const application = await underReviewApplication(t);
    const [first] = await t.db
      .select()
      .from(applicants)
      .where(eq(applicants.applicationId, application.id))
      .orderBy(applicants.position);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${application.id}/travellers/${first!.id}/refuse`,
      headers: auth,
      payload: { reason: REASON },
    });
    expect(refused.statusCode).toBe(200);
    const res = await reject(application.id, 'full');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(problemOf('application.decide_per_traveller'));
    expect(t.refunds.calls).toBe(0);
    const [after] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(after!.status).toBe('under_review');
  });

  it('validates the body, and answers 401 without a staff session', async () => {
    const application = await underReviewApplication(t);
    const short = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${application.id}/reject`,
      headers: auth,
      payload: { reason: 'no', refund: 'everything' },
    });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().fields).sort()).toEqual(['reason', 'refund']);
    const anonymous = await reject(application.id, 'full', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(problemOf('staff.session_expired'));
    const [after] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(after?.status).toBe('under_review');
  });
});
