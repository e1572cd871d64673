import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/domain/dates';
import { messageKey, validationMessages } from '@/domain/messages';
import { makeApplicantDetailsSchema, ZCreateApplicationRequest } from '@/domain/schemas';
import { validApplicant, validCreateApplication } from '@/domain/test-support/fixtures';
import en from '@/web/locales/apply/en.json';

// Every message the wizard's schemas can show has a translation key in the apply namespace,
// so useValidationText never falls back to showing English in Turkish, Hindi or Arabic.

const today = todayIso(new Date());
const applicant = makeApplicantDetailsSchema({ today });

function messagesOf(result: { error?: { issues: { message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => issue.message);
}

describe('wizard validation copy', () => {
  it('names only real messages, with the schemas’ English text', () => {
    for (const [key, text] of Object.entries(en.validation)) {
      expect(validationMessages).toHaveProperty(key, text);
    }
  });

  it('covers what steps 1 and 2 report for empty, malformed and inconsistent answers', () => {
    const bad = (value: unknown) =>
      Object.fromEntries(Object.keys(validApplicant(today)).map((field) => [field, value]));
    const messages = [
      ...messagesOf(ZCreateApplicationRequest.safeParse({})),
      ...messagesOf(
        ZCreateApplicationRequest.safeParse(
          validCreateApplication({
            email: 'x',
            phone: 'abc',
            countryCode: '+0',
            portOfArrival: 'INBOM',
          }),
        ),
      ),
      ...messagesOf(applicant.safeParse({})),
      ...messagesOf(applicant.safeParse(bad('x'))),
      ...messagesOf(applicant.safeParse(bad('x'.repeat(501)))),
      ...messagesOf(
        applicant.safeParse(
          validApplicant(today, {
            dateOfBirth: addDays(today, 1),
            passportIssueDate: addDays(today, 2),
            passportExpiryDate: addDays(today, 1),
            dateOfArrival: addDays(today, -1),
            dateOfDeparture: addDays(today, -2),
            visitedSaarcCountries: 'yes',
            criminalRecord: 'yes',
            deportationHistory: 'yes',
          }),
        ),
      ),
    ];
    expect(messages.length).toBeGreaterThan(60);
    const missing = [...new Set(messages)].filter((text) => {
      const key = messageKey(text);
      return !key || !(key in en.validation);
    });
    expect(missing).toEqual([]);
  });
});
