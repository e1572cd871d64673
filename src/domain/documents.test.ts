import { describe, expect, it } from 'vitest';
import {
  documentTypesFor,
  missingDocumentsCode,
  missingRequiredDocuments,
  requiredDocumentTypesFor,
  visaLetterFor,
} from '@/domain/documents';
import { visaTypes } from '@/domain/visa';

// docs/requirements/documents.md: what completing needs, by visa type, as /requirements says.

describe('requiredDocumentTypesFor', () => {
  it('asks every visa type for a passport and a photo, and each but tourist for its letter', () => {
    expect(requiredDocumentTypesFor('tourist')).toEqual(['passport', 'photo']);
    expect(requiredDocumentTypesFor('business')).toEqual([
      'passport',
      'photo',
      'business_invitation',
    ]);
    expect(requiredDocumentTypesFor('medical')).toEqual(['passport', 'photo', 'medical_letter']);
    expect(requiredDocumentTypesFor('conference')).toEqual([
      'passport',
      'photo',
      'conference_invitation',
    ]);
  });

  it('requires only categories the applicant is shown, and never the supporting documents', () => {
    for (const visaType of visaTypes) {
      const shown = documentTypesFor(visaType);
      for (const type of requiredDocumentTypesFor(visaType)) expect(shown).toContain(type);
      expect(requiredDocumentTypesFor(visaType)).not.toContain('supporting');
      const letter = visaLetterFor(visaType);
      if (letter) expect(shown).toContain(letter);
    }
  });
});

describe('missingRequiredDocuments and missingDocumentsCode', () => {
  const passportAndPhoto = (applicant: number) => [
    { applicant, documentType: 'passport' as const },
    { applicant, documentType: 'photo' as const },
  ];

  it('lets a tourist group complete with passports and photos alone', () => {
    const missing = missingRequiredDocuments('tourist', 2, [
      ...passportAndPhoto(0),
      ...passportAndPhoto(1),
    ]);
    expect(missing).toEqual([]);
    expect(missingDocumentsCode(missing)).toBeUndefined();
  });

  it.each([
    ['business', 'business_invitation', 'document.business_invitation_required'],
    ['medical', 'medical_letter', 'document.medical_letter_required'],
    ['conference', 'conference_invitation', 'document.conference_invitation_required'],
  ] as const)(
    'holds a %s group back until every applicant has the %s',
    (visaType, letter, code) => {
      const uploaded = [...passportAndPhoto(0), ...passportAndPhoto(1)];
      const missing = missingRequiredDocuments(visaType, 2, [
        ...uploaded,
        { applicant: 0, documentType: letter },
        { applicant: 1, documentType: 'supporting' },
      ]);
      expect(missing).toEqual([{ applicant: 1, documentType: letter }]);
      expect(missingDocumentsCode(missing)).toBe(code);
      const done = [
        ...uploaded,
        { applicant: 0, documentType: letter },
        { applicant: 1, documentType: letter },
      ];
      expect(missingRequiredDocuments(visaType, 2, done)).toEqual([]);
    },
  );

  it('names the passport and photo first when they are missing too', () => {
    const missing = missingRequiredDocuments('business', 1, []);
    expect(missing.map((m) => m.documentType)).toEqual([
      'passport',
      'photo',
      'business_invitation',
    ]);
    expect(missingDocumentsCode(missing)).toBe('document.passport_and_photo_required');
  });
});
