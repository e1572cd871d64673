import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nameIndexOf,
  nameQueryIndexes,
  passportIndexOf,
  passportQueryIndex,
} from './blind-indexes';

describe('blind indexes', () => {
  it('find a name by the beginning of any of its words, accents and case aside', () => {
    const index = new Set(nameIndexOf('Zoë Anne', 'Müller-Lüdenscheidt'));
    const found = (q: string) => nameQueryIndexes(q)?.every((token) => index.has(token)) ?? false;
    for (const q of ['zo', 'ZOË', 'anne mü', 'LUDEN', 'muller zoe', 'Müller-Lüd'])
      expect(found(q), q).toBe(true);
    for (const q of ['oe', 'zoey', 'anna', 'müller x9']) expect(found(q), q).toBe(false);
  });

  it('match every prefix of a word from two letters on, and no other word', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{2,30}$/),
        fc.stringMatching(/^[a-z]{2,30}$/),
        (word, other) => {
          const index = new Set(nameIndexOf(word));
          for (let end = 2; end <= word.length; end += 1)
            expect(nameQueryIndexes(word.slice(0, end))!.every((t) => index.has(t))).toBe(true);
          const isPrefix = word.startsWith(other.slice(0, 20));
          expect(nameQueryIndexes(other)!.every((t) => index.has(t))).toBe(isPrefix);
        },
      ),
    );
  });

  it('take no query word shorter than two letters', () => {
    expect(nameQueryIndexes('j')).toBeUndefined();
    expect(nameQueryIndexes('j doe')).toEqual(nameQueryIndexes('doe'));
  });

  it('compare passport numbers by letters and digits, any case, whole', () => {
    expect(passportIndexOf('ab 123-456')).toBe(passportIndexOf('AB123456'));
    expect(passportIndexOf('AB12345')).not.toBe(passportIndexOf('AB123456'));
    expect(passportIndexOf('--')).toBeNull();
    expect(passportQueryIndex('ab123456')).toBe(passportIndexOf('AB123456'));
    expect(passportQueryIndex('ab 123456')).toBeUndefined();
  });

  it('show nothing of what they index', () => {
    const tokens = [...(nameIndexOf('Smith') ?? []), passportIndexOf('X1234567')];
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(tokens.join(' ')).not.toMatch(/smith|x1234567/i);
  });
});
