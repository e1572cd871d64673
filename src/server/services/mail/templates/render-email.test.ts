import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasUnsupportedCharacters, type TextKind } from '@/domain/schemas/text';
import { PermanentMailError } from '../errors';
import { companyLine, renderEmail, templateNames, type TemplateName } from './index';
import { mailLocales } from './locales';
import { samplePayloads } from '@/server/test-support/mail/sample-payloads';

const publicUrl = 'https://evisa.example';
const render = (
  template: string,
  language: string,
  payload: unknown = samplePayloads[template as never],
) => renderEmail({ template, language, payload }, { publicUrl });

describe('renderEmail', () => {
  for (const template of templateNames) {
    for (const language of Object.keys(mailLocales)) {
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
    const support = render('support-message', 'en');
    expect(support.html).toContain('Ravi &lt;b&gt;Kumar&lt;/b&gt;');
    expect(support.text).toContain('Ravi <b>Kumar</b>');
    const ack = render('agreement-signed', 'en');
    expect(ack.html).toContain(
      'href="https://evisa.example/apply/resume?token=abc&amp;step=payment"',
    );
    expect(render('application-confirmation', 'tr').html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });

  it("names an e-Tourist visa's validity in the email's language, and no validity for another visa", () => {
    expect(render('application-confirmation', 'de').text).toContain('Gültigkeit: 1 Jahr');
    expect(render('application-confirmation', 'ru').text).toContain('Срок действия: 1 год');
    const business = render('application-confirmation', 'en', {
      ...samplePayloads['application-confirmation'],
      visaType: 'business',
      touristValidity: null,
    });
    expect(business.text).not.toContain('Validity');
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
    expect(text).toContain('Validity: 1 year');
    expect(text).toContain('Number of applicants: 2');
    expect(text).toContain('Total: $258.50');
    expect(text).toMatch(/Pay for your application[\s\S]*Upload a passport scan/);
    expect(text).toContain('https://evisa.example/apply/resume?token=abc');
  });

  it('formats amounts from cents and dates in the language', () => {
    expect(render('payment-received', 'en').text).toContain('$1,299');
    expect(render('agreement-signed', 'tr').text).toContain('1 Mart 2026');
  });

  // Every sentence of the English email (four words or more) is gone from the translation: what
  // is left is the brand, the applicant's own data and the links.
  it('leaves no English sentence in a translated email', () => {
    const sentences = (text: string) =>
      text
        .split(/[\n.!?:]+/)
        .map((part) => part.trim())
        .filter((part) => part.split(/\s+/).length >= 4 && !part.includes('http'));
    const leftovers: string[] = [];
    for (const template of templateNames) {
      if (template === 'support-message') continue; // written to our staff, in English
      const english = sentences(render(template, 'en').text).filter(
        // The applicant's or staff's own words (quoted with '> ') stay as they were written, and
        // the company's legal identity as it is registered.
        (sentence) =>
          sentence !== companyLine() &&
          !Object.values(samplePayloads[template]).some(
            (v) => sentence.includes(String(v)) || String(v).includes(sentence.replace(/^> /, '')),
          ),
      );
      for (const language of Object.keys(mailLocales).filter((l) => l !== 'en')) {
        const text = render(template, language).text;
        for (const sentence of english)
          if (text.includes(sentence)) leftovers.push(`${template} ${language}: ${sentence}`);
      }
    }
    expect(leftovers).toEqual([]);
  });

  it('falls back to English for a language without its own emails', () => {
    for (const language of ['xx', 'pt', '']) {
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
      signedAt: '2026-01-01T00:00:00Z',
      resumeUrl: 'https://evisa.example/apply/resume#code=x',
    });
    expect(email.subject).not.toMatch(/[\r\n]/);
  });

  // The free text that reaches an email, as the API accepts it (docs/requirements/
  // product-decisions.md, "Text fields"): an email that cannot be rendered would stay in the
  // outbox, so every accepted value must render, in every language, and arrive intact.
  const freeText: [TemplateName, string, TextKind][] = [
    ['application-confirmation', 'applicantNames', 'singleLine'],
    ['support-message', 'name', 'singleLine'],
    ['support-message', 'subject', 'singleLine'],
    ['support-message', 'message', 'multiLine'],
    ['application-rejected', 'reason', 'multiLine'],
    ['staff-message', 'subject', 'singleLine'],
    ['staff-message', 'message', 'multiLine'],
  ];
  const unfilled = /\{\{|\}\}|undefined|\[object Object\]/;
  it.each(freeText)('renders any accepted %s %s in every language', (template, field, kind) => {
    const accepted = fc
      .string({ unit: 'binary', minLength: 1, maxLength: 60 })
      .filter((value) => value.trim() !== '' && !hasUnsupportedCharacters(value, kind))
      // Leaves out typed text that would itself look like a leftover placeholder below.
      .filter((value) => !unfilled.test(value));
    fc.assert(
      fc.property(accepted, fc.constantFrom(...Object.keys(mailLocales)), (value, language) => {
        const payload = {
          ...samplePayloads[template],
          [field]: field === 'applicantNames' ? [value, 'Ana Traveller'] : value,
        };
        const email = render(template, language, payload);
        for (const part of [email.subject, email.text, email.html]) {
          expect(part).not.toMatch(unfilled);
        }
        expect(email.subject).not.toMatch(/[\r\n]/);
        // The subject or the text part carries what was typed, line by line.
        for (const line of value.split(/\r\n|\r|\n/)) {
          expect(`${email.subject}\n${email.text}`).toContain(line.trim());
        }
      }),
      { numRuns: 200 },
    );
  });
});
