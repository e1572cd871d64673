import { describe, expect, it } from 'vitest';
import { fieldMessage } from '@/domain/errors';
import {
  SUPPORT_LIMITS,
  ZSupportMessageRequest,
  type TSupportMessageInput,
} from './support-message';

// The codes the form's rules answer with (docs/errors.md), with the limits they quote.
const s = {
  nameRequired: fieldMessage('support.name_required'),
  nameTooLong: fieldMessage('support.name_too_long', { max: 100 }),
  emailRequired: fieldMessage('support.email_required'),
  emailInvalid: fieldMessage('validation.email_invalid'),
  subjectRequired: fieldMessage('support.subject_required'),
  subjectTooLong: fieldMessage('support.subject_too_long', { max: 150 }),
  applicationNumberInvalid: fieldMessage('support.application_number_invalid'),
  messageRequired: fieldMessage('support.message_required'),
  messageTooShort: fieldMessage('support.message_too_short', { min: 10 }),
  messageTooLong: fieldMessage('support.message_too_long', { max: 5000 }),
};

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
      channel: 'form',
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
