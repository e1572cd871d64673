import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anonymisationAt,
  documentsDeletionAt,
  eVisaExpiresAt,
  retentionPeriods,
  supportMessagesDeletionAt,
  unpaidDeletionAt,
  unpaidReminderAt,
} from './retention';
import { touristValidities, visaTypes } from './visa';

const DAY = 24 * 60 * 60 * 1000;
const instants = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2040-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

describe('retention dates', () => {
  it('delete support messages three calendar years after the last, to the millisecond', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        (last) => {
          const at = supportMessagesDeletionAt(last);
          const days = (at.getTime() - last.getTime()) / (24 * 60 * 60 * 1000);
          expect(days).toBeGreaterThanOrEqual(3 * 365);
          expect(days).toBeLessThanOrEqual(3 * 365 + 2);
          expect(at.toISOString().slice(10)).toBe(last.toISOString().slice(10));
        },
      ),
    );
    expect(supportMessagesDeletionAt(new Date('2024-02-29T10:00:00Z'))).toEqual(
      new Date('2027-03-01T10:00:00Z'),
    );
  });

  it('remind exactly a week before an unpaid application goes, 30 days after its last change', () => {
    fc.assert(
      fc.property(instants, (changed) => {
        expect(unpaidDeletionAt(changed).getTime() - changed.getTime()).toBe(
          retentionPeriods.unpaidDays * DAY,
        );
        expect(unpaidDeletionAt(changed).getTime() - unpaidReminderAt(changed).getTime()).toBe(
          retentionPeriods.unpaidReminderDaysBefore * DAY,
        );
        expect(documentsDeletionAt(changed).getTime() - changed.getTime()).toBe(90 * DAY);
      }),
    );
  });

  it('never let an e-Visa expire before its grant plus the shortest validity, nor anonymise before it expires', () => {
    fc.assert(
      fc.property(
        instants,
        fc.constantFrom(...visaTypes),
        fc.constantFrom(...touristValidities),
        fc.option(fc.integer({ min: 4, max: 120 }), { nil: null }),
        fc.integer({ min: 1, max: 180 }),
        (grantedAt, visaType, validity, arrivalInDays, stayDays) => {
          const arrival =
            arrivalInDays === null
              ? null
              : isoDay(new Date(grantedAt.getTime() + arrivalInDays * DAY));
          const expiry = eVisaExpiresAt({
            visaType,
            touristValidity: visaType === 'tourist' ? validity : null,
            grantedAt,
            arrivalDate: arrival,
          });
          expect(expiry.getTime()).toBeGreaterThanOrEqual(grantedAt.getTime() + 30 * DAY - DAY);
          const departure = isoDay(
            new Date(grantedAt.getTime() + ((arrivalInDays ?? 30) + stayDays) * DAY),
          );
          const at = anonymisationAt(departure, expiry);
          expect(at.getTime()).toBeGreaterThanOrEqual(expiry.getTime());
          expect(at.getTime()).toBeGreaterThanOrEqual(
            new Date(`${departure}T00:00:00Z`).getTime() + 366 * DAY,
          );
        },
      ),
    );
  });

  it('count a 5-year e-Visa in calendar years, and the 30-day one from arrival', () => {
    const grantedAt = new Date('2030-02-28T10:00:00Z');
    expect(
      eVisaExpiresAt({
        visaType: 'tourist',
        touristValidity: '5-years',
        grantedAt,
        arrivalDate: null,
      }),
    ).toEqual(new Date('2035-02-28T10:00:00Z'));
    expect(
      eVisaExpiresAt({
        visaType: 'tourist',
        touristValidity: '30-days',
        grantedAt,
        arrivalDate: '2030-03-20',
      }),
    ).toEqual(new Date('2030-04-19T00:00:00Z'));
  });
});
