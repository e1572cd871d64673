import { describe, expect, it } from 'vitest';
import { formatUsd } from '@/domain/pricing';
import { calculatePrice } from '@/domain/test-support/default-prices';
import type { TApplicationView } from '@/domain/schemas';
import { ZCreateApplicationRequest } from '@/domain/schemas/create-application';
import { validCreateApplication } from '@/domain/test-support/fixtures';
import { sameTrip, tripFromView } from './trip-values';

// Step 1 against the server's copy: Continue writes only when the form says something else.

function viewOf(overrides: Partial<TApplicationView>): TApplicationView {
  const trip = ZCreateApplicationRequest.parse(validCreateApplication());
  const pricing = calculatePrice(trip);
  return {
    id: 'id',
    applicationNumber: 'EV2026ABCDEFGH',
    status: 'draft',
    step: 'applicants',
    ...trip,
    touristValidity: trip.touristValidity ?? null,
    countryCode: trip.countryCode,
    communicationChannel: 'email',
    totalAmount: pricing.totalAmount,
    currency: 'USD',
    pricing: { ...pricing, totalAmountUsd: formatUsd(pricing.totalAmount) },
    applicants: [],
    agreement: { signed: false, signedAt: null, signerName: null },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    submittedAt: null,
    paidAt: null,
    delivery: null,
    ...overrides,
  };
}

const request = (overrides: Parameters<typeof validCreateApplication>[0]) =>
  ZCreateApplicationRequest.parse(validCreateApplication(overrides));

describe('the trip and the e-Tourist visa validity', () => {
  it('starts the form from the view, validity included', () => {
    expect(tripFromView(viewOf({ touristValidity: '5-years' })).touristValidity).toBe('5-years');
  });

  it('a different validity is a change to save', () => {
    const view = viewOf({ touristValidity: '30-days' });
    expect(sameTrip(request({ touristValidity: '30-days' }), view)).toBe(true);
    expect(sameTrip(request({ touristValidity: '1-year' }), view)).toBe(false);
  });

  it('a validity the form keeps for another visa type is no change: the server drops it', () => {
    const view = viewOf({ visaType: 'business', touristValidity: null });
    expect(sameTrip(request({ visaType: 'business', touristValidity: '1-year' }), view)).toBe(true);
    expect(sameTrip(request({ visaType: 'business' }), view)).toBe(true);
  });
});
