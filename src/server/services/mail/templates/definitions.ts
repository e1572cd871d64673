import { z } from 'zod';
import { displayApplicationNumber } from '@/domain/application-number';
import { addOnKinds } from '@/domain/add-ons';
import { changeReasonCodes } from '@/domain/change-requests';
import { refundTerms } from '@/domain/refund-policy';
import { reminderSteps } from '@/domain/reminders';
import { retentionPeriods } from '@/domain/retention';
import { touristValidities, touristValidityFacts, type Period } from '@/domain/visa';
import { PermanentMailError } from '../errors';
import type { Block } from './layout';
import type { MailMessages } from './locales';

/** What a template gets besides its payload: the strings in its language and formatters. */
export interface TemplateContext {
  m: MailMessages;
  t(text: string, values?: Record<string, unknown>): string;
  date(iso: string): string;
  /** A calendar day ('2026-12-03') in the email's language: 'Thu, Dec 3'. */
  day(isoDate: string): string;
  money(cents: number, currency: string): string;
  /** A length of time in the email's language: '30 days', '1 year'. */
  period(period: Period): string;
  /** An absolute http(s) URL; a relative one is resolved against PUBLIC_URL. */
  url(value: string): string;
  label(map: Record<string, string>, key: string): string;
}

export interface BuiltEmail {
  subject: string;
  blocks: Block[];
  replyTo?: string;
}

export interface TemplateDefinition<S extends z.ZodType = z.ZodType> {
  /** Staff-facing mail (the support inbox) is always English. */
  englishOnly: boolean;
  /**
   * The email carries a link back into the application: delivery adds `resumeUrl` with a fresh
   * single-use code, so the outbox row never holds a secret (docs/decisions/0013-resume-codes.md).
   */
  resumeLink: boolean;
  /**
   * That link opens the uploaded files too, for a short time: the traveller asked for it from
   * a session that cannot (docs/requirements/applicant-sessions.md).
   */
  opensFiles: boolean;
  /**
   * The email carries the traveller's change link (docs/requirements/change-requests.md):
   * delivery mints a fresh token for the payload's `changeRequestId` and adds `changeUrl`.
   */
  changeLink: boolean;
  /**
   * The email carries a data-rights code (docs/requirements/privacy.md, "Access and erasure"):
   * delivery mints it for the payload's `codeId` and adds `code`.
   */
  dataRightsCode: boolean;
  /** The payload the email is built from; its type is what queueEmail accepts (outbox.ts). */
  schema: S;
  build(payload: unknown, context: TemplateContext): BuiltEmail;
}

/** The fields of a payload that are wrong, by name only (values are personal data). */
export function payloadProblems(schema: z.ZodType, payload: unknown): string[] {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return [];
  return [...new Set(parsed.error.issues.map((i) => i.path.join('.') || '(root)'))];
}

function define<S extends z.ZodType>(
  schema: S,
  build: (payload: z.output<S>, c: TemplateContext) => BuiltEmail,
  options: {
    englishOnly?: boolean;
    resumeLink?: boolean;
    opensFiles?: boolean;
    changeLink?: boolean;
    dataRightsCode?: boolean;
  } = {},
): TemplateDefinition<S> {
  return {
    englishOnly: options.englishOnly ?? false,
    changeLink: options.changeLink ?? false,
    dataRightsCode: options.dataRightsCode ?? false,
    resumeLink: options.resumeLink ?? options.opensFiles ?? false,
    opensFiles: options.opensFiles ?? false,
    schema,
    build(payload, context) {
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        throw new PermanentMailError(
          `invalid payload: ${payloadProblems(schema, payload).join(', ')}`,
        );
      }
      return build(parsed.data, context);
    },
  };
}

const text = z.string().trim().min(1);
const cents = z.number().int().nonnegative();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const appNo = { applicationNumber: text };
const heading = (t: string): Block => ({ kind: 'heading', text: t });
const para = (t: string): Block => ({ kind: 'paragraph', text: t });
const button = (label: string, url: string): Block => ({ kind: 'button', label, url });

const ZChangesPayload = z.object({
  ...appNo,
  changeRequestId: text,
  travellers: z
    .array(
      z.object({
        firstName: text,
        items: z.array(z.object({ reason: z.enum(changeReasonCodes), otherText: text.optional() })),
      }),
    )
    .min(1),
  changeUrl: text,
});

function changesEmail(
  p: z.output<typeof ZChangesPayload>,
  c: TemplateContext,
  words: { subject: string; heading: string; intro: string },
): BuiltEmail {
  const m = c.m.changesRequested;
  const lines = (items: z.output<typeof ZChangesPayload>['travellers'][number]['items']) =>
    [
      ...new Set(
        items.map((i) =>
          i.otherText ? `${m.reasons[i.reason]} ${i.otherText}` : m.reasons[i.reason],
        ),
      ),
    ]
      .map((line) => `• ${line}`)
      .join('\n');
  return {
    subject: c.t(words.subject, p),
    blocks: [
      heading(words.heading),
      para(c.t(words.intro, p)),
      ...p.travellers.flatMap((t) => [heading(t.firstName), para(lines(t.items))]),
      button(m.button, c.url(p.changeUrl)),
      para(m.link),
    ],
  };
}

export const templates = {
  'agreement-signed': define(
    z.object({
      ...appNo,
      signedAt: z.iso.datetime({ offset: true }),
      resumeUrl: text,
    }),
    (p, c) => ({
      subject: c.t(c.m.agreementSigned.subject, p),
      blocks: [
        heading(c.m.agreementSigned.heading),
        para(c.t(c.m.agreementSigned.intro, { ...p, signedAt: c.date(p.signedAt) })),
        para(c.m.agreementSigned.attachment),
        para(c.m.agreementSigned.next),
        button(c.m.common.continueApplication, c.url(p.resumeUrl)),
        para(c.m.common.personalLink),
      ],
    }),
    { resumeLink: true },
  ),
  'application-confirmation': define(
    z.object({
      ...appNo,
      visaType: text,
      /** The e-Tourist visa's validity (absent for other visa types and in older rows). */
      touristValidity: z.enum(touristValidities).nullish(),
      processingTime: text,
      numberOfApplicants: z.number().int().min(1),
      applicantNames: z.array(text).min(1),
      totalAmount: cents,
      currency: text.default('USD'),
      /** The expected-by date were the documents complete today (absent in older rows). */
      expectedBy: isoDate.optional(),
      resumeUrl: text,
    }),
    (p, c) => {
      const m = c.m.applicationConfirmation;
      return {
        subject: c.t(m.subject, p),
        blocks: [
          heading(m.heading),
          para(c.t(m.intro, p)),
          {
            kind: 'details',
            rows: [
              [c.m.common.applicationNumber, p.applicationNumber],
              [m.visaType, c.label(c.m.common.visaTypes, p.visaType)],
              ...(p.touristValidity
                ? [
                    [
                      m.touristValidity,
                      c.period(touristValidityFacts[p.touristValidity].term),
                    ] as const,
                  ]
                : []),
              [m.processingTime, c.label(c.m.common.processingTimes, p.processingTime)],
              [m.numberOfApplicants, String(p.numberOfApplicants)],
              [m.applicantNames, p.applicantNames.join('\n')],
              [m.total, c.money(p.totalAmount, p.currency)],
            ],
          },
          para(m.nextSteps),
          para(`${m.nextPayment}\n${m.nextDocuments}`),
          ...(p.expectedBy
            ? [para(c.t(c.m.common.expectedIfToday, { date: c.day(p.expectedBy) }))]
            : []),
          button(c.m.common.continueApplication, c.url(p.resumeUrl)),
          para(c.m.common.personalLink),
        ],
      };
    },
    { resumeLink: true },
  ),
  'resume-link': define(
    z.object({ ...appNo, resumeUrl: text }),
    (p, c) => ({
      subject: c.t(c.m.resumeLink.subject, p),
      blocks: [
        heading(c.m.resumeLink.heading),
        para(c.t(c.m.resumeLink.intro, p)),
        button(c.m.common.continueApplication, c.url(p.resumeUrl)),
        para(c.m.common.personalLink),
        para(c.m.resumeLink.ignore),
      ],
    }),
    { resumeLink: true },
  ),
  // Retention (docs/requirements/privacy.md): an unpaid application is deleted 30 days after its
  // last change; this goes a week before, with a link back that keeps it.
  'unpaid-deletion-reminder': define(
    z.object({ ...appNo, deletionDate: isoDate, resumeUrl: text }),
    (p, c) => ({
      subject: c.t(c.m.unpaidReminder.subject, { ...p, date: c.day(p.deletionDate) }),
      blocks: [
        heading(c.m.unpaidReminder.heading),
        para(
          c.t(c.m.unpaidReminder.intro, {
            ...p,
            date: c.day(p.deletionDate),
            days: retentionPeriods.unpaidDays,
          }),
        ),
        para(c.t(c.m.unpaidReminder.keep, { days: retentionPeriods.unpaidDays })),
        button(c.m.common.continueApplication, c.url(p.resumeUrl)),
        para(c.m.common.personalLink),
        para(c.m.unpaidReminder.nothing),
      ],
    }),
    { resumeLink: true },
  ),
  // A stalled step (docs/requirements/reminders.md): the way back in (a fresh single-use link at
  // delivery) and a one-click way to stop reminders; decisions are still emailed.
  'step-reminder': define(
    z.object({
      ...appNo,
      step: z.enum(reminderSteps),
      stopUrl: text,
      resumeUrl: text,
    }),
    (p, c) => {
      const m = c.m.stepReminder;
      return {
        subject: c.t(m.subject[p.step], p),
        blocks: [
          heading(m.heading[p.step]),
          para(c.t(m.intro[p.step], p)),
          button(c.m.common.continueApplication, c.url(p.resumeUrl)),
          para(c.m.common.personalLink),
          para(m.stop),
          button(m.stopButton, c.url(p.stopUrl)),
        ],
      };
    },
    { resumeLink: true },
  ),
  'file-link': define(
    z.object({ ...appNo, minutes: z.number().int().positive(), resumeUrl: text }),
    (p, c) => ({
      subject: c.t(c.m.fileLink.subject, p),
      blocks: [
        heading(c.m.fileLink.heading),
        para(c.t(c.m.fileLink.intro, p)),
        button(c.m.fileLink.button, c.url(p.resumeUrl)),
        para(c.m.common.personalLink),
        para(c.m.fileLink.ignore),
      ],
    }),
    { opensFiles: true },
  ),
  'payment-received': define(
    z.object({
      ...appNo,
      amount: cents,
      currency: text.default('USD'),
      transactionId: text,
      expectedBy: isoDate.optional(),
      // The applicant's way back in on any device: the resume link opens the documents step.
      resumeUrl: text,
    }),
    (p, c) => {
      const m = c.m.paymentReceived;
      const amount = c.money(p.amount, p.currency);
      return {
        subject: c.t(m.subject, p),
        blocks: [
          heading(m.heading),
          para(c.t(m.intro, { ...p, amount })),
          {
            kind: 'details',
            rows: [
              [c.m.common.applicationNumber, p.applicationNumber],
              [m.amount, amount],
              [m.transactionId, p.transactionId],
            ],
          },
          para(m.next),
          ...(p.expectedBy
            ? [para(c.t(c.m.common.expectedIfToday, { date: c.day(p.expectedBy) }))]
            : []),
          button(m.uploadDocuments, c.url(p.resumeUrl)),
        ],
      };
    },
    { resumeLink: true },
  ),
  'documents-received': define(
    z.object({ ...appNo, processingTime: text, statusUrl: text, expectedBy: isoDate.optional() }),
    (p, c) => {
      const m = c.m.documentsReceived;
      return {
        subject: c.t(m.subject, p),
        blocks: [
          heading(m.heading),
          para(c.t(m.intro, p)),
          {
            kind: 'details',
            rows: [
              [c.m.common.applicationNumber, displayApplicationNumber(p.applicationNumber)],
              [m.processingTime, c.label(c.m.common.processingTimes, p.processingTime)],
              ...(p.expectedBy
                ? [[c.m.common.expectedBy, c.day(p.expectedBy)] as [string, string]]
                : []),
            ],
          },
          para(m.next),
          button(c.m.common.viewStatus, c.url(p.statusUrl)),
        ],
      };
    },
  ),
  'support-message': define(
    z.object({
      name: text,
      email: z.email(),
      subject: text,
      applicationNumber: text.nullish(),
      message: text,
    }),
    (p, c) => {
      const m = c.m.supportMessage;
      return {
        subject: c.t(m.subject, p),
        replyTo: p.email,
        blocks: [
          heading(m.heading),
          {
            kind: 'details',
            rows: [
              [m.name, p.name],
              [m.email, p.email],
              [m.topic, p.subject],
              [c.m.common.applicationNumber, p.applicationNumber ?? m.none],
            ],
          },
          para(m.message),
          { kind: 'quote', text: p.message },
        ],
      };
    },
    { englishOnly: true },
  ),
  // Goes to an address nobody has verified, so it carries none of the sender's words (their
  // name, subject or text): only our reference (docs/requirements/product-decisions.md).
  'support-acknowledgement': define(
    z.object({ reference: z.string().regex(/^[A-Z0-9]{8}$/) }),
    (p, c) => ({
      subject: c.t(c.m.supportAcknowledgement.subject, p),
      blocks: [
        heading(c.m.supportAcknowledgement.heading),
        para(c.t(c.m.supportAcknowledgement.intro, p)),
        para(c.m.supportAcknowledgement.notYou),
      ],
    }),
  ),
  'application-approved': define(z.object({ ...appNo, statusUrl: text }), (p, c) => {
    const m = c.m.applicationApproved;
    return {
      subject: c.t(m.subject, p),
      blocks: [
        heading(m.heading),
        para(c.t(m.intro, p)),
        para(m.attachment),
        para(m.nextSteps),
        para(`${m.stepPrint}\n${m.stepPassport}\n${m.stepCheck}`),
        button(c.m.common.viewStatus, c.url(p.statusUrl)),
      ],
    };
  }),
  'application-rejected': define(
    z.object({
      ...appNo,
      statusUrl: text,
      reason: text.nullish(),
      /** What the rejection refunds, in cents; 0 when nothing is refunded. */
      refundAmount: cents.default(0),
      currency: text.default('USD'),
    }),
    (p, c) => {
      const m = c.m.applicationRejected;
      const amount = c.money(p.refundAmount, p.currency);
      return {
        subject: c.t(m.subject, p),
        blocks: [
          heading(m.heading),
          para(c.t(m.intro, p)),
          ...(p.reason ? [para(m.reason), { kind: 'quote', text: p.reason } as const] : []),
          ...(p.refundAmount > 0
            ? [
                para(
                  c.t(m.refund, {
                    amount,
                    minDays: refundTerms.arrivalBusinessDays.min,
                    maxDays: refundTerms.arrivalBusinessDays.max,
                  }),
                ),
              ]
            : []),
          para(m.contact),
          button(m.contactSupport, c.url('/support')),
        ],
      };
    },
  ),
  // One traveller's decision (docs/requirements/traveller-decisions.md): each traveller's
  // e-visa comes in its own email, the PDF attached by the outbox row.
  'traveller-approved': define(z.object({ ...appNo, firstName: text, statusUrl: text }), (p, c) => {
    const m = c.m.travellerApproved;
    const steps = c.m.applicationApproved;
    return {
      subject: c.t(m.subject, p),
      blocks: [
        heading(m.heading),
        para(c.t(m.intro, p)),
        para(c.t(m.attachment, p)),
        para(steps.nextSteps),
        para(`${steps.stepPrint}\n${steps.stepPassport}\n${steps.stepCheck}`),
        button(c.m.common.viewStatus, c.url(p.statusUrl)),
      ],
    };
  }),
  // A delivered extra (docs/requirements/add-ons.md): one traveller's insurance certificate or
  // eSIM QR code, the file attached by the outbox row.
  'add-on-delivered': define(
    z.object({
      ...appNo,
      firstName: text,
      addOn: z.enum(addOnKinds),
      /** A corrected file: the traveller should use this one rather than the earlier. */
      replacesEarlier: z.boolean().default(false),
      statusUrl: text,
    }),
    (p, c) => {
      const m = c.m.addOnDelivered;
      const words = m[p.addOn];
      return {
        subject: c.t(words.subject, p),
        blocks: [
          heading(words.heading),
          para(c.t(words.intro, p)),
          para(words.use),
          ...(p.replacesEarlier ? [para(m.replacesEarlier)] : []),
          para(m.statusPage),
          button(c.m.common.viewStatus, c.url(p.statusUrl)),
        ],
      };
    },
  ),
  'traveller-refused': define(
    z.object({ ...appNo, firstName: text, statusUrl: text, reason: text }),
    (p, c) => {
      const m = c.m.travellerRefused;
      const rejected = c.m.applicationRejected;
      return {
        subject: c.t(m.subject, p),
        blocks: [
          heading(m.heading),
          para(c.t(m.intro, p)),
          para(rejected.reason),
          { kind: 'quote', text: p.reason } as const,
          para(rejected.contact),
          button(c.m.common.viewStatus, c.url(p.statusUrl)),
        ],
      };
    },
  ),
  // A refund staff made by the rules or of a custom amount (docs/requirements/refunds.md):
  // how much, for whom, why when staff said, and when the card shows it.
  'refund-issued': define(
    z.object({
      ...appNo,
      amount: cents.min(1),
      currency: text.default('USD'),
      /** The traveller it is for; absent for a refund of the whole application. */
      firstName: text.optional(),
      reason: text.optional(),
      statusUrl: text,
    }),
    (p, c) => {
      const m = c.m.refundIssued;
      const amount = c.money(p.amount, p.currency);
      return {
        subject: c.t(m.subject, p),
        blocks: [
          heading(m.heading),
          para(
            p.firstName
              ? c.t(m.introTraveller, { ...p, amount })
              : c.t(m.introApplication, { ...p, amount }),
          ),
          ...(p.reason ? [para(m.reason), { kind: 'quote', text: p.reason } as const] : []),
          para(
            c.t(m.arrival, {
              minDays: refundTerms.arrivalBusinessDays.min,
              maxDays: refundTerms.arrivalBusinessDays.max,
            }),
          ),
          para(c.m.applicationRejected.contact),
          button(c.m.common.viewStatus, c.url(p.statusUrl)),
        ],
      };
    },
  ),
  // Changes requested (docs/requirements/change-requests.md): what to fix, per traveller by
  // first name, and the link to the page that takes exactly those changes. The reminder says
  // the same with its own words.
  'changes-requested': define(ZChangesPayload, (p, c) => changesEmail(p, c, c.m.changesRequested), {
    changeLink: true,
  }),
  'changes-reminder': define(ZChangesPayload, (p, c) => changesEmail(p, c, c.m.changesReminder), {
    changeLink: true,
  }),
  // Staff write the subject and the message; both are the applicant's to read verbatim (escaped
  // by the layout). The subject line starts with the application number, in the language.
  'staff-message': define(z.object({ ...appNo, subject: text, message: text }), (p, c) => {
    const m = c.m.staffMessage;
    return {
      subject: c.t(m.subject, p),
      blocks: [
        heading(m.heading),
        para(c.t(m.intro, p)),
        { kind: 'quote', text: p.message },
        para(m.reply),
      ],
    };
  }),
  // A staff reply from the support inbox (docs/requirements/support-inbox.md): staff's own words
  // only (never the sender's, as the address is unverified), the reference in the subject, and a
  // Reply-To of the support mailbox so the answer reaches the team.
  'support-reply': define(
    z.object({
      reference: z.string().regex(/^[A-Z0-9]{8}$/),
      subject: text,
      message: text,
      // SUPPORT_INBOX as configured (a bare 'support@localhost' locally).
      replyTo: z.string().min(3).max(254),
    }),
    (p, c) => {
      const m = c.m.supportReply;
      return {
        subject: c.t(m.subject, p),
        replyTo: p.replyTo,
        blocks: [heading(m.heading), { kind: 'quote', text: p.message }, para(c.t(m.reply, p))],
      };
    },
  ),
  // The traveller's rights (docs/requirements/privacy.md, "Access and erasure"): the code that
  // proves the mailbox, minted at delivery; then the erasure done, or the request recorded.
  'data-rights-code': define(
    z.object({ ...appNo, codeId: text, minutes: z.number().int().positive(), code: text }),
    (p, c) => {
      const m = c.m.dataRightsCode;
      return {
        subject: c.t(m.subject, p),
        blocks: [
          heading(m.heading),
          para(c.t(m.intro, p)),
          { kind: 'details', rows: [[m.codeLabel, p.code]] },
          para(c.t(m.expiry, p)),
          para(m.ignore),
        ],
      };
    },
    { dataRightsCode: true },
  ),
  'data-erased': define(
    z.object({ ...appNo, refundAmount: cents, currency: text.default('USD') }),
    (p, c) => {
      const m = c.m.dataErased;
      return {
        subject: c.t(m.subject, p),
        blocks: [
          heading(m.heading),
          para(c.t(m.intro, p)),
          ...(p.refundAmount > 0
            ? [
                para(
                  c.t(m.refund, {
                    amount: c.money(p.refundAmount, p.currency),
                    minDays: refundTerms.arrivalBusinessDays.min,
                    maxDays: refundTerms.arrivalBusinessDays.max,
                  }),
                ),
              ]
            : []),
          para(m.kept),
          para(m.backups),
        ],
      };
    },
  ),
  'erasure-requested': define(z.object({ ...appNo, dueDate: isoDate }), (p, c) => {
    const m = c.m.erasureRequested;
    return {
      subject: c.t(m.subject, p),
      blocks: [
        heading(m.heading),
        para(c.t(m.intro, { ...p, date: c.day(p.dueDate) })),
        para(m.authorities),
      ],
    };
  }),
} satisfies Record<string, TemplateDefinition>;

export type TemplateName = keyof typeof templates;

/** A template's whole payload, as rendering reads it. */
export type TemplateInput<T extends TemplateName> = z.input<(typeof templates)[T]['schema']>;

/**
 * What a template's outbox row holds: its schema's input, less `resumeUrl`, which delivery adds
 * (TemplateDefinition.resumeLink).
 */
export type TemplatePayload<T extends TemplateName> = Omit<
  TemplateInput<T>,
  'resumeUrl' | 'changeUrl' | 'code'
>;
export const templateNames = Object.keys(templates) as TemplateName[];
