import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { constantTimeEqual, generateToken, sha256Hex, TOKEN_SHAPE } from './secrets';

describe('secrets', () => {
  it('issues 256-bit base64url tokens shaped as every token we accept, never the same twice', () => {
    const tokens = Array.from({ length: 50 }, generateToken);
    for (const token of tokens) {
      expect(token).toMatch(new RegExp(`^${TOKEN_SHAPE}$`));
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('stores a token as its SHA-256 in hex, as the rows already written hold it', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    const token = generateToken();
    expect(sha256Hex(token)).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('compares secrets by their bytes: equal only when equal, whatever the lengths', () => {
    expect(constantTimeEqual('same', 'same')).toBe(true);
    expect(constantTimeEqual('same', 'Same')).toBe(false);
    expect(constantTimeEqual('short', 'longer')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
    const digest = sha256Hex('x');
    expect(constantTimeEqual(digest.toUpperCase(), digest, 'hex')).toBe(true);
    expect(constantTimeEqual(digest, sha256Hex('y'), 'hex')).toBe(false);
    expect(constantTimeEqual(digest.slice(2), digest, 'hex')).toBe(false);
  });
});
