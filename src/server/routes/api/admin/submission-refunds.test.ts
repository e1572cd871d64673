import { asc, eq } from 'drizzle-orm';
import { problemOf } from '@/domain/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ZAdminApplicationDetail,
  ZIssueRefundResponse,
  ZRejectApplicationResponse,
  ZStatusCheckResult,
} from '@/domain/schemas/admin';
import { applicants, auditLog, emailOutbox, refunds } from '@/server/db';
import {
  buildAdminActionsApp,
  staffAuth,
  underReviewApplication,
  type AdminActionsApp,
} from '@/server/test-support/admin-actions';
import { paymentState } from '@/server/test-support/payments';
import { defaultSiteConfig } from '@/domain/site-config';
import { useSiteConfig } from '@/server/site-config';

// Submission to the government per traveller and refunds by the rules or of a custom amount
// (docs/requirements/refunds.md). The test application: 2 business travellers at normal speed,
// $238 paid, each traveller $119 = $69 service fee + $50 government fee.

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

const SERVICE = 6_900;
const GOVERNMENT = 5_000;
const REASON = 'The customer cancelled the second traveller before we submitted it.';
let nextIp = 0;
const freshIp = () => `10.92.${(++nextIp >> 8) & 255}.${nextIp & 255}`;

const post = (url: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/applications/${url}`,
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const submit = (id: string, applicantId: string, reference: unknown = 'IND-2026/00451') =>
  post(`${id}/travellers/${applicantId}/government-submission`, { reference });
const governmentRefunded = (id: string, applicantId: string) =>
  post(`${id}/travellers/${applicantId}/government-fee-refunded`);
const refund = (id: string, body: Record<string, unknown>) => post(`${id}/refunds`, body);

async function group(n = 2) {
  const application = await underReviewApplication(t, { numberOfApplicants: n });
  const travellers = await t.db
    .select()
    .from(applicants)
    .where(eq(applicants.applicationId, application.id))
    .orderBy(asc(applicants.position));
  return { application, travellers };
}
const ledger = (applicationId: string) =>
  t.db
    .select()
    .from(refunds)
    .where(eq(refunds.applicationId, applicationId))
    .orderBy(asc(refunds.createdAt));
const audits = (applicationId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.applicationId, applicationId))
    .orderBy(asc(auditLog.id));
/** The refund emails queued for the application (the payment's own email aside). */
const emails = async (applicationId: string) =>
  (
    await t.db.select().from(emailOutbox).where(eq(emailOutbox.applicationId, applicationId))
  ).filter((e) => e.template === 'refund-issued');

describe('POST .../travellers/:applicantId/government-submission', () => {
  it('records the submission, audits it, shows it on the timeline and to the customer', async () => {
    const { application, travellers } = await group();
    const res = await submit(application.id, travellers[0]!.id, '  IND-2026/00451 ');
    expect(res.statusCode).toBe(200);
    const detail = ZAdminApplicationDetail.parse(res.json());
    expect(detail.travellers[0]).toMatchObject({
      govReference: 'IND-2026/00451',
      govSubmittedAt: expect.any(String),
      govSubmittedBy: expect.any(String),
      govFeeRefundedAt: null,
      outcome: 'pending',
    });
    expect(detail.travellers[1]).toMatchObject({ govReference: null, govSubmittedAt: null });
    expect(detail.timeline.map((e) => e.action)).toContain('traveller.submitted_to_government');
    const [entry] = (await audits(application.id)).filter(
      (a) => a.action === 'traveller.submitted_to_government',
    );
    expect(entry?.details).toMatchObject({
      applicantId: travellers[0]!.id,
      reference: 'IND-2026/00451',
      firstName: travellers[0]!.firstName,
    });

    const status = await t.app.inject({
      method: 'GET',
      url: `/api/applications/status?${new URLSearchParams({ email: application.email, applicationNumber: application.applicationNumber })}`,
      remoteAddress: freshIp(),
    });
    const result = ZStatusCheckResult.parse(status.json());
    expect(result.travellers[0]?.submittedToGovernmentAt).toBe(
      detail.travellers[0]!.govSubmittedAt,
    );
    expect(result.travellers[1]?.submittedToGovernmentAt).toBeNull();
    expect(JSON.stringify(result)).not.toContain('IND-2026/00451'); // the id is for staff
  });

  it('refuses a second record with 409 and keeps the first', async () => {
    const { application, travellers } = await group();
    expect((await submit(application.id, travellers[0]!.id, 'FIRST-1')).statusCode).toBe(200);
    const again = await submit(application.id, travellers[0]!.id, 'SECOND-2');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(problemOf('application.already_submitted_to_government'));
    const [row] = await t.db.select().from(applicants).where(eq(applicants.id, travellers[0]!.id));
    expect(row?.govReference).toBe('FIRST-1');
  });

  it('lets exactly one of several concurrent records through', async () => {
    const { application, travellers } = await group();
    const results = await Promise.all(
      ['A-1', 'B-2', 'C-3'].map((ref) => submit(application.id, travellers[1]!.id, ref)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const entries = (await audits(application.id)).filter(
      (a) => a.action === 'traveller.submitted_to_government',
    );
    expect(entries).toHaveLength(1);
  });

  for (const reference of ['', '   ', 'AB CD', 'X'.repeat(41), '<script>', 'ÄBC', 42]) {
    it(`refuses the reference ${JSON.stringify(reference)} with 400 and changes nothing`, async () => {
      const { application, travellers } = await group(1);
      const res = await submit(application.id, travellers[0]!.id, reference);
      expect(res.statusCode).toBe(400);
      const [row] = await t.db
        .select()
        .from(applicants)
        .where(eq(applicants.id, travellers[0]!.id));
      expect(row).toMatchObject({ govReference: null, govSubmittedAt: null });
      expect(await audits(application.id)).toEqual([]);
    });
  }

  it('refuses a decided traveller, an unknown traveller and an unpaid application', async () => {
    const { application, travellers } = await group();
    await post(`${application.id}/travellers/${travellers[0]!.id}/refuse`, { reason: REASON });
    const decided = await submit(application.id, travellers[0]!.id);
    expect(decided.statusCode).toBe(409);
    expect(decided.json()).toEqual(problemOf('application.government_submission_not_allowed'));
    const unknown = await submit(application.id, '00000000-0000-4000-8000-000000000000');
    expect(unknown.json()).toEqual(problemOf('application.traveller_not_found'));
    const missing = await submit('00000000-0000-4000-8000-000000000000', travellers[1]!.id);
    expect(missing.statusCode).toBe(404);
  });

  it('records the government refund of its fee once, only after submission', async () => {
    const { application, travellers } = await group();
    const early = await governmentRefunded(application.id, travellers[0]!.id);
    expect(early.json()).toEqual(problemOf('application.not_submitted_to_government'));
    await submit(application.id, travellers[0]!.id);
    const res = await governmentRefunded(application.id, travellers[0]!.id);
    expect(res.statusCode).toBe(200);
    expect(ZAdminApplicationDetail.parse(res.json()).travellers[0]?.govFeeRefundedAt).toEqual(
      expect.any(String),
    );
    const twice = await governmentRefunded(application.id, travellers[0]!.id);
    expect(twice.json()).toEqual(problemOf('application.government_fee_refund_exists'));
  });
});

describe('POST /api/admin/applications/:id/refunds', () => {
  it('after submission never gives the government fee back, unless the government refunded it', async () => {
    const { application, travellers } = await group();
    await submit(application.id, travellers[0]!.id);
    // Submitted: the service fee and the government fee are both kept; nothing to refund.
    const none = await refund(application.id, { applicantId: travellers[0]!.id, mode: 'rules' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual(problemOf('refund.nothing_to_refund'));
    expect(t.refunds.calls).toBe(0);
    // The quote staff see says the same.
    const quoted = await t.app.inject({
      method: 'GET',
      url: `/api/admin/applications/${application.id}`,
      headers: auth,
    });
    expect(
      ZAdminApplicationDetail.parse(quoted.json()).travellers.map((tr) => tr.rulesRefund),
    ).toEqual([0, SERVICE + GOVERNMENT]);

    await governmentRefunded(application.id, travellers[0]!.id);
    const res = await refund(application.id, { applicantId: travellers[0]!.id, mode: 'rules' });
    expect(res.statusCode).toBe(200);
    const body = ZIssueRefundResponse.parse(res.json());
    expect(body.refund).toMatchObject({
      amount: GOVERNMENT,
      kind: 'rules',
      state: 'succeeded',
      applicantId: travellers[0]!.id,
      providerReference: expect.any(String),
      staffUser: expect.any(String),
    });
    expect(body.travellers[0]).toMatchObject({ refunded: GOVERNMENT, rulesRefund: 0 });
    expect(body.refundRemaining).toBe(2 * (SERVICE + GOVERNMENT) - GOVERNMENT);
    expect(body.payments[0]?.refundedAmount).toBe(GOVERNMENT);
    // Once refunded, the rules give nothing more for that traveller.
    const again = await refund(application.id, { applicantId: travellers[0]!.id, mode: 'rules' });
    expect(again.json()).toEqual(problemOf('refund.nothing_to_refund'));

    const [entry] = (await audits(application.id)).filter((a) => a.action === 'refund.issued');
    expect(entry?.details).toMatchObject({
      refundAmount: GOVERNMENT,
      state: 'succeeded',
      applicantId: travellers[0]!.id,
    });
    expect(body.timeline.map((e) => e.action)).toContain('refund.issued');
    const [email] = await emails(application.id);
    expect(email).toMatchObject({
      language: application.language,
      payload: { amount: GOVERNMENT, currency: 'USD', firstName: travellers[0]!.firstName },
    });
  });

  it('refunds everything but a card fee before submission', async () => {
    const { application, travellers } = await group();
    const res = await refund(application.id, { applicantId: travellers[1]!.id, mode: 'rules' });
    expect(res.statusCode).toBe(200);
    expect(ZIssueRefundResponse.parse(res.json()).refund.amount).toBe(SERVICE + GOVERNMENT);
  });

  it('keeps the configured card processing fee before submission, and states it to staff', async () => {
    useSiteConfig({ ...defaultSiteConfig, cardProcessingFee: { percent: 2.9, fixedCents: 30 } });
    try {
      const { application, travellers } = await group();
      // $119 paid for the traveller: 2.9% (345 cents) plus half the payment's 30 cents.
      const kept = 360;
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/admin/applications/${application.id}`,
        headers: auth,
      });
      expect(ZAdminApplicationDetail.parse(detail.json()).travellers[1]).toMatchObject({
        rulesRefund: SERVICE + GOVERNMENT - kept,
        rulesCardFeeKept: kept,
      });
      const res = await refund(application.id, { applicantId: travellers[1]!.id, mode: 'rules' });
      expect(ZIssueRefundResponse.parse(res.json()).refund.amount).toBe(
        SERVICE + GOVERNMENT - kept,
      );
      // Kept once: the rules have nothing more to give for that traveller.
      const again = await refund(application.id, { applicantId: travellers[1]!.id, mode: 'rules' });
      expect(again.statusCode).toBe(409);
      // After the submission the government's refunded fee comes back whole.
      expect((await submit(application.id, travellers[0]!.id)).statusCode).toBe(200);
      expect((await governmentRefunded(application.id, travellers[0]!.id)).statusCode).toBe(200);
      const after = await refund(application.id, { applicantId: travellers[0]!.id, mode: 'rules' });
      expect(ZIssueRefundResponse.parse(after.json()).refund.amount).toBe(GOVERNMENT);
    } finally {
      useSiteConfig(defaultSiteConfig);
    }
  });

  it('refuses a custom amount above what remains, and changes nothing', async () => {
    const { application, travellers } = await group();
    const over = await refund(application.id, {
      mode: 'custom',
      amount: 2 * (SERVICE + GOVERNMENT) + 1,
      reason: REASON,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual(
      problemOf('refund.amount_exceeds_remaining', { remaining: '$238' }),
    );
    // For one traveller, what remains is what they paid.
    const overTraveller = await refund(application.id, {
      applicantId: travellers[0]!.id,
      mode: 'custom',
      amount: SERVICE + GOVERNMENT + 1,
      reason: REASON,
    });
    expect(overTraveller.statusCode).toBe(409);
    expect(t.refunds.calls).toBe(0);
    expect(await ledger(application.id)).toEqual([]);
    expect((await audits(application.id)).filter((a) => a.action === 'refund.issued')).toEqual([]);
    expect(await emails(application.id)).toEqual([]);

    const ok = await refund(application.id, { mode: 'custom', amount: 1_234, reason: REASON });
    expect(ok.statusCode).toBe(200);
    expect(ZIssueRefundResponse.parse(ok.json()).refund).toMatchObject({
      amount: 1_234,
      kind: 'custom',
      reason: REASON,
      state: 'succeeded',
    });
  });

  it('refuses a custom refund without an amount or a reason of 10 characters', async () => {
    const { application } = await group();
    for (const body of [
      { mode: 'custom', reason: REASON },
      { mode: 'custom', amount: 100 },
      { mode: 'custom', amount: 100, reason: 'short' },
      { mode: 'custom', amount: 0, reason: REASON },
      { mode: 'custom', amount: 1.5, reason: REASON },
      { mode: 'other' },
    ]) {
      const res = await refund(application.id, body);
      expect(res.statusCode).toBe(400);
    }
    expect(await ledger(application.id)).toEqual([]);
  });

  it('never refunds more than was paid when staff refund at the same time', async () => {
    const { application } = await group();
    const results = await Promise.all(
      [15_000, 15_000, 15_000].map((amount) =>
        refund(application.id, { mode: 'custom', amount, reason: REASON }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const lines = await ledger(application.id);
    expect(lines.map((l) => [l.amount, l.state])).toEqual([[15_000, 'succeeded']]);
    expect(t.refunds.calls).toBe(1);
  });

  it('lets one of two concurrent rules refunds of a traveller through', async () => {
    const { application, travellers } = await group();
    const results = await Promise.all(
      [0, 1].map(() => refund(application.id, { applicantId: travellers[0]!.id, mode: 'rules' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await ledger(application.id)).map((l) => l.amount)).toEqual([SERVICE + GOVERNMENT]);
  });

  it('records a refused refund as failed, sends no email and leaves the amount refundable', async () => {
    const { application, travellers } = await group();
    t.refunds.fail = true;
    const res = await refund(application.id, { applicantId: travellers[0]!.id, mode: 'rules' });
    expect(res.statusCode).toBe(200);
    const body = ZIssueRefundResponse.parse(res.json());
    expect(body.refund).toMatchObject({ state: 'failed', providerReference: null });
    expect(body.travellers[0]?.rulesRefund).toBe(SERVICE + GOVERNMENT);
    expect(await emails(application.id)).toEqual([]);
    const [entry] = (await audits(application.id)).filter((a) => a.action === 'refund.issued');
    expect(entry?.details).toMatchObject({ state: 'failed' });
  });
});

describe('refunds on refusal and rejection follow the rules', () => {
  it('refusing a traveller with refund "rules" refunds what the rules give', async () => {
    const { application, travellers } = await group();
    await submit(application.id, travellers[0]!.id);
    const first = await post(`${application.id}/travellers/${travellers[0]!.id}/refuse`, {
      reason: REASON,
      refund: 'rules',
    });
    expect(first.statusCode).toBe(200);
    expect(t.refunds.calls).toBe(0); // submitted: nothing is refundable by the rules
    const second = await post(`${application.id}/travellers/${travellers[1]!.id}/refuse`, {
      reason: REASON,
      refund: 'rules',
    });
    expect(second.statusCode).toBe(200);
    const detail = ZAdminApplicationDetail.parse(second.json());
    expect(detail.status).toBe('rejected');
    expect(detail.refunds.map((r) => [r.applicantId, r.amount, r.state])).toEqual([
      [travellers[1]!.id, SERVICE + GOVERNMENT, 'succeeded'],
    ]);
  });

  it('a rejection keeping the service fee keeps a submitted traveller’s government fee too', async () => {
    const { application, travellers } = await group();
    await submit(application.id, travellers[0]!.id);
    const res = await post(`${application.id}/reject`, {
      reason: REASON,
      refund: 'keepServiceFee',
    });
    expect(res.statusCode).toBe(200);
    const body = ZRejectApplicationResponse.parse(res.json());
    expect(body.refund).toEqual({ status: 'refunded', amount: GOVERNMENT });
    expect(body.refunds).toMatchObject([
      { kind: 'rejection', amount: GOVERNMENT, state: 'succeeded' },
    ]);
    const [line] = await ledger(application.id);
    expect(line?.allocations).toEqual([{ applicantId: travellers[1]!.id, amount: GOVERNMENT }]);
    const state = await paymentState(t.db, application.id);
    expect(state.emails.find((e) => e.template === 'application-rejected')?.payload).toMatchObject({
      refundAmount: GOVERNMENT,
    });
  });
});
