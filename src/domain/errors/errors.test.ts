import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  decodeFieldMessage,
  englishMessage,
  errorCatalogue,
  errorCodes,
  fieldMessage,
  fieldProblem,
  parseFieldMessage,
  problemAsFieldMessage,
  problemFromIssue,
  problemOf,
  type ErrorCode,
} from '@/domain/errors';

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();

describe('the error catalogue', () => {
  it('gives every code a refusal status, an English text and a meaning', () => {
    for (const code of errorCodes) {
      const entry = errorCatalogue[code];
      expect(code, code).toMatch(/^[a-z][a-z_]*\.[a-z][a-z_]*$/);
      expect(entry.status === 0 || (entry.status >= 400 && entry.status < 600), code).toBe(true);
      expect(entry.message.trim(), code).not.toBe('');
      expect(entry.meaning.trim(), code).not.toBe('');
    }
  });

  it('keeps the singular text to the same placeholders as the plural, less the count', () => {
    for (const code of errorCodes) {
      const entry: { message: string; one?: string } = errorCatalogue[code];
      if (!entry.one) continue;
      expect(placeholders(entry.message), code).toContain('count');
      expect(placeholders(entry.one), code).toEqual(
        placeholders(entry.message).filter((name) => name !== 'count'),
      );
    }
  });

  it('fills the English text with its params, the singular for a count of one', () => {
    expect(englishMessage('document.too_large', { name: 'scan.pdf', maxMb: 10 })).toBe(
      'File "scan.pdf" is too large. Maximum size is 10MB.',
    );
    expect(englishMessage('application.too_many_drafts', { count: 1 })).toBe(
      'This application is for 1 applicant; a draft cannot hold more.',
    );
    expect(englishMessage('application.too_many_drafts', { count: 3 })).toBe(
      'This application is for 3 applicants; a draft cannot hold more.',
    );
    // A param that looks like a placeholder is not filled a second time.
    expect(englishMessage('document.image_too_large', { name: '{{name}}' })).toBe(
      'File "{{name}}" is too large in pixels. Please upload a smaller image.',
    );
  });

  it('keeps the specification’s exact texts', () => {
    expect(englishMessage('validation.required')).toBe('This field is required');
    expect(englishMessage('validation.legal_agreement_required')).toBe(
      'Legal Agreement Required: Please accept privacy policy, terms of service, and provide your digital signature.',
    );
    expect(englishMessage('document.passport_and_photo_required')).toBe(
      'Please upload both passport bio-data page and recent photo to proceed.',
    );
    expect(englishMessage('evisa.too_large')).toBe('File size must be less than 5MB.');
  });
});

describe('field messages', () => {
  const code = fc.constantFrom(...errorCodes);
  const params = fc.dictionary(
    fc.stringMatching(/^[a-zA-Z]\w{0,9}$/),
    fc.oneof(fc.integer({ min: -1e6, max: 1e6 }), fc.stringMatching(/^[a-zA-Z][\w .,-]{0,20}$/)),
    { maxKeys: 4 },
  );

  it('carry any code and params there and back', () => {
    fc.assert(
      fc.property(code, params, (c, p) => {
        const message = problemAsFieldMessage({ code: c, params: p });
        const decoded = decodeFieldMessage(message);
        expect(decoded?.code).toBe(c);
        expect(decoded?.params ?? {}).toEqual(p);
      }),
    );
  });

  it('are the bare code when there are no params', () => {
    expect(fieldMessage('validation.required')).toBe('validation.required');
    expect(fieldMessage('validation.too_long', { max: 500 })).toBe('validation.too_long?max=500');
    expect(parseFieldMessage('validation.too_long?max=500')).toEqual({
      code: 'validation.too_long',
      params: { max: 500 },
    });
  });

  it('are not mistaken for prose, and prose is not mistaken for a code', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const decoded = decodeFieldMessage(text);
        if (decoded) expect(errorCodes).toContain(decoded.code);
      }),
    );
    expect(decodeFieldMessage('Please enter your name')).toBeUndefined();
    expect(decodeFieldMessage('validation.no_such_code')).toBeUndefined();
    expect(fieldProblem('Something zod said')).toEqual({
      code: 'validation.invalid',
      message: 'Something zod said',
    });
  });
});

describe('problemFromIssue', () => {
  const issueOf = (schema: z.ZodType, value: unknown) => {
    const issue = schema.safeParse(value).error?.issues[0];
    if (!issue) throw new Error('expected an issue');
    return issue;
  };

  it('reads our own code from the message', () => {
    const schema = z.string().max(3, fieldMessage('validation.too_long', { max: 3 }));
    expect(problemFromIssue(issueOf(schema, 'abcd'))).toEqual(
      problemOf('validation.too_long', { max: 3 }),
    );
  });

  it.each<[string, z.ZodType, unknown, ErrorCode, Record<string, number>?]>([
    ['a missing value', z.string(), undefined, 'validation.required'],
    ['a wrong type', z.string(), 42, 'validation.invalid'],
    ['an empty string', z.string().min(1), '', 'validation.required'],
    ['a short string', z.string().min(5), 'abc', 'validation.too_short', { min: 5 }],
    ['a long string', z.string().max(2), 'abc', 'validation.too_long', { max: 2 }],
    ['an unknown option', z.enum(['a', 'b']), 'c', 'validation.invalid_option'],
    ['a malformed email', z.email(), 'x@', 'validation.email_invalid'],
    ['a number out of range', z.number().max(3), 9, 'validation.invalid'],
  ])('gives zod’s own rules a code: %s', (_name, schema, value, code, params) => {
    expect(problemFromIssue(issueOf(schema, value))).toEqual(problemOf(code, params));
  });
});
