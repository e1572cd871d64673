import { describe, expect, it } from 'vitest';
import {
  SUPPORT_LIMITS,
  supportMessageKey,
  supportMessageMessages as s,
  ZSupportMessageRequest,
  type TSupportMessageInput,
} from './support-message';

const valid: TSupportMessageInput = {
  name: 'Ana Traveller',
  email: 'ana@example.com',
  subject: 'Photo size',
  applicationNumber: '',
  message: 'Is a 600x600 photo large enough?',
};

function errorsOf(input: unknown): Record<string, string[]> {
  const result = ZSupportMessageRequest.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('ZSupportMessageRequest', () => {
  it('accepts a message, trims it, defaults the language and stores no empty number', () => {
    expect(ZSupportMessageRequest.parse({ ...valid, name: '  Ana Traveller ' })).toEqual({
      ...valid,
      applicationNumber: null,
      language: 'en',
    });
  });

  it.each([
    [' ev2026k7qx3m9a ', 'EV2026K7QX3M9A'],
    ['VISA-EV2026K7QX3M9A', 'EV2026K7QX3M9A'],
  ])('normalises the application number %j', (typed, stored) => {
    expect(
      ZSupportMessageRequest.parse({ ...valid, applicationNumber: typed }).applicationNumber,
    ).toBe(stored);
  });

  it.each(['EV2026', 'EV2026K7QX3M9O', 'ABC', 'EV26K7QX3M9A12'])(
    'rejects the application number %j',
    (typed) => {
      expect(errorsOf({ ...valid, applicationNumber: typed })).toEqual({
        applicationNumber: [s.applicationNumberInvalid],
      });
    },
  );

  it('names each missing field once, with its own message', () => {
    expect(errorsOf({ name: '', email: '', subject: ' ', message: '' })).toEqual({
      name: [s.nameRequired],
      email: [s.emailRequired],
      subject: [s.subjectRequired],
      message: [s.messageRequired, s.messageTooShort],
    });
  });

  it('checks the email and the lengths', () => {
    expect(
      errorsOf({
        ...valid,
        email: 'ana@',
        name: 'x'.repeat(SUPPORT_LIMITS.name + 1),
        subject: 'x'.repeat(SUPPORT_LIMITS.subject + 1),
        message: 'short',
      }),
    ).toEqual({
      email: [s.emailInvalid],
      name: [s.nameTooLong],
      subject: [s.subjectTooLong],
      message: [s.messageTooShort],
    });
    expect(errorsOf({ ...valid, message: 'x'.repeat(SUPPORT_LIMITS.message + 1) })).toEqual({
      message: [s.messageTooLong],
    });
    expect(errorsOf({ ...valid, name: 'x'.repeat(SUPPORT_LIMITS.name) })).toEqual({});
  });

  it('only accepts a language we offer', () => {
    expect(ZSupportMessageRequest.parse({ ...valid, language: 'ar' }).language).toBe('ar');
    expect(Object.keys(errorsOf({ ...valid, language: 'xx' }))).toEqual(['language']);
  });
});

describe('supportMessageKey', () => {
  it('finds the key of every message, so the client can translate it', () => {
    for (const [key, text] of Object.entries(s)) expect(supportMessageKey(text)).toBe(key);
    expect(supportMessageKey('Something else')).toBeUndefined();
  });
});
