import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adminStatusLabel,
  applicationStatus,
  applicationStatuses,
  assertTransition,
  awaitsChanges,
  awaitsDecision,
  awaitsDocuments,
  awaitsPayment,
  canTransition,
  customerStatusKey,
  customerStatusLabel,
  firstWizardStepFor,
  hasEVisa,
  IllegalTransitionError,
  isApproved,
  isDecided,
  isDraft,
  isEditable,
  isPaid,
  isPartlyApproved,
  isRejected,
  mayRequestChanges,
  nextStatuses,
  staffMayDecide,
  trackingStage,
  wizardStepFor,
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
      'under_review->partly_approved',
      'under_review->action_required',
      'action_required->under_review',
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

  it('nothing leaves approved, rejected or partly approved, and nothing returns to itself', () => {
    fc.assert(
      fc.property(status, (to) => {
        expect(canTransition('approved', to)).toBe(false);
        expect(canTransition('rejected', to)).toBe(false);
        expect(canTransition('partly_approved', to)).toBe(false);
        expect(canTransition(to, to)).toBe(false);
      }),
    );
    expect(nextStatuses('approved')).toEqual([]);
    expect(nextStatuses('rejected')).toEqual([]);
    expect(nextStatuses('partly_approved')).toEqual([]);
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
        // Changes requested loop back to review as often as staff ask: one review stage.
        const walk = path
          .slice(restart)
          .filter((s) => !awaitsChanges(s))
          .filter((s, i, all) => !(s === 'under_review' && all[i - 1] === 'under_review'));
        const body = walk.filter((s) => !isDecided(s));
        expect(body).toEqual(legalOrder.slice(0, body.length));
        const decisions = walk.slice(body.length);
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
      'Partly approved',
      'Action needed',
    ]);
    expect(customerStatusKey('paid')).toBe('paymentReceived');
    expect(customerStatusKey('partly_approved')).toBe('partlyApproved');
    expect(adminStatusLabel('partly_approved')).toBe('Partly approved');
    expect(customerStatusLabel('action_required')).toBe('Action needed');
    expect(adminStatusLabel('action_required')).toBe('Action required');
    expect(trackingStage('action_required')).toEqual(trackingStage('under_review'));
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

  it('a partly approved application has e-visas ready (for its approved travellers)', () => {
    expect(lit('partly_approved')).toEqual([
      'received',
      'paymentCompleted',
      'review',
      'eVisaReady',
    ]);
    expect(trackingStage('partly_approved').rejected).toBe(false);
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

describe('predicates', () => {
  const holding = (predicate: (s: ApplicationStatus) => boolean) =>
    applicationStatuses.filter(predicate);

  it('name each status by itself', () => {
    for (const s of applicationStatuses) expect(applicationStatus[s]).toBe(s);
  });

  it('split the statuses as the state machine does', () => {
    expect(holding(isDraft)).toEqual(['draft']);
    expect(holding(awaitsPayment)).toEqual(['submitted']);
    expect(holding(isEditable)).toEqual(['draft', 'submitted']);
    expect(holding(isPaid)).toEqual([
      'paid',
      'under_review',
      'approved',
      'rejected',
      'partly_approved',
      'action_required',
    ]);
    expect(holding(awaitsDocuments)).toEqual(['paid']);
    expect(holding(awaitsChanges)).toEqual(['action_required']);
    expect(holding(mayRequestChanges)).toEqual(['under_review']);
    expect(holding(awaitsDecision)).toEqual(['under_review']);
    expect(holding(isDecided)).toEqual(['approved', 'rejected', 'partly_approved']);
    expect(holding(isApproved)).toEqual(['approved']);
    expect(holding(isRejected)).toEqual(['rejected']);
    expect(holding(isPartlyApproved)).toEqual(['partly_approved']);
    expect(holding(hasEVisa)).toEqual(['approved', 'partly_approved']);
  });

  it('editable and paid are the two sides of payment: every status is exactly one', () => {
    for (const s of applicationStatuses) expect(isEditable(s)).toBe(!isPaid(s));
  });

  it('a status reached from a paid one is paid: payment is never undone', () => {
    fc.assert(
      fc.property(status, (from) => {
        if (!isPaid(from)) return;
        for (const to of nextStatuses(from)) expect(isPaid(to)).toBe(true);
      }),
    );
  });

  it('staff decide only an application under review, either way', () => {
    expect(holding((s) => staffMayDecide(s, 'approved'))).toEqual(['under_review']);
    expect(holding((s) => staffMayDecide(s, 'rejected'))).toEqual(['under_review']);
  });
});

describe('wizard steps', () => {
  it('maps each status to the wizard step to continue at', () => {
    expect(wizardStepFor('draft', false)).toBe('applicants');
    expect(wizardStepFor('draft', true)).toBe('agreement');
    expect(wizardStepFor('submitted', true)).toBe('payment');
    expect(wizardStepFor('paid', true)).toBe('documents');
    expect(wizardStepFor('under_review', true)).toBe('done');
    expect(wizardStepFor('approved', true)).toBe('done');
    expect(wizardStepFor('rejected', true)).toBe('done');
    expect(wizardStepFor('partly_approved', true)).toBe('done');
  });

  it('opens the details until payment, payment and documents once paid, then the confirmation', () => {
    expect(applicationStatuses.map(firstWizardStepFor)).toEqual([
      'trip',
      'trip',
      'payment',
      'done',
      'done',
      'done',
      'done',
      'done',
    ]);
  });
});
