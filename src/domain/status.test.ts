import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adminStatusLabel,
  applicationStatuses,
  assertTransition,
  canTransition,
  customerStatusKey,
  customerStatusLabel,
  IllegalTransitionError,
  nextStatuses,
  trackingStage,
  type ApplicationStatus,
} from '@/domain/status';

const legalOrder: readonly ApplicationStatus[] = ['draft', 'submitted', 'paid', 'under_review'];
const status = fc.constantFrom(...applicationStatuses);

describe('transitions', () => {
  it('allows exactly the happy path, a correction before payment and the two decisions', () => {
    const allowed = applicationStatuses.flatMap((from) =>
      applicationStatuses.filter((to) => canTransition(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual([
      'draft->submitted',
      'submitted->draft',
      'submitted->paid',
      'paid->under_review',
      'under_review->approved',
      'under_review->rejected',
    ]);
  });

  it('assertTransition throws an IllegalTransitionError carrying from and to', () => {
    expect(() => assertTransition('submitted', 'paid')).not.toThrow();
    let error: unknown;
    try {
      assertTransition('draft', 'paid');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(IllegalTransitionError);
    expect(error).toMatchObject({ from: 'draft', to: 'paid', name: 'IllegalTransitionError' });
  });

  it('nothing leaves approved or rejected, and nothing returns to itself', () => {
    fc.assert(
      fc.property(status, (to) => {
        expect(canTransition('approved', to)).toBe(false);
        expect(canTransition('rejected', to)).toBe(false);
        expect(canTransition(to, to)).toBe(false);
      }),
    );
    expect(nextStatuses('approved')).toEqual([]);
    expect(nextStatuses('rejected')).toEqual([]);
  });

  it('every walk from draft follows the legal order (back to draft only before payment), then at most one decision', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 10 }), (choices) => {
        const path: ApplicationStatus[] = ['draft'];
        for (const choice of choices) {
          const options = nextStatuses(path[path.length - 1] ?? 'draft');
          if (options.length === 0) break;
          const next = options[choice % options.length];
          if (next) path.push(next);
        }
        // A correction before payment starts the walk again; nothing returns once paid.
        const restart = path.lastIndexOf('draft');
        if (restart > 0) expect(path[restart - 1]).toBe('submitted');
        expect(path.slice(restart + 1)).not.toContain('draft');
        const body = path.slice(restart).filter((s) => s !== 'approved' && s !== 'rejected');
        expect(body).toEqual(legalOrder.slice(0, body.length));
        const decisions = path.slice(restart + body.length);
        expect(decisions.length).toBeLessThanOrEqual(1);
        if (decisions.length === 1) expect(body).toEqual(legalOrder);
      }),
    );
  });
});

describe('views', () => {
  it('customer labels follow the described service', () => {
    expect(applicationStatuses.map(customerStatusLabel)).toEqual([
      'Draft',
      'Pending',
      'Payment Received',
      'Processing',
      'Approved',
      'Rejected',
    ]);
    expect(customerStatusKey('paid')).toBe('paymentReceived');
  });

  it('every status has an admin label', () => {
    for (const s of applicationStatuses) expect(adminStatusLabel(s)).toMatch(/^[A-Z]/);
  });

  const lit = (s: ApplicationStatus) =>
    trackingStage(s)
      .stages.filter((stage) => stage.done)
      .map((stage) => stage.key);

  it('lights the tracking stages as specification section 4 describes', () => {
    expect(lit('draft')).toEqual([]);
    expect(lit('submitted')).toEqual(['received']);
    expect(lit('paid')).toEqual(['received', 'paymentCompleted']);
    expect(lit('under_review')).toEqual(['received', 'paymentCompleted', 'review']);
    expect(lit('approved')).toEqual(['received', 'paymentCompleted', 'review', 'eVisaReady']);
  });

  it('a rejection keeps the reviewed stages and never shows the e-visa as ready', () => {
    expect(trackingStage('rejected')).toEqual({
      stages: [
        { key: 'received', done: true },
        { key: 'paymentCompleted', done: true },
        { key: 'review', done: true },
        { key: 'eVisaReady', done: false },
      ],
      rejected: true,
    });
    expect(trackingStage('approved').rejected).toBe(false);
  });

  it('stages are lit as a prefix', () => {
    fc.assert(
      fc.property(status, (s) => {
        const done = trackingStage(s).stages.map((stage) => stage.done);
        expect(done).toEqual([...done].sort((a, b) => Number(b) - Number(a)));
      }),
    );
  });
});
