import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blindIndex,
  ColumnKeyError,
  columnKeyFromSecret,
  currentColumnKey,
  isSealedValue,
  newColumnSecret,
  openValue,
  sealValue,
  useColumnKey,
} from './column-crypto';

// The process's key comes from the test setup (src/server/test-support/column-key-setup.ts).

describe('sealed column values', () => {
  it('open to what was sealed, for any text, and never show it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (plain) => {
        const sealed = sealValue('applicants.details', plain);
        expect(isSealedValue(sealed)).toBe(true);
        if (plain.length >= 4) expect(sealed).not.toContain(plain);
        expect(openValue('applicants.details', sealed)).toBe(plain);
      }),
    );
  });

  it('differ each time the same text is sealed', () => {
    expect(sealValue('applicants.last_name', 'Smith')).not.toBe(
      sealValue('applicants.last_name', 'Smith'),
    );
  });

  it('do not open in another column, changed by one character, or cut short', () => {
    const sealed = sealValue('applicants.passport_number', 'X1234567');
    expect(() => openValue('applicants.first_name', sealed)).toThrow(ColumnKeyError);
    const at = sealed.length - 5;
    const flipped = sealed.slice(0, at) + (sealed[at] === 'A' ? 'B' : 'A') + sealed.slice(at + 1);
    expect(() => openValue('applicants.passport_number', flipped)).toThrow(ColumnKeyError);
    expect(() => openValue('applicants.passport_number', sealed.slice(0, 20))).toThrow(
      ColumnKeyError,
    );
  });

  it('name a key the process does not hold: refused, not misread', () => {
    const sealed = sealValue('applicants.details', '{}');
    const [, , rest] = sealed.split('.', 3);
    expect(() => openValue('applicants.details', `s1.0123456789abcdef.${rest}`)).toThrow(
      /unknown column key/,
    );
  });

  it('pass legacy clear text through as it is', () => {
    expect(openValue('applicants.details', '{"firstName":"Ann"}')).toBe('{"firstName":"Ann"}');
  });

  it('stay readable after the process loads another key, which then writes and indexes', () => {
    const first = currentColumnKey()!;
    const sealed = sealValue('applicants.details', 'before');
    const index = blindIndex('passport', 'X1');
    const other = columnKeyFromSecret(newColumnSecret());
    useColumnKey(other);
    try {
      expect(openValue('applicants.details', sealed)).toBe('before');
      expect(sealValue('applicants.details', 'after')).toContain(`.${other.id}.`);
      expect(blindIndex('passport', 'X1')).not.toBe(index);
    } finally {
      useColumnKey(first);
    }
    expect(blindIndex('passport', 'X1')).toBe(index);
  });
});
