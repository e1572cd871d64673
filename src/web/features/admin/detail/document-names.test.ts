import { describe, expect, it } from 'vitest';
import type { TAdminDocument } from '@/domain/schemas/admin';
import { groupDocuments, preparedFileName, zipFileName } from './document-names';

const doc = (id: string, applicant: number, kind: 'upload' | 'evisa' = 'upload') =>
  ({ id, applicant, kind }) as TAdminDocument;

describe('document names and groups', () => {
  it('names the prepared copy by its own type', () => {
    expect(preparedFileName({ originalName: 'photo.PNG', preparedMimeType: 'image/jpeg' })).toBe(
      'photo-prepared.jpg',
    );
    expect(
      preparedFileName({ originalName: 'pass.port.pdf', preparedMimeType: 'application/pdf' }),
    ).toBe('pass.port-prepared.pdf');
  });

  it('saves the ZIP under the application number', () => {
    expect(zipFileName('EV2026ABCD2345')).toBe('application-EV2026ABCD2345-documents.zip');
  });

  it('puts the e-visa apart and lists every applicant, also those without uploads', () => {
    const groups = groupDocuments(
      [doc('a', 1), doc('v', -1, 'evisa'), doc('b', 0), doc('c', 1)],
      3,
    );
    expect(groups.evisa.map((d) => d.id)).toEqual(['v']);
    expect(groups.applicants.map((g) => [g.position, g.documents.map((d) => d.id)])).toEqual([
      [0, ['b']],
      [1, ['a', 'c']],
      [2, []],
    ]);
  });
});
