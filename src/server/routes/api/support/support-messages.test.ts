import { asc } from 'drizzle-orm';
import { problemOf } from '@/domain/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type TSupportMessageInput,
  ZSupportMessageRequest,
} from '@/domain/schemas/support-message';
import { emailOutbox, supportMessages } from '@/server/db';
import { renderEmail } from '@/server/services/mail/templates';
import {
  ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY,
  submitSupportMessage,
} from '@/server/services/support/submit-support-message';
import { supportReference } from '@/server/services/support/reference';
import { buildTestApp } from '@/server/test-support/test-app';
import { SUPPORT_MESSAGE_RATE_LIMIT } from './index';

const SUPPORT_INBOX = 'helpdesk@evisa.example';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ SUPPORT_INBOX, PUBLIC_URL: 'https://evisa.example' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.db.delete(emailOutbox);
  await t.app.db.delete(supportMessages);
});

// The route is rate limited per IP, so each request comes from its own address unless a test
// says otherwise.
let nextIp = 0;
const freshIp = () => `10.200.${(++nextIp >> 8) & 255}.${nextIp & 255}`;

const validMessage = (overrides: Partial<TSupportMessageInput> = {}): TSupportMessageInput => ({
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  subject: 'Photo requirements',
  applicationNumber: '',
  message: 'Can I upload a photo taken with my phone?',
  language: 'tr',
  ...overrides,
});

const post = (payload: unknown, remoteAddress = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/support/messages',
    payload: payload as object,
    remoteAddress,
  });

const storedMessages = () =>
  t.app.db.select().from(supportMessages).orderBy(asc(supportMessages.createdAt));
const outbox = () => t.app.db.select().from(emailOutbox).orderBy(asc(emailOutbox.template));

describe('POST /api/support/messages', () => {
  it('stores the message and queues one email to support and one to the sender', async () => {
    const res = await post(
      validMessage({
        applicationNumber: ' visa-ev2026k7qx3m9a ',
        subject: '  Photo requirements ',
      }),
      '10.199.0.1',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      reference: expect.stringMatching(/^[0-9A-F]{8}$/),
    });

    const [stored, ...others] = await storedMessages();
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      subject: 'Photo requirements',
      applicationNumber: 'EV2026K7QX3M9A',
      message: 'Can I upload a photo taken with my phone?',
      language: 'tr',
      ip: '10.199.0.1',
      handledAt: null,
    });

    const emails = await outbox();
    expect(emails).toHaveLength(2);
    const [acknowledgement, toSupport] = emails;
    expect(toSupport).toMatchObject({
      idempotencyKey: `support-message:${stored?.id}`,
      toAddress: SUPPORT_INBOX,
      template: 'support-message',
      language: 'en',
      status: 'pending',
      payload: {
        name: 'Ayşe Yılmaz',
        email: 'ayse@example.com',
        subject: 'Photo requirements',
        applicationNumber: 'EV2026K7QX3M9A',
        message: 'Can I upload a photo taken with my phone?',
      },
    });
    expect(acknowledgement).toMatchObject({
      idempotencyKey: `support-acknowledgement:${stored?.id}`,
      toAddress: 'ayse@example.com',
      template: 'support-acknowledgement',
      language: 'tr',
      status: 'pending',
      payload: { reference: supportReference(stored!.id) },
    });

    // Both rows render: support reads English with a reply-to, the sender reads Turkish.
    const render = (row: typeof toSupport) =>
      renderEmail(
        { template: row!.template, language: row!.language, payload: row!.payload },
        { publicUrl: 'https://evisa.example' },
      );
    expect(render(toSupport)).toMatchObject({
      subject: 'Support request: Photo requirements',
      replyTo: 'ayse@example.com',
    });
    // The acknowledgement goes to an unverified address: none of the sender's words are in it.
    const ack = render(acknowledgement);
    expect(ack.subject).toBe(`Mesajınızı aldık (referans ${supportReference(stored!.id)})`);
    for (const written of ['Ayşe', 'Photo requirements', 'phone']) {
      expect(`${ack.subject}\n${ack.text}\n${ack.html}`).not.toContain(written);
    }
  });

  it('accepts a message without an application number and defaults to English', async () => {
    const { language: _language, applicationNumber: _number, ...body } = validMessage();
    expect((await post(body)).statusCode).toBe(201);
    const [stored] = await storedMessages();
    expect(stored).toMatchObject({ applicationNumber: null, language: 'en' });
    const acknowledgement = (await outbox()).find((e) => e.template === 'support-acknowledgement');
    expect(acknowledgement?.language).toBe('en');
  });

  it('takes an empty or null application number as none (what the form validated and sends)', async () => {
    for (const applicationNumber of ['', null]) {
      const body = { ...validMessage(), applicationNumber };
      // The schema's own output for "none" is null: a form that validated with it sends that.
      expect(ZSupportMessageRequest.parse(validMessage()).applicationNumber).toBeNull();
      expect((await post(body)).statusCode).toBe(201);
    }
    const stored = await storedMessages();
    expect(stored.map((m) => m.applicationNumber)).toEqual([null, null]);
  });

  it('answers 400 with a message per invalid field and stores nothing', async () => {
    const res = await post({
      name: '   ',
      email: 'not-an-email',
      subject: 'x'.repeat(151),
      applicationNumber: 'ABC',
      message: 'too short',
      language: 'tr',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ...problemOf('validation.failed'),
      fields: {
        name: problemOf('support.name_required'),
        email: problemOf('validation.email_invalid'),
        subject: problemOf('support.subject_too_long', { max: 150 }),
        applicationNumber: problemOf('support.application_number_invalid'),
        message: problemOf('support.message_too_short', { min: 10 }),
      },
    });
    expect(await storedMessages()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('names every missing required field', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: problemOf('support.name_required'),
      email: problemOf('support.email_required'),
      subject: problemOf('support.subject_required'),
      message: problemOf('support.message_required'),
    });
    expect(await storedMessages()).toEqual([]);
  });

  it('rejects an unknown language instead of guessing', async () => {
    const res = await post(validMessage({ language: 'xx' as never }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['language']);
    expect(await storedMessages()).toEqual([]);
  });

  it(`limits each IP to ${SUPPORT_MESSAGE_RATE_LIMIT.max} messages in 10 minutes, with the standard error shape`, async () => {
    const ip = freshIp();
    for (let i = 0; i < SUPPORT_MESSAGE_RATE_LIMIT.max; i++) {
      expect((await post(validMessage({ email: `sender${i}@example.com` }), ip)).statusCode).toBe(
        201,
      );
    }
    const limited = await post(validMessage({ email: 'one-more@example.com' }), ip);
    expect(limited.statusCode).toBe(429);
    const body = limited.json();
    expect(body).toEqual(problemOf('request.rate_limited'));
    expect(await storedMessages()).toHaveLength(SUPPORT_MESSAGE_RATE_LIMIT.max);
    // Other visitors are unaffected.
    expect((await post(validMessage())).statusCode).toBe(201);
  });

  it('stops acknowledging one address after a few messages a day, but still forwards them', async () => {
    const total = ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY + 2;
    for (let i = 0; i < total; i++) {
      // Same address in different letter cases, from different IPs.
      const email = i % 2 ? 'Victim@Example.com' : 'victim@example.com';
      expect((await post(validMessage({ email }))).statusCode).toBe(201);
    }
    const emails = await outbox();
    expect(emails.filter((e) => e.template === 'support-message')).toHaveLength(total);
    expect(emails.filter((e) => e.template === 'support-acknowledgement')).toHaveLength(
      ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY,
    );
    expect(await storedMessages()).toHaveLength(total);
  });
});

describe('submitSupportMessage', () => {
  it('stores nothing when the emails cannot be queued (one transaction)', async () => {
    const input = {
      ...validMessage(),
      applicationNumber: null,
      language: 'en' as const,
      channel: 'form' as const,
      ip: null,
    };
    // A support inbox of null violates the outbox's NOT NULL after the message row was inserted.
    await expect(
      submitSupportMessage({ db: t.app.db, supportInbox: null as unknown as string, input }),
    ).rejects.toThrow();
    expect(await storedMessages()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });
});
