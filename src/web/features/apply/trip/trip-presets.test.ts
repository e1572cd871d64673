import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { processingTimes, visaTypes } from '@/domain/visa';
import { applyTripPresets, readTripPresets } from './trip-presets';
import { emptyTrip } from './trip-values';

describe('trip presets from an information page link', () => {
  it('reads known visa types and processing times and ignores anything else', () => {
    expect(readTripPresets('?visaType=business&processingTime=urgent')).toEqual({
      visaType: 'business',
      processingTime: 'urgent',
    });
    expect(readTripPresets('?visaType=student&processingTime=<script>')).toEqual({});
    expect(readTripPresets('')).toEqual({});
  });

  it('fills an unanswered field and never overwrites an answer: a different one is a conflict', () => {
    const visa = fc.constantFrom(...visaTypes);
    const speed = fc.constantFrom(...processingTimes);
    fc.assert(
      fc.property(
        fc.option(visa, { nil: undefined }),
        fc.option(speed, { nil: undefined }),
        fc.option(visa, { nil: undefined }),
        fc.option(speed, { nil: undefined }),
        (currentVisa, currentSpeed, chosenVisa, chosenSpeed) => {
          const start = { ...emptyTrip(), visaType: currentVisa, processingTime: currentSpeed };
          const presets = { visaType: chosenVisa, processingTime: chosenSpeed };
          const { values, conflicts } = applyTripPresets(start, presets);
          expect(values.visaType).toBe(currentVisa ?? chosenVisa);
          expect(values.processingTime).toBe(currentSpeed ?? chosenSpeed);
          const expected = [
            ...(currentVisa && chosenVisa && currentVisa !== chosenVisa ? ['visaType'] : []),
            ...(currentSpeed && chosenSpeed && currentSpeed !== chosenSpeed
              ? ['processingTime']
              : []),
          ];
          expect(conflicts.map((c) => c.field)).toEqual(expected);
        },
      ),
    );
  });
});
