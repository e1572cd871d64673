import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxApplicants, minApplicants } from '@/domain/visa';
import ar from '@/web/locales/pages/ar.json';
import en from '@/web/locales/pages/en.json';
import ja from '@/web/locales/pages/ja.json';
import { asciiDigits, quoteRequest } from './quote';

const speeds = (language: { chat: { speed: { urgent: string; superUrgent: string } } }) => [
  language.chat.speed,
  en.chat.speed,
];

describe('quoteRequest', () => {
  it('reads the travellers and the speed a price question names', () => {
    expect(quoteRequest('price for 3 travellers urgent', speeds(en))).toEqual({
      travellers: 3,
      processingTime: 'urgent',
    });
    expect(quoteRequest('How much for 2 people, same day?', speeds(en))).toEqual({
      travellers: 2,
      processingTime: 'super-urgent',
    });
    expect(quoteRequest('super urgent price', speeds(en))).toEqual({
      travellers: 1,
      processingTime: 'super-urgent',
    });
    expect(quoteRequest('كم السعر لـ ٣ مسافرين مستعجل؟', speeds(ar))).toEqual({
      travellers: 3,
      processingTime: 'urgent',
    });
    expect(quoteRequest('３人で至急の料金は？', speeds(ja))).toEqual({
      travellers: 3,
      processingTime: 'urgent',
    });
  });

  it('gives no quote for a price question that names neither', () => {
    expect(quoteRequest('How much does it cost?', speeds(en))).toBeUndefined();
    expect(quoteRequest('كم سعر التأشيرة؟', speeds(ar))).toBeUndefined();
  });

  it('takes a number as travellers only within the group limits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (n) => {
        const request = quoteRequest(`price for ${n}`, speeds(en));
        if (n >= minApplicants && n <= maxApplicants) {
          expect(request).toEqual({ travellers: n, processingTime: 'normal' });
        } else {
          expect(request).toBeUndefined();
        }
      }),
    );
  });

  it('reads the digits of every script people type', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), (d) => {
        for (const zero of [0x0660, 0x06f0, 0x0966, 0xff10]) {
          expect(asciiDigits(String.fromCharCode(zero + d))).toBe(String(d));
        }
      }),
    );
  });
});
