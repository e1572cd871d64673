import { describe, expect, it } from 'vitest';
import { PermanentMailError } from '../errors';
import { renderEmail, templateNames } from './index';
import { samplePayloads } from './sample-payloads';

const publicUrl = 'https://evisa.example';
const render = (
  template: string,
  language: string,
  payload: unknown = samplePayloads[template as never],
) => renderEmail({ template, language, payload }, { publicUrl });

describe('renderEmail', () => {
  for (const template of templateNames) {
    for (const language of ['en', 'tr', 'hi', 'ar']) {
      it(`renders ${template} in ${language} with no missing strings`, () => {
        const email = render(template, language);
        for (const part of [email.subject, email.text, email.html]) {
          expect(part.trim()).not.toBe('');
          expect(part).not.toMatch(/\{\{|\}\}|undefined|\[object Object\]|NaN/);
        }
        expect(email.text).toContain('India e-Visa Online');
        const expected = template === 'support-message' ? 'en' : language;
        expect(email.language).toBe(expected);
        expect(email.html).toContain(`lang="${expected}"`);
      });
    }
  }

  it('escapes every payload value in the HTML and keeps it readable in the text part', () => {
    for (const template of templateNames) {
      const { html } = render(template, 'en');
      expect(html).not.toMatch(/<script|<img|<b>|<Yılmaz>|<unclear>|<123>/);
    }
    const ack = render('agreement-signed', 'en');
    expect(ack.html).toContain('Ayşe &lt;Yılmaz&gt; &amp; &quot;Co&quot;');
    expect(ack.text).toContain('Ayşe <Yılmaz> & "Co"');
    expect(ack.html).toContain(
      'href="https://evisa.example/apply/resume?token=abc&amp;step=payment"',
    );
    expect(render('application-confirmation', 'tr').html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });

  it('writes Arabic right to left, in Arabic', () => {
    const email = render('application-confirmation', 'ar');
    expect(email.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(email.html).toContain('<body dir="rtl"');
    expect(email.subject).toContain('تم استلام الطلب');
  });

  it('states the application number, summary, next steps and resume link in the confirmation', () => {
    const { text } = render('application-confirmation', 'en');
    expect(text).toContain('EV2026K7QX3M9A');
    expect(text).toContain('Visa type: Tourist e-Visa');
    expect(text).toContain('Number of applicants: 2');
    expect(text).toContain('Total: $258.50');
    expect(text).toMatch(/Pay for your application[\s\S]*Upload a passport scan/);
    expect(text).toContain('https://evisa.example/apply/resume?token=abc');
  });

  it('formats amounts from cents and dates in the language', () => {
    expect(render('payment-received', 'en').text).toContain('$1,299');
    expect(render('agreement-signed', 'tr').text).toContain('1 Mart 2026');
  });

  it('falls back to English for languages without their own emails', () => {
    for (const language of ['es', 'fr', 'de', 'zh', 'ja', 'ru', 'xx']) {
      const email = render('resume-link', language);
      expect(email.language).toBe('en');
      expect(email.subject).toBe('Continue your application EV2026K7QX3M9A');
    }
  });

  it('writes support mail in English with the customer as Reply-To', () => {
    const email = render('support-message', 'tr');
    expect(email.subject).toBe('Support request: Where is my visa?');
    expect(email.replyTo).toBe('ravi@example.com');
    expect(email.text).toContain('> <img src=x onerror=alert(1)>');
  });

  it('treats an unknown template or a malformed payload as permanent, naming fields not values', () => {
    expect(() => render('no-such-template', 'en', {})).toThrow(PermanentMailError);
    const bad = () => render('resume-link', 'en', { applicationNumber: 'secret-value' });
    expect(bad).toThrow(PermanentMailError);
    expect(bad).toThrow(/resumeUrl/);
    expect(bad).not.toThrow(/secret-value/);
  });

  it('refuses links that are not http(s)', () => {
    const payload = { applicationNumber: 'EV1', resumeUrl: 'javascript:alert(1)' };
    expect(() => render('resume-link', 'en', payload)).toThrow(PermanentMailError);
  });

  it('keeps a subject on one line whatever the user typed', () => {
    const email = render('agreement-signed', 'en', {
      applicationNumber: 'EV1\r\nBcc: x@y.z',
      signerName: 'A',
      signedAt: '2026-01-01T00:00:00Z',
      resumeUrl: 'https://evisa.example/apply/resume#code=x',
    });
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});
