import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TTimelineEntry } from '@/domain/schemas/admin';
import adminDe from '@/web/locales/admin/de.json';
import adminEn from '@/web/locales/admin/en.json';
import { timelineNotes, timelineText } from './timeline-text';

// The work queue's assignment on the staff timeline: its own words (not the raw action name),
// and the previous holder on a takeover.

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['admin'],
    defaultNS: 'admin',
    interpolation: { escapeValue: false },
    resources: { en: { admin: adminEn }, de: { admin: adminDe } },
  });
});

const entry = (action: string, detail: Record<string, unknown> = {}): TTimelineEntry => ({
  at: '2026-11-26T10:00:00.000Z',
  kind: 'staff',
  action,
  actor: 'ana',
  ip: '198.51.100.4',
  detail,
});
const money = (cents: number) => `$${cents / 100}`;

describe('assignment on the timeline', () => {
  it('names taking and releasing in the reader language, and a takeover’s previous holder', async () => {
    const t = i18n.getFixedT('en', 'admin');
    expect(timelineText(t, entry('application.assigned'))).toBe('Took the application');
    expect(timelineText(t, entry('application.unassigned'))).toBe('Released the application');
    expect(
      timelineNotes(t, entry('application.assigned', { previous: 'bo', takeOver: true }), money),
    ).toEqual(['Taken over from bo']);
    expect(timelineNotes(t, entry('application.assigned'), money)).toEqual([]);
    const de = i18n.getFixedT('de', 'admin');
    expect(timelineText(de, entry('application.assigned'))).toBe('Antrag übernommen');
  });
});

describe('government submission and refunds on the timeline', () => {
  it('names the submission with the government’s id, and a refund with its amount and state', () => {
    const t = i18n.getFixedT('en', 'admin');
    const submitted = entry('traveller.submitted_to_government', {
      firstName: 'Priya',
      reference: 'IND-2026/00451',
    });
    expect(timelineText(t, submitted)).toBe('Recorded a submission to the government');
    expect(timelineNotes(t, submitted, money)).toEqual([
      'Priya',
      'Government id: \u2066IND-2026/00451\u2069',
    ]);
    const refunded = entry('refund.issued', {
      firstName: 'Priya',
      refundAmount: 5000,
      state: 'succeeded',
      reason: 'The government refunded its fee.',
    });
    expect(timelineText(t, refunded)).toBe('Made a refund');
    expect(timelineNotes(t, refunded, money)).toEqual([
      'Priya',
      'Reason: The government refunded its fee.',
      'Refund: $50',
      'Refund state: Refunded',
    ]);
  });
});

describe('changes requested on the timeline', () => {
  it('names the request, each change sent and the last one in words, the traveller first', () => {
    const t = i18n.getFixedT('en', 'admin');
    expect(timelineText(t, entry('application.changes_requested'))).toBe('Changes requested');
    expect(
      timelineText(t, { ...entry('applicant.changes_completed'), kind: 'applicant', actor: null }),
    ).toBe('Traveller sent the changes');
    expect(timelineText(t, entry('applicant.change_sent'))).toBe('Traveller sent a change');
    expect(timelineNotes(t, entry('applicant.change_sent', { firstName: 'Asha' }), money)).toEqual([
      'Asha',
    ]);
    const de = i18n.getFixedT('de', 'admin');
    expect(timelineText(de, entry('application.changes_requested'))).toBe('Änderungen angefordert');
  });
});

describe('the e-visa check on the timeline', () => {
  it('notes a matched e-visa, and a confirmed one with the staff member’s reason', () => {
    const t = i18n.getFixedT('en', 'admin');
    const approved = (eVisaCheck: Record<string, unknown>) =>
      entry('traveller.approved', { firstName: 'John', fileName: 'e.pdf', eVisaCheck });
    expect(timelineNotes(t, approved({ result: 'matched', surnameFound: true }), money)).toEqual([
      'John',
      'e.pdf',
      'E-visa checked: the passport number is in it',
    ]);
    const reason = 'Scan compared with the passport page.';
    expect(
      timelineNotes(t, approved({ result: 'confirmed', readable: false, reason }), money),
    ).toEqual(['John', 'e.pdf', `E-visa confirmed by staff: ${reason}`]);
  });
});
