import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePrice } from '@/domain/test-support/default-prices';
import {
  customRefundLimit,
  refundedPerTraveller,
  rejectionRefund,
  travellerPaid,
  travellerRefund,
  travellerShare,
  type TravellerRefundFacts,
} from '@/domain/refund-rules';
import { processingTimes, touristValidities } from '@/domain/visa';

// The refund rules (docs/requirements/refunds.md): what may come back for one traveller.

const priceArb = fc
  .record({
    visaType: fc.constant('tourist' as const),
    touristValidity: fc.constantFrom(...touristValidities),
    numberOfApplicants: fc.integer({ min: 1, max: 10 }),
    processingTime: fc.constantFrom(...processingTimes),
    travelInsurance: fc.boolean(),
    travelEsim: fc.boolean(),
  })
  .map((input) => calculatePrice(input));

const factsArb = fc
  .record({
    submittedToGovernment: fc.boolean(),
    governmentFeeRefunded: fc.boolean(),
    approved: fc.boolean(),
    alreadyRefunded: fc.integer({ min: 0, max: 50_000 }),
  })
  // The government can refund its fee only once it was paid it (submission).
  .map((f) => ({
    ...f,
    governmentFeeRefunded: f.submittedToGovernment && f.governmentFeeRefunded,
  }));

const business = calculatePrice({
  visaType: 'business',
  numberOfApplicants: 2,
  processingTime: 'normal',
  travelInsurance: false,
  travelEsim: false,
});
const fresh: TravellerRefundFacts = {
  submittedToGovernment: false,
  governmentFeeRefunded: false,
  approved: false,
  alreadyRefunded: 0,
};

describe('travellerRefund', () => {
  it('gives a $119 business traveller everything back before submission, nothing after', () => {
    const refund = (facts: Partial<TravellerRefundFacts>) =>
      travellerRefund({
        pricing: business,
        facts: { ...fresh, ...facts },
        serviceFee: 'policy',
        paymentRemaining: 23_800,
      }).amount;
    expect(refund({})).toBe(11_900);
    expect(refund({ submittedToGovernment: true })).toBe(0);
    expect(refund({ submittedToGovernment: true, governmentFeeRefunded: true })).toBe(5_000);
    expect(refund({ alreadyRefunded: 900 })).toBe(11_000);
  });

  it('keeps the service fee and a spent government fee when a rejection keeps the service fee', () => {
    const keep = (facts: Partial<TravellerRefundFacts>) =>
      travellerRefund({
        pricing: business,
        facts: { ...fresh, ...facts },
        serviceFee: 'keep',
        paymentRemaining: 23_800,
      }).amount;
    expect(keep({})).toBe(5_000);
    expect(keep({ submittedToGovernment: true })).toBe(0);
  });

  it('never exceeds what remains of the payment nor goes below nothing', () => {
    fc.assert(
      fc.property(
        priceArb,
        factsArb,
        fc.constantFrom('policy' as const, 'keep' as const),
        fc.integer({ min: -100, max: 300_000 }),
        (pricing, facts, serviceFee, paymentRemaining) => {
          const { amount } = travellerRefund({ pricing, facts, serviceFee, paymentRemaining });
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(Math.max(0, paymentRemaining));
          // Never more than the traveller paid, less what went back already.
          expect(amount).toBeLessThanOrEqual(
            Math.max(0, travellerPaid(pricing) - facts.alreadyRefunded),
          );
        },
      ),
    );
  });

  it('after submission never includes the government fee unless the government refunded it', () => {
    fc.assert(
      fc.property(
        priceArb,
        factsArb,
        fc.constantFrom('policy' as const, 'keep' as const),
        (pricing, facts, serviceFee) => {
          const { parts, amount } = travellerRefund({
            pricing,
            facts: { ...facts, submittedToGovernment: true, alreadyRefunded: 0 },
            serviceFee,
            paymentRemaining: pricing.totalAmount,
          });
          const keys = parts.map((p) => p.key);
          expect(keys.includes('governmentFee')).toBe(facts.governmentFeeRefunded);
          // The service fee is never refunded after submission either.
          expect(keys).not.toContain('serviceFee');
          const share = travellerShare(pricing);
          if (!facts.governmentFeeRefunded)
            expect(amount).toBeLessThanOrEqual(
              travellerPaid(pricing) - (share.get('governmentFee') ?? 0),
            );
        },
      ),
    );
  });

  it('only ever refunds the lines it names (a card fee line never)', () => {
    fc.assert(
      fc.property(priceArb, factsArb, fc.integer({ min: 1, max: 5_000 }), (pricing, facts, fee) => {
        // A card fee line, were one ever charged: the refund is the same with or without it.
        const withCardFee = {
          lines: [
            ...pricing.lines,
            // Deliberately outside the known keys: the rules must ignore it.
            { key: 'cardFee' as never, unitAmount: fee, quantity: 1, amount: fee },
          ],
        };
        const input = { facts, serviceFee: 'policy' as const, paymentRemaining: 1_000_000 };
        expect(travellerRefund({ ...input, pricing: withCardFee }).amount).toBe(
          travellerRefund({ ...input, pricing }).amount,
        );
      }),
    );
  });
});

const feeArb = fc.record({
  percent: fc.integer({ min: 0, max: 1_000 }).map((hundredths) => hundredths / 100),
  fixedCents: fc.integer({ min: 0, max: 1_000 }),
});

describe('travellerRefund with a card processing fee', () => {
  const stripeLike = { percent: 2.9, fixedCents: 30 };

  it('keeps the traveller share of the fee before submission, once, and none after', () => {
    const refund = (facts: Partial<TravellerRefundFacts>, serviceFee: 'policy' | 'keep') =>
      travellerRefund({
        pricing: business,
        facts: { ...fresh, ...facts },
        serviceFee,
        paymentRemaining: 23_800,
        cardFee: stripeLike,
      });
    // $119 paid: 2.9% is 345.1 cents, plus half of the 30 cents of the payment of two: 360.
    expect(refund({}, 'policy')).toMatchObject({ amount: 11_540, cardFeeKept: 360 });
    // A second refund by the rules gives nothing more: the fee was kept once.
    expect(refund({ alreadyRefunded: 11_540 }, 'policy').amount).toBe(0);
    // After the submission only the refunded government fee comes back, whole.
    expect(
      refund({ submittedToGovernment: true, governmentFeeRefunded: true }, 'policy'),
    ).toMatchObject({ amount: 5_000, cardFeeKept: 0 });
    // A rejection that keeps the service fee keeps no card fee on top.
    expect(refund({}, 'keep')).toMatchObject({ amount: 5_000, cardFeeKept: 0 });
  });

  it('subtracts exactly the share before submission and nothing otherwise', () => {
    fc.assert(
      fc.property(
        priceArb,
        factsArb,
        feeArb,
        fc.constantFrom('policy' as const, 'keep' as const),
        fc.integer({ min: 0, max: 300_000 }),
        (pricing, facts, cardFee, serviceFee, paymentRemaining) => {
          const input = { pricing, facts, serviceFee, paymentRemaining };
          const without = travellerRefund(input);
          const withFee = travellerRefund({ ...input, cardFee });
          const given = without.parts.reduce((sum, part) => sum + part.amount, 0);
          const applies = serviceFee === 'policy' && !facts.submittedToGovernment;
          const travellers = Math.max(...pricing.lines.map((line) => line.quantity));
          const share = Math.round(
            (travellerPaid(pricing) * cardFee.percent) / 100 + cardFee.fixedCents / travellers,
          );
          expect(withFee.cardFeeKept).toBe(applies ? Math.min(given, share) : 0);
          expect(withFee.parts).toEqual(without.parts);
          expect(withFee.amount).toBe(
            Math.max(
              0,
              Math.min(given - withFee.cardFeeKept - facts.alreadyRefunded, paymentRemaining),
            ),
          );
          expect(withFee.amount).toBeLessThanOrEqual(without.amount);
        },
      ),
    );
  });

  it('keeps about the whole fee of the payment across a group cancelled before submission', () => {
    fc.assert(
      fc.property(priceArb, feeArb, (pricing, cardFee) => {
        const travellers = Math.max(...pricing.lines.map((line) => line.quantity));
        const kept = travellerRefund({
          pricing,
          facts: fresh,
          serviceFee: 'policy',
          paymentRemaining: pricing.totalAmount,
          cardFee,
        }).cardFeeKept;
        const whole = (pricing.totalAmount * cardFee.percent) / 100 + cardFee.fixedCents;
        // Each share is rounded to the cent: the group's total is within a cent per traveller.
        expect(Math.abs(kept * travellers - whole)).toBeLessThanOrEqual(travellers);
      }),
    );
  });
});

describe('customRefundLimit', () => {
  it('is what remains of the payment, and for a traveller no more than they paid', () => {
    fc.assert(
      fc.property(
        priceArb,
        fc.integer({ min: 0, max: 300_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        (pricing, paymentRemaining, alreadyRefunded) => {
          expect(customRefundLimit({ paymentRemaining })).toBe(paymentRemaining);
          const limit = customRefundLimit({ pricing, alreadyRefunded, paymentRemaining });
          expect(limit).toBeLessThanOrEqual(paymentRemaining);
          expect(limit).toBeLessThanOrEqual(Math.max(0, travellerPaid(pricing) - alreadyRefunded));
          expect(limit).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('rejectionRefund', () => {
  it('never exceeds what remains, and its parts add up to no more than the amount', () => {
    fc.assert(
      fc.property(
        priceArb,
        fc.constantFrom('full' as const, 'keepServiceFee' as const, 'none' as const),
        fc.array(factsArb, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 300_000 }),
        (pricing, choice, facts, paymentRemaining) => {
          const { amount, allocations } = rejectionRefund({
            choice,
            pricing,
            travellers: facts.map((f, i) => ({ id: `t${i}`, facts: f })),
            paymentRemaining,
          });
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(paymentRemaining);
          expect(allocations.reduce((sum, a) => sum + a.amount, 0)).toBeLessThanOrEqual(amount);
          if (choice === 'none') expect(amount).toBe(0);
          if (choice === 'full') expect(amount).toBe(paymentRemaining);
          if (choice === 'keepServiceFee') {
            // Per traveller, never the service fee, nor a spent government fee.
            const share = travellerShare(pricing);
            for (const [i, f] of facts.entries()) {
              const part = allocations.find((a) => a.applicantId === `t${i}`)?.amount ?? 0;
              const kept =
                (share.get('serviceFee') ?? 0) +
                (f.submittedToGovernment && !f.governmentFeeRefunded
                  ? (share.get('governmentFee') ?? 0)
                  : 0);
              expect(part).toBeLessThanOrEqual(Math.max(0, travellerPaid(pricing) - kept));
            }
          }
        },
      ),
    );
  });
});

describe('refundedPerTraveller', () => {
  it('counts pending and succeeded lines, not failed ones', () => {
    const lines = [
      { state: 'succeeded' as const, allocations: [{ applicantId: 'a', amount: 100 }] },
      { state: 'pending' as const, allocations: [{ applicantId: 'a', amount: 50 }] },
      { state: 'failed' as const, allocations: [{ applicantId: 'a', amount: 1_000 }] },
      { state: 'succeeded' as const, allocations: [{ applicantId: 'b', amount: 7 }] },
    ];
    expect(Object.fromEntries(refundedPerTraveller(lines))).toEqual({ a: 150, b: 7 });
  });
});
