import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applicationStatuses,
  canTransition,
  hasEVisa,
  isApproved,
  isDecided,
  isRejected,
} from '@/domain/status';
import {
  awaitsTravellerDecision,
  statusFromOutcomes,
  travellerOutcome,
  travellerOutcomes,
  type TravellerOutcome,
} from '@/domain/traveller-outcomes';

const outcome = fc.constantFrom(...travellerOutcomes);
const travellers = fc.array(outcome, { minLength: 1, maxLength: 10 });

/** Every combination of outcomes for `n` travellers (3^n lists). */
function everyCombination(n: number): TravellerOutcome[][] {
  if (n === 0) return [[]];
  return everyCombination(n - 1).flatMap((rest) => travellerOutcomes.map((o) => [o, ...rest]));
}

describe('statusFromOutcomes', () => {
  it('follows the table: any pending, all approved, all refused, else partly approved', () => {
    fc.assert(
      fc.property(travellers, (outcomes) => {
        const status = statusFromOutcomes(outcomes);
        const pending = outcomes.filter((o) => o === 'pending').length;
        const approved = outcomes.filter((o) => o === 'approved').length;
        const refused = outcomes.filter((o) => o === 'refused').length;
        if (pending > 0) expect(status).toBe('under_review');
        else if (approved === outcomes.length) expect(status).toBe('approved');
        else if (refused === outcomes.length) expect(status).toBe('rejected');
        else expect(status).toBe('partly_approved');
      }),
      { numRuns: 2000 },
    );
  });

  it('gives every combination of 1 to 7 travellers a reachable status with the right meaning', () => {
    // Exhaustive where it is cheap (3^7 = 2187 lists); the property above covers up to 10.
    for (let n = 1; n <= 7; n++) {
      for (const outcomes of everyCombination(n)) {
        const status = statusFromOutcomes(outcomes);
        expect(status === 'under_review' || canTransition('under_review', status)).toBe(true);
        expect(isDecided(status)).toBe(!outcomes.some(awaitsTravellerDecision));
        expect(hasEVisa(status)).toBe(
          isDecided(status) && outcomes.includes(travellerOutcome.approved),
        );
        expect(isApproved(status)).toBe(outcomes.every((o) => o === 'approved'));
        expect(isRejected(status)).toBe(outcomes.every((o) => o === 'refused'));
      }
    }
  });

  it('does not depend on the order travellers are decided in', () => {
    fc.assert(
      fc.property(travellers, fc.integer(), (outcomes, seed) => {
        const shuffled = [...outcomes].sort(() => (seed % 2 === 0 ? 1 : -1));
        expect(statusFromOutcomes(shuffled)).toBe(statusFromOutcomes(outcomes));
        expect(statusFromOutcomes([...outcomes].reverse())).toBe(statusFromOutcomes(outcomes));
      }),
    );
  });

  it('deciding travellers one at a time only ever moves along the state machine', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('approved', 'refused') as fc.Arbitrary<TravellerOutcome>, {
          minLength: 1,
          maxLength: 10,
        }),
        fc.array(fc.nat(), { minLength: 10, maxLength: 10 }),
        (decisions, order) => {
          const current: TravellerOutcome[] = decisions.map(() => 'pending');
          const remaining = decisions.map((_, i) => i);
          let status = statusFromOutcomes(current);
          expect(status).toBe('under_review');
          for (let step = 0; remaining.length > 0; step++) {
            const [index] = remaining.splice(
              (order[step % order.length] ?? 0) % remaining.length,
              1,
            );
            current[index!] = decisions[index!]!;
            const next = statusFromOutcomes(current);
            if (next !== status) expect(canTransition(status, next)).toBe(true);
            status = next;
          }
          expect(isDecided(status)).toBe(true);
        },
      ),
    );
  });

  it('treats no traveller as nothing decided yet', () => {
    expect(statusFromOutcomes([])).toBe('under_review');
  });

  it('returns only application statuses', () => {
    fc.assert(
      fc.property(travellers, (outcomes) => {
        expect(applicationStatuses).toContain(statusFromOutcomes(outcomes));
      }),
    );
  });
});
