import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminApplicationDetail, TStatusCheckResult } from '@/domain/schemas/admin';
import {
  applicants,
  applications,
  auditLog,
  changeRequestItems,
  changeRequests,
  documents,
  emailOutbox,
} from '@/server/db';
import { sendChangeReminders } from '@/server/services/change-requests/send-reminders';
import {
  buildAdminActionsApp,
  deliverOutbox,
  staffAuth,
  underReviewApplication,
  type AdminActionsApp,
} from '@/server/test-support/admin-actions';
import { colourPng, multipart } from '@/server/test-support/documents';

// Changes requested (docs/requirements/change-requests.md): the staff call, its locking, the
// traveller's link (only what was asked, used once), the return to review and the reminders.

let t: AdminActionsApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await buildAdminActionsApp();
  auth = await staffAuth(t);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

async function travellersOf(applicationId: string) {
  return t.db
    .select()
    .from(applicants)
    .where(eq(applicants.applicationId, applicationId))
    .orderBy(asc(applicants.position));
}

async function statusOf(applicationId: string) {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, applicationId));
  return row!.status;
}

const requestChanges = (applicationId: string, items: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/applications/${applicationId}/change-requests`,
    headers: auth,
    payload: { items },
  });

async function family() {
  const application = await underReviewApplication(t, { numberOfApplicants: 2 });
  return { application, travellers: await travellersOf(application.id) };
}

/** Delivers the outbox and returns the change link's token from the newest change email. */
async function tokenFromEmail(applicationNumber: string): Promise<string> {
  const sent = await deliverOutbox(t);
  const mail = sent
    .reverse()
    .find((m) => /\/fix#token=/.test(m.text) && m.subject.includes(applicationNumber));
  const match = /\/fix#token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error('no change link was emailed');
  return match[1];
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const view = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/change-requests', headers: bearer(token) });

async function uploadFor(token: string, itemId: string, fields: Record<string, string | number>) {
  const body = multipart(fields, {
    name: 'photo.png',
    type: 'image/png',
    data: await colourPng(600, 600),
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/change-requests/documents/${itemId}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const sendFields = (token: string, itemIds: string[], values: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/change-requests/fields',
    headers: bearer(token),
    payload: { itemIds, values },
  });

/** What the customer's status check lists as asked, per traveller. */
async function changesOnStatusPage(application: { email: string; applicationNumber: string }) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/applications/status?${new URLSearchParams({
      email: application.email,
      applicationNumber: application.applicationNumber,
    }).toString()}`,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as TStatusCheckResult).travellers.map((tr) => tr.changesAsked);
}

describe('POST /api/admin/applications/:id/change-requests', () => {
  it('asks for a new photo for traveller 2: action required, email, audit', async () => {
    const { application, travellers } = await family();
    const res = await requestChanges(application.id, [
      { applicantId: travellers[1]!.id, target: 'photo', reason: 'photo_background' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(application.id)).toBe('action_required');
    const [email] = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.applicationId, application.id),
          eq(emailOutbox.template, 'changes-requested'),
        ),
      );
    expect(email?.payload).toMatchObject({
      travellers: [
        { firstName: travellers[1]!.firstName, items: [{ reason: 'photo_background' }] },
      ],
    });
    // No secret waits in the outbox: the link is minted at delivery.
    expect(JSON.stringify(email?.payload)).not.toMatch(/token/);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.applicationId, application.id));
    expect(audits.map((a) => a.action)).toContain('application.changes_requested');
  });

  it('refuses bad items with specific codes and changes nothing', async () => {
    const { application, travellers } = await family();
    const id = travellers[0]!.id;
    const cases: [unknown, number, string][] = [
      [[], 400, 'validation.failed'],
      [
        [{ applicantId: id, target: 'photo', reason: 'name_mismatch' }],
        400,
        'change_request.reason_not_for_target',
      ],
      [
        [{ applicantId: id, target: 'photo', reason: 'other' }],
        400,
        'change_request.other_text_required',
      ],
      [
        [{ applicantId: id, target: 'medical_letter', reason: 'other', otherText: 'x' }],
        400,
        'change_request.target_not_applicable',
      ],
      [
        [
          { applicantId: id, target: 'photo', reason: 'face_too_small' },
          { applicantId: id, target: 'photo', reason: 'photo_background' },
        ],
        400,
        'change_request.duplicate_item',
      ],
      [
        [
          {
            applicantId: '00000000-0000-4000-8000-000000000000',
            target: 'photo',
            reason: 'face_too_small',
          },
        ],
        404,
        'application.traveller_not_found',
      ],
      [
        [{ applicantId: 'nope', target: 'photo', reason: 'face_too_small' }],
        404,
        'application.traveller_not_found',
      ],
      [
        [{ applicantId: id, target: 'password', reason: 'other', otherText: 'x' }],
        400,
        'validation.failed',
      ],
      [
        Array.from({ length: 21 }, () => ({
          applicantId: id,
          target: 'photo',
          reason: 'face_too_small',
        })),
        400,
        'validation.failed',
      ],
    ];
    for (const [items, status, code] of cases) {
      const res = await requestChanges(application.id, items);
      expect({ status: res.statusCode, code: res.json().code }).toEqual({ status, code });
    }
    expect(await statusOf(application.id)).toBe('under_review');
    expect(
      await t.db
        .select()
        .from(changeRequests)
        .where(eq(changeRequests.applicationId, application.id)),
    ).toEqual([]);
  });

  it('refuses while not under review, and for a decided traveller', async () => {
    const paid = await underReviewApplication(t);
    await t.db.update(applications).set({ status: 'paid' }).where(eq(applications.id, paid.id));
    const [p0] = await travellersOf(paid.id);
    const refused = await requestChanges(paid.id, [
      { applicantId: p0!.id, target: 'photo', reason: 'face_too_small' },
    ]);
    expect([refused.statusCode, refused.json().code]).toEqual([
      409,
      'change_request.not_requestable',
    ]);

    const { application, travellers } = await family();
    const refuse = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${application.id}/travellers/${travellers[0]!.id}/refuse`,
      headers: auth,
      payload: { reason: 'The passport is not valid for this visa, please apply again.' },
    });
    expect(refuse.statusCode).toBe(200);
    const decided = await requestChanges(application.id, [
      { applicantId: travellers[0]!.id, target: 'photo', reason: 'face_too_small' },
    ]);
    expect([decided.statusCode, decided.json().code]).toEqual([
      409,
      'change_request.traveller_decided',
    ]);
  });

  it('lets exactly one of several concurrent requests through', async () => {
    const { application, travellers } = await family();
    const item = { applicantId: travellers[0]!.id, target: 'photo', reason: 'face_too_small' };
    const results = await Promise.all(
      Array.from({ length: 4 }, () => requestChanges(application.id, [item])),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual(
      Array(3).fill('change_request.not_requestable'),
    );
    expect(
      await t.db
        .select()
        .from(changeRequests)
        .where(eq(changeRequests.applicationId, application.id)),
    ).toHaveLength(1);
  });
});

describe('the change link', () => {
  it('lists what was asked, replaces the photo (old kept), and returns to review', async () => {
    const { application, travellers } = await family();
    const before = await t.db
      .select()
      .from(documents)
      .where(eq(documents.applicationId, application.id));
    await requestChanges(application.id, [
      { applicantId: travellers[1]!.id, target: 'photo', reason: 'photo_background' },
      { applicantId: travellers[1]!.id, target: 'lastName', reason: 'name_mismatch' },
    ]);
    const token = await tokenFromEmail(application.applicationNumber);
    const page = await view(token);
    expect(page.statusCode).toBe(200);
    const items = page.json().items as {
      id: string;
      kind: string;
      target: string;
      position: number;
    }[];
    expect(items.map((i) => [i.position, i.kind, i.target])).toEqual([
      [1, 'document', 'photo'],
      [1, 'field', 'lastName'],
    ]);
    const photo = items.find((i) => i.kind === 'document')!;
    const name = items.find((i) => i.kind === 'field')!;

    // A file for the field item, a file naming another traveller or type, an unknown item.
    const forField = await uploadFor(token, name.id, { documentType: 'photo', applicant: 1 });
    expect([forField.statusCode, forField.json().code]).toEqual([
      400,
      'change_request.item_not_document',
    ]);
    const otherTraveller = await uploadFor(token, photo.id, {
      documentType: 'photo',
      applicant: 0,
    });
    expect([otherTraveller.statusCode, otherTraveller.json().code]).toEqual([
      400,
      'change_request.file_mismatch',
    ]);
    const otherType = await uploadFor(token, photo.id, { documentType: 'passport', applicant: 1 });
    expect([otherType.statusCode, otherType.json().code]).toEqual([
      400,
      'change_request.file_mismatch',
    ]);
    const unknown = await uploadFor(token, '00000000-0000-4000-8000-000000000000', {
      documentType: 'photo',
      applicant: 1,
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([
      404,
      'change_request.item_not_found',
    ]);
    // A field nobody asked for, or a field for the document item.
    const notAsked = await sendFields(token, [name.id], { lastName: 'Sharma', firstName: 'X' });
    expect([notAsked.statusCode, notAsked.json().code]).toEqual([
      400,
      'change_request.item_not_field',
    ]);
    const docAsField = await sendFields(token, [photo.id], { photo: 'x' });
    expect([docAsField.statusCode, docAsField.json().code]).toEqual([
      400,
      'change_request.item_not_field',
    ]);
    const invalid = await sendFields(token, [name.id], { lastName: 'S' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toHaveProperty('lastName');

    const uploaded = await uploadFor(token, photo.id, { documentType: 'photo', applicant: 1 });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json()).toEqual({ completed: false });
    expect(await statusOf(application.id)).toBe('action_required');
    // The status check lists what is asked of each traveller, and what was sent already.
    expect(await changesOnStatusPage(application)).toEqual([
      [],
      [
        { reason: 'photo_background', otherText: null, done: true },
        { reason: 'name_mismatch', otherText: null, done: false },
      ],
    ]);
    const again = await uploadFor(token, photo.id, { documentType: 'photo', applicant: 1 });
    expect([again.statusCode, again.json().code]).toEqual([409, 'change_request.item_done']);

    const corrected = await sendFields(token, [name.id], { lastName: 'Sharma-Rao' });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toEqual({ completed: true });
    expect(await statusOf(application.id)).toBe('under_review');
    expect(await changesOnStatusPage(application)).toEqual([[], []]);

    // Old file kept beside the new one, marked superseded; old → new value recorded.
    const after = await t.db
      .select()
      .from(documents)
      .where(eq(documents.applicationId, application.id));
    const oldPhotos = before.filter(
      (d) => d.applicantId === travellers[1]!.id && d.documentType === 'photo',
    );
    expect(after.length).toBe(before.length + 1);
    for (const old of oldPhotos)
      expect(after.find((d) => d.id === old.id)?.supersededAt).toBeInstanceOf(Date);
    const done = await t.db
      .select()
      .from(changeRequestItems)
      .where(eq(changeRequestItems.id, name.id));
    expect(done[0]).toMatchObject({ oldValue: travellers[1]!.lastName, newValue: 'Sharma-Rao' });
    const [traveller] = await t.db
      .select()
      .from(applicants)
      .where(eq(applicants.id, travellers[1]!.id));
    expect(traveller?.lastName).toBe('Sharma-Rao');
    expect(traveller?.details.lastName).toBe('Sharma-Rao');

    // Expired after use: the completed request's link is refused.
    const used = await view(token);
    expect([used.statusCode, used.json().code]).toEqual([410, 'change_request.completed']);
    const late = await sendFields(token, [name.id], { lastName: 'Other' });
    expect(late.statusCode).toBe(410);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.applicationId, application.id));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['applicant.change_sent', 'applicant.changes_completed']),
    );

    // Staff see what changed: the new photo beside the one it replaces, the name before and after.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/applications/${application.id}`,
      headers: auth,
    });
    expect(detail.statusCode).toBe(200);
    const [request, ...older] = (detail.json() as TAdminApplicationDetail).changeRequests;
    expect(older).toEqual([]);
    expect(request).toMatchObject({ state: 'completed', remindersSent: 0 });
    expect(request?.createdBy).toEqual(expect.any(String));
    const newPhoto = after.find((d) => !before.some((b) => b.id === d.id));
    expect(request?.items).toEqual([
      expect.objectContaining({
        kind: 'document',
        target: 'photo',
        reason: 'photo_background',
        newDocumentId: newPhoto?.id,
        oldDocumentIds: oldPhotos.map((d) => d.id),
        doneAt: expect.any(String),
      }),
      expect.objectContaining({
        kind: 'field',
        target: 'lastName',
        oldValue: travellers[1]!.lastName,
        newValue: 'Sharma-Rao',
      }),
    ]);
  });

  it('refuses an unknown, malformed, missing or expired token', async () => {
    expect((await view('A'.repeat(43))).json().code).toBe('change_request.link_invalid');
    expect((await view('x')).statusCode).toBe(404);
    const none = await t.app.inject({ method: 'GET', url: '/api/change-requests' });
    expect([none.statusCode, none.json().code]).toEqual([404, 'change_request.link_invalid']);
    const { application, travellers } = await family();
    await requestChanges(application.id, [
      { applicantId: travellers[0]!.id, target: 'photo', reason: 'face_too_small' },
    ]);
    const token = await tokenFromEmail(application.applicationNumber);
    await t.db
      .update(changeRequests)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(changeRequests.applicationId, application.id));
    expect((await view(token)).json().code).toBe('change_request.link_invalid');
  });
});

describe('reminders', () => {
  it('go out after 2 and 5 days while nothing is done, each once, with a fresh link', async () => {
    const { application, travellers } = await family();
    await requestChanges(application.id, [
      { applicantId: travellers[0]!.id, target: 'photo', reason: 'face_too_small' },
    ]);
    const first = await tokenFromEmail(application.applicationNumber);
    const [request] = await t.db
      .select()
      .from(changeRequests)
      .where(eq(changeRequests.applicationId, application.id));
    const at = (days: number) => new Date(request!.createdAt.getTime() + days * DAY);
    const reminders = async () =>
      (
        await t.db
          .select({ key: emailOutbox.idempotencyKey })
          .from(emailOutbox)
          .where(
            and(
              eq(emailOutbox.applicationId, application.id),
              eq(emailOutbox.template, 'changes-reminder'),
            ),
          )
      ).map((r) => r.key);
    await sendChangeReminders(t.db, at(1.9));
    expect(await reminders()).toEqual([]);
    await Promise.all([sendChangeReminders(t.db, at(2.1)), sendChangeReminders(t.db, at(2.1))]);
    await sendChangeReminders(t.db, at(3));
    expect(await reminders()).toEqual([`change-reminder:${request!.id}:2`]);
    const second = await tokenFromEmail(application.applicationNumber);
    expect(second).not.toBe(first);
    expect((await view(first)).statusCode).toBe(404); // replaced by the reminder's link
    expect((await view(second)).statusCode).toBe(200);
    await sendChangeReminders(t.db, at(5.1));
    await sendChangeReminders(t.db, at(9));
    expect((await reminders()).sort()).toEqual([
      `change-reminder:${request!.id}:2`,
      `change-reminder:${request!.id}:5`,
    ]);
  });

  it('never remind a completed request', async () => {
    const { application, travellers } = await family();
    await requestChanges(application.id, [
      { applicantId: travellers[0]!.id, target: 'lastName', reason: 'name_mismatch' },
    ]);
    const token = await tokenFromEmail(application.applicationNumber);
    const { items } = (await view(token)).json() as { items: { id: string }[] };
    const fixed = await sendFields(token, [items[0]!.id], { lastName: 'Fixed' });
    expect(fixed.json()).toEqual({ completed: true });
    const [request] = await t.db
      .select()
      .from(changeRequests)
      .where(eq(changeRequests.applicationId, application.id));
    await sendChangeReminders(t.db, new Date(request!.createdAt.getTime() + 6 * DAY));
    const rows = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.applicationId, application.id),
          eq(emailOutbox.template, 'changes-reminder'),
        ),
      );
    expect(rows).toEqual([]);
  });
});
