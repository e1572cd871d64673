import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/domain/dates';
import { makeApplicantDetailsSchema } from '@/domain/schemas/applicant-details';
import { ZCreateApplicationRequest } from '@/domain/schemas/create-application';
import { validApplicant, validCreateApplication } from '@/domain/test-support/fixtures';
import { parseFieldMessage } from '@/domain/errors/field-message';
import en from '@/web/locales/errors/en.json';

// Every message the wizard's schemas can show is a code with a translation in the errors
// namespace, so useValidationText never falls back to showing a code or English.

const today = todayIso(new Date());
const applicant = makeApplicantDetailsSchema({ today });

/** 'a.b' for { a: { b: '...' } }. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

function messagesOf(result: { error?: { issues: { message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => issue.message);
}

describe('wizard validation copy', () => {
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
    const keys = new Set(keysOf(en));
    const missing = [...new Set(messages)].filter((text) => {
      const code = parseFieldMessage(text)?.code;
      return !code || !keys.has(code);
    });
    expect(missing).toEqual([]);
  });
});
