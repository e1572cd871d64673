import { describe, expect, it } from 'vitest';
import { bearerToken } from './bearer';
import { generateToken } from './secrets';

describe('bearerToken', () => {
  const token = generateToken();

  it('reads the token whatever the case of the scheme (RFC 9110)', () => {
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR'])
      expect(bearerToken(`${scheme} ${token}`)).toBe(token);
    expect(bearerToken(`  Bearer \t${token}  `)).toBe(token);
  });

  it('refuses other schemes, a missing token and one that is not shaped like ours', () => {
    for (const header of [
      `Basic ${token}`,
      'Bearer',
      `Bearer${token}`,
      `Bearertoken ${token}`,
      token,
      undefined,
      '',
      `Bearer ${'a'.repeat(19)}`,
      `Bearer ${'a'.repeat(201)}`,
      `Bearer ${token.slice(0, 30)}+/=`,
      `Bearer ${token} ${token}`,
    ])
      expect(bearerToken(header), String(header)).toBeUndefined();
    expect(bearerToken(`Bearer ${'a'.repeat(20)}`)).toBe('a'.repeat(20));
    expect(bearerToken(`Bearer ${'a'.repeat(200)}`)).toBe('a'.repeat(200));
  });
});
