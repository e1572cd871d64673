import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPriceTable, formatUsd, type PriceInput } from '@/domain/pricing';
import { ZPriceTable } from '@/domain/schemas/pricing';
import {
  calculatePrice,
  governmentFeeFor,
  governmentFees,
  serviceFeeFor,
  serviceFeeTiers,
} from '@/domain/test-support/default-prices';
import { processingTimes, touristValidities, visaTypes } from '@/domain/visa';

/** A visa as step 1 can choose it: an e-Tourist visa always with a validity. */
const visa = fc.oneof(
  fc.record({
    visaType: fc.constant('tourist' as const),
    touristValidity: fc.constantFrom(...touristValidities),
  }),
  fc.record({
    visaType: fc.constantFrom('business' as const, 'medical' as const, 'conference' as const),
    touristValidity: fc.constantFrom(null, undefined, ...touristValidities),
  }),
);

const priceInput: fc.Arbitrary<PriceInput> = fc
  .tuple(
    visa,
    fc.record({
      numberOfApplicants: fc.integer({ min: 1, max: 10 }),
      processingTime: fc.constantFrom(...processingTimes),
      travelInsurance: fc.boolean(),
      travelEsim: fc.boolean(),
    }),
  )
  .map(([chosen, rest]) => ({ ...chosen, ...rest }));

/** The 30-day e-Tourist visa, the fixtures' default. */
const tourist30 = { visaType: 'tourist', touristValidity: '30-days' } as const;
const business = { visaType: 'business' } as const;

describe('calculatePrice examples', () => {
  it('one applicant, business visa, normal processing: 69 + 50 = $119', () => {
    const price = calculatePrice({
      ...business,
      numberOfApplicants: 1,
      processingTime: 'normal',
      travelInsurance: false,
      travelEsim: false,
    });
    expect(price.totalAmount).toBe(11900);
    expect(price.currency).toBe('USD');
    expect(price.lines.map((l) => l.key)).toEqual(['serviceFee', 'governmentFee', 'processingFee']);
  });

  it('three applicants, medical visa, urgent, with insurance: 3 x (67 + 50 + 79 + 15)', () => {
    const price = calculatePrice({
      visaType: 'medical',
      numberOfApplicants: 3,
      processingTime: 'urgent',
      travelInsurance: true,
      travelEsim: false,
    });
    expect(price.perApplicant).toEqual({
      serviceFee: 6700,
      governmentFee: 5000,
      processingFee: 7900,
      insuranceFee: 1500,
      esimFee: 0,
      total: 21100,
    });
    expect(price.totalAmount).toBe(3 * (6700 + 5000 + 7900 + 1500));
  });

  it('ten applicants, conference visa, super urgent, both add-ons', () => {
    const price = calculatePrice({
      visaType: 'conference',
      numberOfApplicants: 10,
      processingTime: 'super-urgent',
      travelInsurance: true,
      travelEsim: true,
    });
    expect(price.totalAmount).toBe(10 * (6500 + 5000 + 9900 + 1500 + 2000));
    expect(price.lines.find((l) => l.key === 'travelEsim')).toMatchObject({
      unitAmount: 2000,
      quantity: 10,
      amount: 20000,
    });
  });

  it.each([
    ['30-days', 2500, 6900 + 2500],
    ['1-year', 4000, 6900 + 4000],
    ['5-years', 8000, 6900 + 8000],
  ] as const)(
    'one applicant, e-Tourist visa of %s: government fee %i cents, total %i',
    (validity, fee, total) => {
      const price = calculatePrice({
        visaType: 'tourist',
        touristValidity: validity,
        numberOfApplicants: 1,
        processingTime: 'normal',
        travelInsurance: false,
        travelEsim: false,
      });
      expect(price.perApplicant.governmentFee).toBe(fee);
      expect(price.totalAmount).toBe(total);
      expect(price.lines.find((l) => l.key === 'governmentFee')?.label).toMatch(
        /^Government fee \(Tourist e-Visa, (30 days|1 year|5 years)\)$/,
      );
    },
  );

  it('charges a group the validity’s fee once per applicant: 4 x (67 + 40 + 20)', () => {
    const price = calculatePrice({
      visaType: 'tourist',
      touristValidity: '1-year',
      numberOfApplicants: 4,
      processingTime: 'normal',
      travelInsurance: false,
      travelEsim: true,
    });
    expect(price.lines.find((l) => l.key === 'governmentFee')).toMatchObject({
      unitAmount: 4000,
      quantity: 4,
      amount: 16000,
    });
    expect(price.totalAmount).toBe(4 * (6700 + 4000 + 2000));
  });

  it.each([undefined, null, 'forever'])(
    'throws for an e-Tourist visa without a known validity (%s)',
    (validity) => {
      const input = {
        ...tourist30,
        touristValidity: validity,
        numberOfApplicants: 1,
        processingTime: 'normal',
        travelInsurance: false,
        travelEsim: false,
      };
      expect(() => calculatePrice(input as unknown as PriceInput)).toThrow(RangeError);
    },
  );

  it('ignores a validity given with another visa type', () => {
    const input = {
      numberOfApplicants: 1,
      processingTime: 'normal',
      travelInsurance: false,
      travelEsim: false,
    } as const;
    expect(calculatePrice({ ...input, visaType: 'business', touristValidity: '5-years' })).toEqual(
      calculatePrice({ ...input, visaType: 'business' }),
    );
  });

  it('throws for an unknown visa type', () => {
    const input = {
      visaType: 'student',
      numberOfApplicants: 1,
      processingTime: 'normal',
      travelInsurance: false,
      travelEsim: false,
    };
    expect(() => calculatePrice(input as unknown as PriceInput)).toThrow(RangeError);
  });

  it.each([0, 11, -1, 2.5, Number.NaN])('throws for %s applicants', (n) => {
    const input = {
      ...tourist30,
      numberOfApplicants: n,
      processingTime: 'normal',
      travelInsurance: false,
      travelEsim: false,
    } as const;
    expect(() => calculatePrice(input)).toThrow(RangeError);
  });

  it('throws for an unknown processing time', () => {
    const input = {
      ...tourist30,
      numberOfApplicants: 1,
      processingTime: 'superUrgent',
      travelInsurance: false,
      travelEsim: false,
    };
    expect(() => calculatePrice(input as unknown as PriceInput)).toThrow(RangeError);
  });

  it('uses an override table', () => {
    const table = ZPriceTable.parse({
      ...defaultPriceTable,
      governmentFeeCents: 6000,
      touristGovernmentFeeCents: { '30-days': 1000, '1-year': 2000, '5-years': 3000 },
    });
    const input = {
      numberOfApplicants: 1,
      processingTime: 'normal',
      travelInsurance: false,
      travelEsim: false,
    } as const;
    expect(calculatePrice({ ...business, ...input }, table).totalAmount).toBe(12900);
    expect(calculatePrice({ ...tourist30, ...input }, table).totalAmount).toBe(7900);
    expect(
      calculatePrice({ visaType: 'tourist', touristValidity: '5-years', ...input }, table)
        .totalAmount,
    ).toBe(9900);
  });
});

describe('government fees', () => {
  it('are $25, $40 and $80 for the e-Tourist validities and $50 for the other visas', () => {
    expect(governmentFees()).toEqual([
      { touristValidity: '30-days', cents: 2500 },
      { touristValidity: '1-year', cents: 4000 },
      { touristValidity: '5-years', cents: 8000 },
      { touristValidity: null, cents: 5000 },
    ]);
  });

  it('list the fee calculatePrice charges for every visa and validity', () => {
    const fees = governmentFees();
    for (const visaType of visaTypes) {
      for (const validity of visaType === 'tourist' ? touristValidities : [null]) {
        const listed = fees.find((fee) => fee.touristValidity === validity)?.cents;
        expect(governmentFeeFor(visaType, validity)).toBe(listed);
      }
    }
  });
});

describe('serviceFeeFor tiers', () => {
  it.each([
    [1, 6900],
    [2, 6900],
    [3, 6700],
    [5, 6700],
    [6, 6500],
    [10, 6500],
  ])('%i applicants pay %i cents each', (n, fee) => {
    expect(serviceFeeFor(n)).toBe(fee);
  });
});

describe('serviceFeeTiers', () => {
  it('lists the group sizes 1-2, 3-5 and 6-10 with their fees', () => {
    expect(serviceFeeTiers()).toEqual([
      { from: 1, to: 2, range: '1-2', cents: 6900 },
      { from: 3, to: 5, range: '3-5', cents: 6700 },
      { from: 6, to: 10, range: '6-10', cents: 6500 },
    ]);
  });

  it('covers every group size once, at the fee calculatePrice charges', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), (n) => {
        const covering = serviceFeeTiers().filter((tier) => tier.from <= n && n <= tier.to);
        expect(covering).toHaveLength(1);
        expect(covering[0]?.cents).toBe(serviceFeeFor(n));
      }),
    );
  });

  it('writes a one-size tier as a single number', () => {
    const table = ZPriceTable.parse({
      ...defaultPriceTable,
      serviceFeeTiersCents: [
        { maxApplicants: 1, cents: 7000 },
        { maxApplicants: 10, cents: 6000 },
      ],
    });
    expect(serviceFeeTiers(table).map((tier) => tier.range)).toEqual(['1', '2-10']);
  });
});

describe('calculatePrice properties', () => {
  it('total is the sum of the lines, and n times the per-applicant total', () => {
    fc.assert(
      fc.property(priceInput, (input) => {
        const price = calculatePrice(input);
        expect(price.totalAmount).toBe(price.lines.reduce((sum, l) => sum + l.amount, 0));
        expect(price.totalAmount).toBe(input.numberOfApplicants * price.perApplicant.total);
        for (const line of price.lines) expect(line.amount).toBe(line.unitAmount * line.quantity);
      }),
    );
  });

  it.each(touristValidities)(
    'for an e-Tourist visa of %s, the total is the sum of its lines, with that validity’s fee',
    (validity) => {
      fc.assert(
        fc.property(priceInput, (input) => {
          const price = calculatePrice({
            ...input,
            visaType: 'tourist',
            touristValidity: validity,
          });
          expect(price.totalAmount).toBe(price.lines.reduce((sum, l) => sum + l.amount, 0));
          const fee = price.lines.find((l) => l.key === 'governmentFee');
          expect(fee?.unitAmount).toBe(defaultPriceTable.touristGovernmentFeeCents[validity]);
          expect(fee?.amount).toBe(
            input.numberOfApplicants * defaultPriceTable.touristGovernmentFeeCents[validity],
          );
        }),
      );
    },
  );

  it('amounts are non-negative integers', () => {
    fc.assert(
      fc.property(priceInput, (input) => {
        const price = calculatePrice(input);
        const amounts = [
          price.totalAmount,
          ...Object.values(price.perApplicant),
          ...price.lines.map((l) => l.amount),
        ];
        for (const amount of amounts) {
          expect(Number.isInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('adding an add-on or a faster tier never lowers the price', () => {
    fc.assert(
      fc.property(priceInput, (input) => {
        const total = calculatePrice(input).totalAmount;
        expect(
          calculatePrice({ ...input, travelInsurance: true }).totalAmount,
        ).toBeGreaterThanOrEqual(total);
        expect(calculatePrice({ ...input, travelEsim: true }).totalAmount).toBeGreaterThanOrEqual(
          total,
        );
        const tier = processingTimes.indexOf(input.processingTime);
        for (const faster of processingTimes.slice(tier)) {
          expect(
            calculatePrice({ ...input, processingTime: faster }).totalAmount,
          ).toBeGreaterThanOrEqual(total);
        }
      }),
    );
  });

  it('a larger group pays more in total but never more per applicant', () => {
    fc.assert(
      fc.property(
        priceInput.filter((i) => i.numberOfApplicants < 10),
        (input) => {
          const smaller = calculatePrice(input);
          const larger = calculatePrice({
            ...input,
            numberOfApplicants: input.numberOfApplicants + 1,
          });
          expect(larger.totalAmount).toBeGreaterThan(smaller.totalAmount);
          expect(larger.perApplicant.total).toBeLessThanOrEqual(smaller.perApplicant.total);
        },
      ),
    );
  });
});

describe('ZPriceTable', () => {
  it('accepts the default table', () => {
    expect(ZPriceTable.parse(defaultPriceTable)).toEqual(defaultPriceTable);
  });

  it('rejects tables that leave a group size unpriced or use fractions of a cent', () => {
    const gap = { ...defaultPriceTable, serviceFeeTiersCents: [{ maxApplicants: 5, cents: 6900 }] };
    expect(ZPriceTable.safeParse(gap).success).toBe(false);
    const unordered = {
      ...defaultPriceTable,
      serviceFeeTiersCents: [...defaultPriceTable.serviceFeeTiersCents].reverse(),
    };
    expect(ZPriceTable.safeParse(unordered).success).toBe(false);
    expect(ZPriceTable.safeParse({ ...defaultPriceTable, governmentFeeCents: 50.5 }).success).toBe(
      false,
    );
    expect(ZPriceTable.safeParse({ ...defaultPriceTable, travelEsimCents: -1 }).success).toBe(
      false,
    );
  });

  it('needs a whole, non-negative government fee for every e-Tourist validity', () => {
    const { '5-years': _, ...missing } = defaultPriceTable.touristGovernmentFeeCents;
    for (const touristGovernmentFeeCents of [
      missing,
      { ...defaultPriceTable.touristGovernmentFeeCents, '1-year': 40.5 },
      { ...defaultPriceTable.touristGovernmentFeeCents, '30-days': -1 },
    ]) {
      expect(
        ZPriceTable.safeParse({ ...defaultPriceTable, touristGovernmentFeeCents }).success,
      ).toBe(false);
    }
    const { touristGovernmentFeeCents: __, ...withoutTourist } = defaultPriceTable;
    expect(ZPriceTable.safeParse(withoutTourist).success).toBe(false);
  });
});

describe('formatUsd', () => {
  it.each([
    [6900, '$69'],
    [6950, '$69.50'],
    [6905, '$69.05'],
    [0, '$0'],
    [263000, '$2,630'],
    [-500, '-$5'],
  ])('%i cents -> %s', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatUsd(1.5)).toThrow(RangeError);
  });
});
