import { describe, expect, it } from 'vitest';
import { applicantName } from './applicant-name';

describe('applicantName', () => {
  it('joins first and last name as saved', () => {
    expect(applicantName({ details: { firstName: 'Ada', lastName: 'Lovelace' } })).toBe(
      'Ada Lovelace',
    );
  });
  it('uses whichever part was saved, trimmed', () => {
    expect(applicantName({ details: { firstName: '  Ada ' } })).toBe('Ada');
    expect(applicantName({ details: { lastName: 'Lovelace' } })).toBe('Lovelace');
  });
  it('has no name (the page says "Applicant N") for nothing saved, blanks or non-text', () => {
    expect(applicantName(undefined)).toBeUndefined();
    expect(applicantName({ details: {} })).toBeUndefined();
    expect(applicantName({ details: { firstName: ' ', lastName: '' } })).toBeUndefined();
    expect(applicantName({ details: { firstName: 42, lastName: null } })).toBeUndefined();
  });
});
