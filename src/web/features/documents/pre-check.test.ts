import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_TYPES_LABEL,
  documentTypes,
  MAX_UPLOAD_BYTES,
  maxFilesFor,
} from '@/domain/documents';
import { englishMessage } from '@/domain/errors';
import { preCheck } from './pre-check';

const pdf = (size: number, name = 'passport.pdf') => ({ name, size, type: 'application/pdf' });

describe('preCheck', () => {
  it('lets a file at exactly the size limit through, and refuses one byte more', () => {
    expect(preCheck(pdf(MAX_UPLOAD_BYTES), 'passport', 0)).toBeUndefined();
    expect(preCheck(pdf(MAX_UPLOAD_BYTES + 1), 'passport', 0)).toEqual({
      kind: 'problem',
      code: 'document.too_large',
      params: { name: 'passport.pdf', maxMb: 10 },
    });
  });

  it('refuses a file over the category’s count, with the domain’s limit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...documentTypes), fc.nat(8), (type, count) => {
        const problem = preCheck(pdf(1000), type, count);
        if (count < maxFilesFor(type)) expect(problem).toBeUndefined();
        else
          expect(problem).toEqual({
            kind: 'problem',
            code: 'document.too_many_files',
            params: { max: maxFilesFor(type) },
          });
      }),
    );
  });

  it('refuses what is neither declared nor named as an accepted type', () => {
    const problem = preCheck(
      { name: 'letter.docx', size: 10, type: 'application/msword' },
      'supporting',
      0,
    );
    expect(problem).toEqual({
      kind: 'problem',
      code: 'document.invalid_type',
      params: { name: 'letter.docx', types: ACCEPTED_TYPES_LABEL },
    });
    expect(
      englishMessage('document.invalid_type', problem?.kind === 'problem' ? problem.params : {}),
    ).toBe('File "letter.docx" has an invalid type. Accepted types: PDF, JPEG, PNG, WebP.');
  });

  it('leaves the content check to the server: a .pdf name or an image type passes', () => {
    // An executable renamed .pdf passes here; the server reads its bytes and refuses it.
    expect(preCheck({ name: 'setup.pdf', size: 10, type: '' }, 'passport', 0)).toBeUndefined();
    expect(
      preCheck({ name: 'IMG_1234', size: 10, type: 'image/jpeg' }, 'photo', 0),
    ).toBeUndefined();
    expect(preCheck({ name: 'PHOTO.JPEG', size: 10, type: '' }, 'photo', 1)).toBeUndefined();
  });
});
