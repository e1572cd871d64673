import { describe, expect, it } from 'vitest';
import { refundTerms } from '@/domain/refund-policy';
import { renderEmail } from './index';
import { samplePayloads } from '@/server/test-support/mail/sample-payloads';

// The emails the staff actions send (docs/requirements/staff-dashboard.md, "Actions").
const render = (template: string, language: string, payload: unknown) =>
  renderEmail({ template, language, payload }, { publicUrl: 'https://evisa.example' });

describe('staff action emails', () => {
  it('tells an approved applicant to print the e-visa and carry the passport, in their language', () => {
    const en = render('application-approved', 'en', samplePayloads['application-approved']);
    expect(en.text).toContain('attached to this email as a PDF');
    expect(en.text).toMatch(/1\. Print your e-Visa[\s\S]*2\. Travel with the same passport/);
    const tr = render('application-approved', 'tr', samplePayloads['application-approved']);
    expect(tr.text).toContain('yazdırın');
    expect(tr.text).not.toContain('Print your e-Visa');
  });

  it('states the reason and the refund amount, and says nothing of a refund when there is none', () => {
    const payload = samplePayloads['application-rejected'];
    const refunded = render('application-rejected', 'en', payload);
    expect(refunded.text).toContain('> Passport photo is <unclear>');
    expect(refunded.html).toContain('Passport photo is &lt;unclear&gt;');
    expect(refunded.text).toContain('We are refunding $100 to the card you paid with.');
    // The same days as the refund policy and the agreement (docs/requirements/product-decisions.md).
    const { min, max } = refundTerms.arrivalBusinessDays;
    expect(refunded.text).toContain(`within ${min} to ${max} business days`);
    expect(refunded.text).toContain('https://evisa.example/support');
    const none = render('application-rejected', 'ar', { ...payload, refundAmount: 0 });
    expect(none.text).not.toMatch(/\$|سنعيد/);
    expect(none.html).toContain('dir="rtl"');
  });

  it('prefixes the staff subject with the application number and keeps the message as plain text', () => {
    const payload = {
      applicationNumber: 'EV2026K7QX3M9A',
      subject: 'Photo <b>again</b>',
      message: 'Line one & <script>x</script>\nLine two',
    };
    const en = render('staff-message', 'en', payload);
    expect(en.subject).toBe('Application EV2026K7QX3M9A: Photo <b>again</b>');
    expect(en.html).toContain('Line one &amp; &lt;script&gt;x&lt;/script&gt;<br>Line two');
    expect(en.html).not.toMatch(/<script|<b>/);
    expect(render('staff-message', 'hi', payload).subject).toBe(
      'आवेदन EV2026K7QX3M9A: Photo <b>again</b>',
    );
  });
});
