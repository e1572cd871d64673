import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentStatus } from '@/domain/payment-status';
import { calculatePrice } from '@/domain/pricing';
import { refundAmounts } from './refund-amounts';

const payment = (amount: number, status: PaymentStatus = 'succeeded', refundedAmount = 0) => ({
  id: `p-${amount}-${status}`,
  provider: 'sandbox',
  status,
  amount,
  refundedAmount,
  currency: 'USD',
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('refund amounts shown with the reject choices', () => {
  it('gives back all, all but the service fees, or nothing (2 applicants at $69)', () => {
    const price = calculatePrice({
      visaType: 'tourist',
      touristValidity: '5-years',
      numberOfApplicants: 2,
      processingTime: 'urgent',
      travelInsurance: true,
      travelEsim: false,
    });
    const amounts = refundAmounts({
      numberOfApplicants: 2,
      payments: [payment(price.totalAmount), payment(999, 'failed')],
    });
    expect(amounts).toEqual({
      full: price.totalAmount,
      keepServiceFee: price.totalAmount - 2 * 6900,
      none: 0,
    });
  });

  it('counts only succeeded payments, minus what was already refunded, never below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.array(
          fc.record({
            amount: fc.integer({ min: 0, max: 500_000 }),
            refunded: fc.integer({ min: 0, max: 500_000 }),
            status: fc.constantFrom('succeeded', 'failed', 'pending', 'refunded'),
          }),
        ),
        (n, rows) => {
          const amounts = refundAmounts({
            numberOfApplicants: n,
            payments: rows.map((r) => payment(r.amount, r.status, r.refunded)),
          });
          const expected = rows
            .filter((r) => r.status === 'succeeded')
            .reduce((s, r) => s + Math.max(0, r.amount - r.refunded), 0);
          expect(amounts.full).toBe(expected);
          expect(amounts.keepServiceFee).toBeGreaterThanOrEqual(0);
          expect(amounts.keepServiceFee).toBeLessThanOrEqual(amounts.full);
          expect(amounts.none).toBe(0);
        },
      ),
    );
  });
});
