import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EVISA_LINK_TTL_MS,
  signAccountingToken,
  signEvisaToken,
  signTravellerEvisaToken,
  verifyAccountingToken,
  verifyEvisaToken,
  verifyTravellerEvisaToken,
} from './evisa-link';

const secret = 'unit-test-evisa-link-secret-0123456789';
const now = new Date('2026-11-23T10:00:00.000Z');
const documentId = '0b8a4a5e-3c1f-4d2e-9a7b-6c5d4e3f2a1b';

describe('e-visa link tokens', () => {
  it('name their document until they expire', () => {
    const token = signEvisaToken({ secret, documentId, now });
    expect(verifyEvisaToken({ secret, token, now })).toBe(documentId);
    const justBefore = new Date(now.getTime() + EVISA_LINK_TTL_MS - 1);
    expect(verifyEvisaToken({ secret, token, now: justBefore })).toBe(documentId);
    const atExpiry = new Date(now.getTime() + EVISA_LINK_TTL_MS);
    expect(verifyEvisaToken({ secret, token, now: atExpiry })).toBeUndefined();
  });

  it('for a traveller name the traveller, and never pass for the other kind', () => {
    const applicantId = '7f0e1d2c-3b4a-4958-8776-655443322110';
    const traveller = signTravellerEvisaToken({ secret, applicantId, now });
    expect(verifyTravellerEvisaToken({ secret, token: traveller, now })).toBe(applicantId);
    expect(verifyEvisaToken({ secret, token: traveller, now })).toBeUndefined();
    const document = signEvisaToken({ secret, documentId, now });
    expect(verifyTravellerEvisaToken({ secret, token: document, now })).toBeUndefined();
    // Another traveller's id with this token's expiry and signature.
    const swapped = traveller.replace(applicantId, documentId);
    expect(verifyTravellerEvisaToken({ secret, token: swapped, now })).toBeUndefined();
    const atExpiry = new Date(now.getTime() + EVISA_LINK_TTL_MS);
    expect(verifyTravellerEvisaToken({ secret, token: traveller, now: atExpiry })).toBeUndefined();
  });

  it('for a receipt name the document until they expire, and pass for no e-visa', () => {
    const receipt = signAccountingToken({ secret, documentId, now });
    expect(verifyAccountingToken({ secret, token: receipt, now })).toBe(documentId);
    // The same document id signed for the e-visa does not open the receipt, nor the reverse.
    expect(verifyEvisaToken({ secret, token: receipt, now })).toBeUndefined();
    expect(verifyTravellerEvisaToken({ secret, token: receipt, now })).toBeUndefined();
    const eVisa = signEvisaToken({ secret, documentId, now });
    expect(verifyAccountingToken({ secret, token: eVisa, now })).toBeUndefined();
    const atExpiry = new Date(now.getTime() + EVISA_LINK_TTL_MS);
    expect(verifyAccountingToken({ secret, token: receipt, now: atExpiry })).toBeUndefined();
  });

  it('are refused under another secret', () => {
    const token = signEvisaToken({ secret, documentId, now });
    expect(verifyEvisaToken({ secret: `${secret}x`, token, now })).toBeUndefined();
  });

  it('refuse any modification: a changed, inserted or deleted character', () => {
    const token = signEvisaToken({ secret, documentId, now });
    const edit = fc.oneof(
      fc.record({
        kind: fc.constant('replace' as const),
        at: fc.nat(token.length - 1),
        char: fc.string({ minLength: 1, maxLength: 1, unit: 'binary-ascii' }),
      }),
      fc.record({
        kind: fc.constant('insert' as const),
        at: fc.nat(token.length),
        char: fc.string({ minLength: 1, maxLength: 3, unit: 'binary-ascii' }),
      }),
      fc.record({
        kind: fc.constant('delete' as const),
        at: fc.nat(token.length - 1),
        char: fc.constant(''),
      }),
    );
    fc.assert(
      fc.property(edit, ({ kind, at, char }) => {
        const changed =
          kind === 'replace'
            ? token.slice(0, at) + char + token.slice(at + 1)
            : kind === 'insert'
              ? token.slice(0, at) + char + token.slice(at)
              : token.slice(0, at) + token.slice(at + 1);
        fc.pre(changed !== token);
        expect(verifyEvisaToken({ secret, token: changed, now })).toBeUndefined();
      }),
      { numRuns: 2000 },
    );
  });

  it('refuse every change of the last signature character (base64 spare bits included)', () => {
    const token = signEvisaToken({ secret, documentId, now });
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (const char of alphabet) {
      const changed = token.slice(0, -1) + char;
      if (changed !== token)
        expect(verifyEvisaToken({ secret, token: changed, now })).toBeUndefined();
    }
  });
});
