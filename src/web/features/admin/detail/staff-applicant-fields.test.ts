import { describe, expect, it } from 'vitest';
import { applicantDetailsFields } from '@/domain/schemas/applicant-details';
import apply from '@/web/locales/apply/en.json';
import { staffApplicantSections } from './staff-applicant-fields';

describe('the staff view of an applicant', () => {
  it('shows every step-2 field exactly once', () => {
    const shown = staffApplicantSections.flatMap((section) => [...section.fields]);
    expect([...shown].sort()).toEqual(Object.keys(applicantDetailsFields).sort());
  });

  it('has a label for every field and a title for every section', () => {
    for (const section of staffApplicantSections) {
      expect(apply.sections[section.id].title).toBeTruthy();
      for (const field of section.fields) expect(apply.fields[field].label).toBeTruthy();
    }
  });
});
