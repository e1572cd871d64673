import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasUnsupportedCharacters, multiLineText, singleLineText, type TextKind } from './text';

// The oracle is written as lists of characters, not as the rule's regular expressions, so the
// property checks the rule against an independent statement of it.
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));

const controlsExceptLineBreaks = [
  ...range(0x00, 0x08),
  '\u000B',
  '\u000C',
  ...range(0x0e, 0x1f),
  ...range(0x7f, 0x9f), // DEL and C1, including U+0085 (next line)
];
const bidiOverridesAndIsolates = [...range(0x202a, 0x202e), ...range(0x2066, 0x2069)];
// Each half is kept from its neighbours by a letter: inserted side by side, a bare high and low
// half would make a well-formed pair (U+D800 U+DFFF is U+103FF), not two lone surrogates.
const loneSurrogates = ['\uD800a', '\uDBFFa', 'a\uDC00', 'a\uDFFF', '\uD83Da', 'a\uDE00'];
const otherRefused = ['\uFEFF', '\uFFFE', '\uFFFF', '\uFDD0', '\uFDEF', '\u{1FFFE}', '\u{10FFFF}'];
const lineBreaks = ['\t', '\n', '\r', '\u2028', '\u2029'];

const refusedEverywhere = [
  ...controlsExceptLineBreaks,
  ...bidiOverridesAndIsolates,
  ...loneSurrogates,
  ...otherRefused,
];

const normal = [
  ..."abcXYZ019 .,-'/#()@+",
  ...'ÇçĞğİıÖöŞşÜü', // Turkish
  ...'éèêëàâäñøåæßÉ', // accents
  ...'محمد عبد الله', // Arabic letters
  '\u064E', // Arabic fatha (a combining mark)
  '\u061C', // Arabic letter mark
  ...'देवनागरी', // Devanagari with its vowel signs
  '\u200C', // ZWNJ (Persian, Hindi)
  '\u200D', // ZWJ
  '\u200E', // LRM
  '\u200F', // RLM
  '\u00A0', // no-break space
  '😀', // a well-formed surrogate pair
  '👨‍👩‍👧', // a ZWJ emoji sequence
  '\u{1F1EE}\u{1F1F3}', // a flag: two regional indicators
];

const normalText = fc.array(fc.constantFrom(...normal), { maxLength: 30 }).map((a) => a.join(''));

/** Normal text with `count` characters of `pool` inserted at random places. */
function withInserted(pool: readonly string[], minCount: number) {
  return fc
    .tuple(
      fc.array(fc.constantFrom(...normal), { maxLength: 30 }),
      fc.array(fc.tuple(fc.constantFrom(...pool), fc.nat()), { minLength: minCount, maxLength: 4 }),
    )
    .map(([base, inserts]) => {
      const chars = [...base];
      for (const [ch, at] of inserts) chars.splice(at % (chars.length + 1), 0, ch);
      return { text: chars.join(''), inserted: inserts.length };
    });
}

describe('hasUnsupportedCharacters', () => {
  it('accepts text made of letters, marks, joiners, direction marks and emoji of any script', () => {
    fc.assert(
      fc.property(normalText, (text) => {
        expect(hasUnsupportedCharacters(text, 'singleLine')).toBe(false);
        expect(hasUnsupportedCharacters(text, 'multiLine')).toBe(false);
      }),
    );
  });

  it('refuses a single-line text iff it holds a control, bidi, unpaired surrogate, noncharacter or line break', () => {
    fc.assert(
      fc.property(withInserted([...refusedEverywhere, ...lineBreaks], 0), ({ text, inserted }) => {
        expect(hasUnsupportedCharacters(text, 'singleLine')).toBe(inserted > 0);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a multi-line text iff it holds a refused character; tab and line breaks are fine there', () => {
    fc.assert(
      fc.property(
        withInserted(refusedEverywhere, 0),
        withInserted(lineBreaks, 0),
        (hostile, breaks) => {
          const text = hostile.text + breaks.text;
          expect(hasUnsupportedCharacters(text, 'multiLine')).toBe(hostile.inserted > 0);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('matches the oracle on arbitrary strings of any code unit', () => {
    const refusedSingle = new Set([...refusedEverywhere, ...lineBreaks]);
    const oracle = (text: string, kind: TextKind) => {
      for (let i = 0; i < text.length; i++) {
        const unit = text.charCodeAt(i);
        if (unit >= 0xd800 && unit <= 0xdbff) {
          const next = text.charCodeAt(i + 1);
          if (next >= 0xdc00 && next <= 0xdfff) {
            const point = text.codePointAt(i) ?? 0;
            if ((point & 0xfffe) === 0xfffe) return true; // U+nFFFE and U+nFFFF
            i++;
            continue;
          }
          return true;
        }
        if (unit >= 0xdc00 && unit <= 0xdfff) return true;
        if (unit >= 0xfdd0 && unit <= 0xfdef) return true;
        const ch = text[i] ?? '';
        if (kind === 'singleLine' ? refusedSingle.has(ch) : refusedEverywhere.includes(ch))
          return true;
      }
      return false;
    };
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 20 }),
        fc.constantFrom<TextKind>('singleLine', 'multiLine'),
        (text, kind) => {
          expect(hasUnsupportedCharacters(text, kind)).toBe(oracle(text, kind));
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('singleLineText and multiLineText', () => {
  it('answer the invalidCharacters message before the length rules; an empty field stays required', () => {
    const name = singleLineText({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(5, 'too long');
    const first = (value: unknown) => name.safeParse(value).error?.issues[0]?.message;
    expect(first('Ana\u0000 Long Name')).toBe('validation.invalid_characters');
    expect(first('\u202E')).toBe('validation.invalid_characters');
    expect(first('')).toBe('Name is required');
    expect(first(undefined)).toBe('Name is required');
    expect(first('Ana Long Name')).toBe('too long');
    expect(name.parse(' Ana ')).toBe('Ana');
  });

  it('keep line breaks in a multi-line text and refuse them in a single-line one', () => {
    expect(multiLineText().parse('Flat 2\r\n10 High St\tLondon')).toBe(
      'Flat 2\r\n10 High St\tLondon',
    );
    expect(singleLineText().safeParse('Flat 2\n10 High St').error?.issues[0]?.message).toBe(
      'validation.invalid_characters',
    );
  });
});
