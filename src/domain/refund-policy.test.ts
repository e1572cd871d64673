import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePrice } from '@/domain/pricing';
import { refundAmountFor, serviceFeesOf } from '@/domain/refund-policy';
import { processingTimes, touristValidities } from '@/domain/visa';

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

describe('refundAmountFor', () => {
  it('keeps the service fees: 2 business applicants at normal speed paid $238, $100 comes back', () => {
    const pricing = calculatePrice({
      visaType: 'business',
      numberOfApplicants: 2,
      processingTime: 'normal',
      travelInsurance: false,
      travelEsim: false,
    });
    expect(serviceFeesOf(pricing)).toBe(13_800);
    const base = { pricing, paid: 23_800, alreadyRefunded: 0 };
    expect(refundAmountFor({ ...base, choice: 'keepServiceFee' })).toBe(10_000);
    expect(refundAmountFor({ ...base, choice: 'full' })).toBe(23_800);
    expect(refundAmountFor({ ...base, choice: 'none' })).toBe(0);
  });

  it('never refunds more than is left or less than nothing, for any price and history', () => {
    fc.assert(
      fc.property(
        priceArb,
        fc.constantFrom('full', 'keepServiceFee', 'none' as const),
        fc.integer({ min: 0, max: 100 }),
        (pricing, choice, refundedPercent) => {
          const paid = pricing.totalAmount;
          const alreadyRefunded = Math.floor((paid * refundedPercent) / 100);
          const amount = refundAmountFor({ choice, pricing, paid, alreadyRefunded });
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(paid - alreadyRefunded);
          if (choice === 'none') expect(amount).toBe(0);
          if (choice === 'full') expect(amount).toBe(paid - alreadyRefunded);
          if (choice === 'keepServiceFee' && alreadyRefunded === 0) {
            expect(amount).toBe(paid - serviceFeesOf(pricing));
          }
          // Whatever was refunded before, the fees kept never drop below the service fees.
          if (choice === 'keepServiceFee') {
            expect(paid - alreadyRefunded - amount).toBeGreaterThanOrEqual(
              Math.min(paid - alreadyRefunded, serviceFeesOf(pricing)),
            );
          }
        },
      ),
    );
  });
});
