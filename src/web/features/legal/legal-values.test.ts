import { describe, expect, it } from 'vitest';
import { liabilityMinimum } from '@/domain/liability';
import { formatMoney } from '@/domain/money';
import { defaultPriceTable, formatUsd, type PriceTable } from '@/domain/pricing';
import { refundTerms } from '@/domain/refund-policy';
import { defaultSiteConfig } from '@/domain/site-config';

import { processingTimeFacts } from '@/domain/visa';
import { legalDates } from './legal-facts';
import { formatLegalDate, legalValues, type FigureWords } from './legal-values';

const supportContact = defaultSiteConfig.support;
const supportAnswerHours = defaultSiteConfig.support.answerWithinHours;

/** The English plural forms, filled in: the figures as the English copy words them. */
const english: FigureWords = (figure, count, min) =>
  figure === 'refundWindow' || figure === 'insuranceCutoff'
    ? `${count} ${count === 1 ? 'day' : 'days'}`
    : `${min} to ${count} business ${count === 1 ? 'day' : 'days'}`;

const words = {
  item: (price: string, visa: string) => `${price} (${visa})`,
  tourist: (validity: string) => `Tourist e-Visa, ${validity}`,
  others: 'other e-Visas',
};
/** The list without the bidi isolates (each price's order in right-to-left text) and no-break spaces. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '').replace(/\u00a0/g, ' ');

describe('formatLegalDate', () => {
  it('writes the calendar date in the reader language, day first in English as in the UK', () => {
    expect(formatLegalDate('2025-08-09', 'en')).toBe('9 August 2025');
    expect(formatLegalDate('2025-01-22', 'en')).toBe('22 January 2025');
    expect(formatLegalDate(legalDates.security, 'tr')).toBe('6 Ağustos 2025');
    expect(formatLegalDate(legalDates.security, 'hi')).toBe('6 अगस्त 2025');
  });

  it('keeps Latin digits in Arabic, as the rest of the site does', () => {
    const arabic = formatLegalDate('2025-08-09', 'ar');
    expect(arabic).toContain('أغسطس');
    expect(arabic).toMatch(/9/);
    expect(arabic).toMatch(/2025/);
  });

  it('does not move the date with the time zone of the machine', () => {
    // Midnight UTC read in a zone west of Greenwich would otherwise become the day before.
    expect(formatLegalDate('2025-01-01', 'en')).toBe('1 January 2025');
  });
});

describe('legalValues', () => {
  it("takes the processing times and support's answer time from the domain", () => {
    const values = legalValues('en', 'India e-Visa Online', english, words);
    const { normal, urgent } = processingTimeFacts;
    expect([values.normalMin, values.normalMax, values.urgentMin, values.urgentMax]).toEqual(
      [normal.minDays, normal.maxDays, urgent.minDays, urgent.maxDays].map(String),
    );
    expect(values.supportHours).toBe(String(supportAnswerHours));
  });

  it('takes every price from the price table', () => {
    const values = legalValues('en', 'India e-Visa Online', english, words);
    const tiers = defaultPriceTable.serviceFeeTiersCents.map((tier) => tier.cents);
    expect(values.serviceFeeHighest).toBe(formatUsd(Math.max(...tiers)));
    expect(values.serviceFeeLowest).toBe(formatUsd(Math.min(...tiers)));
    expect(plain(values.governmentFees)).toBe(
      '$25 (Tourist e-Visa, 30 days), $40 (Tourist e-Visa, 1 year), $80 (Tourist e-Visa, 5 years), or $50 (other e-Visas)',
    );
    expect(values.urgentFee).toBe(formatUsd(defaultPriceTable.processingFeeCents.urgent));
    expect(values.superUrgentFee).toBe(
      formatUsd(defaultPriceTable.processingFeeCents['super-urgent']),
    );
    expect(values.insuranceFee).toBe(formatUsd(defaultPriceTable.travelInsuranceCents));
    expect(values.esimFee).toBe(formatUsd(defaultPriceTable.travelEsimCents));
  });

  it('follows a changed price table without a change to the copy', () => {
    const table: PriceTable = {
      ...defaultPriceTable,
      serviceFeeTiersCents: [
        { maxApplicants: 4, cents: 7450 },
        { maxApplicants: 10, cents: 5900 },
      ],
      governmentFeeCents: 2500,
      touristGovernmentFeeCents: { '30-days': 1000, '1-year': 3000, '5-years': 6050 },
    };
    const values = legalValues('en', 'India e-Visa Online', english, words, table);
    expect(values.serviceFeeHighest).toBe('$74.50');
    expect(values.serviceFeeLowest).toBe('$59');
    expect(plain(values.governmentFees)).toBe(
      '$10 (Tourist e-Visa, 30 days), $30 (Tourist e-Visa, 1 year), $60.50 (Tourist e-Visa, 5 years), or $25 (other e-Visas)',
    );
  });

  it('states the refund terms and the liability from the domain, and the contact details support uses', () => {
    const values = legalValues('en', 'India e-Visa Online', english, words);
    const { requestWindowDays, reviewBusinessDays, arrivalBusinessDays } = refundTerms;
    expect(values.refundWindow).toBe(`${requestWindowDays} days`);
    expect(values.refundReview).toBe(
      `${reviewBusinessDays.min} to ${reviewBusinessDays.max} business days`,
    );
    expect(values.refundArrival).toBe(
      `${arrivalBusinessDays.min} to ${arrivalBusinessDays.max} business days`,
    );
    expect(values.insuranceCutoff).toBe(`${refundTerms.insuranceCutoffDays} days`);
    expect(values.liabilityMinimum).toBe(formatMoney(liabilityMinimum.pence, 'GBP', 'en'));
    expect(values.liabilityMinimum).toBe('£100');
    expect(values.email).toBe(supportContact.email);
    expect(values.phone).toBe(supportContact.phone);
    expect(values.company).toBe('India e-Visa Online');
  });
});
