import { z } from 'zod';
import { priceLineKeys } from '@/domain/pricing';
import { maxApplicants, minApplicants } from '@/domain/visa';

// The price table's and the price breakdown's schemas (domain/pricing.ts has the calculation):
// the site configuration validates a table with them, and the API declares its answers with them.

const cents = z.number().int().nonnegative();

export const ZPriceTable = z
  .object({
    currency: z.literal('USD'),
    /** Per-applicant service fee by group size: the first tier whose maxApplicants >= n applies. */
    serviceFeeTiersCents: z
      .array(
        z.object({ maxApplicants: z.number().int().min(minApplicants).max(maxApplicants), cents }),
      )
      .min(1),
    /** The Government of India's fee for the e-Business, e-Medical and e-Conference visas. */
    governmentFeeCents: cents,
    /** The Government of India's fee for the e-Tourist visa, by validity. */
    touristGovernmentFeeCents: z.object({ '30-days': cents, '1-year': cents, '5-years': cents }),
    processingFeeCents: z.object({ normal: cents, urgent: cents, 'super-urgent': cents }),
    travelInsuranceCents: cents,
    travelEsimCents: cents,
  })
  .superRefine((table, ctx) => {
    const bounds = table.serviceFeeTiersCents.map((tier) => tier.maxApplicants);
    const ascending = bounds.every((bound, i) => i === 0 || bound > (bounds[i - 1] ?? 0));
    // Every group size must have a price, or a 10-person group could not be charged.
    if (!ascending || bounds.at(-1) !== maxApplicants) {
      ctx.addIssue({
        code: 'custom',
        path: ['serviceFeeTiersCents'],
        message: `Tiers must be in ascending order of maxApplicants and the last must be ${maxApplicants}`,
      });
    }
  });

export const ZPriceLine = z.object({
  key: z.enum(priceLineKeys),
  /** English label; the client translates by `key`. */
  label: z.string().optional(),
  unitAmount: z.number().int(),
  quantity: z.number().int(),
  amount: z.number().int(),
});
/** What `calculatePrice` returns (domain/pricing.ts). */
export const ZPriceBreakdown = z.object({
  currency: z.literal('USD'),
  numberOfApplicants: z.number().int(),
  perApplicant: z.object({
    serviceFee: z.number().int(),
    governmentFee: z.number().int(),
    processingFee: z.number().int(),
    insuranceFee: z.number().int(),
    esimFee: z.number().int(),
    total: z.number().int(),
  }),
  lines: z.array(ZPriceLine),
  totalAmount: z.number().int(),
});
