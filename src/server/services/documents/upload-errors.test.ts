import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasUnsupportedCharacters } from '@/domain/schemas/text';
import { safeFileName } from './upload-errors';

// Any code point, with the hostile ones and path characters picked often.
const nameCharacter = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '\u0085',
    '\u202E',
    '\u2066',
    '\uD800',
    '\uDC00',
    '\uFEFF',
    '\n',
    '"',
    '/',
    '\\',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);

describe('safeFileName', () => {
  it('drops a bidi override, so a name cannot read as another extension', () => {
    expect(safeFileName('photo\u202Egpj.exe')).toBe('photogpj.exe');
    expect(safeFileName('a\u2066b\u0085c\uFEFF\u0000d.pdf')).toBe('abcd.pdf');
  });

  it('keeps names in any script and emoji, and drops the path and quotes', () => {
    expect(safeFileName('C:\\Users\\ali\\جواز سفر "1".jpg')).toBe('جواز سفر 1.jpg');
    expect(safeFileName('पासपोर्ट 😀.png')).toBe('पासपोर्ट 😀.png');
    expect(safeFileName('\u0000\u202E')).toBe('file');
  });

  it('whatever the client sends, answers a name a text field would accept, within 200 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: nameCharacter, maxLength: 300 }), (name) => {
        const safe = safeFileName(name);
        expect(hasUnsupportedCharacters(safe, 'singleLine')).toBe(false);
        expect(safe).not.toMatch(/["\\/]/);
        expect([...safe].length).toBeLessThanOrEqual(200);
        expect(safe.trim()).not.toBe('');
      }),
    );
  });
});
