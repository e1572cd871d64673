import { describe, expect, it } from 'vitest';
import { applySteps, type ApplyStep } from './apply-steps';
import { allowedStep, isStepOpen, type StepState } from './step-access';

const open = (state: StepState) => applySteps.filter((step) => isStepOpen(step, state));
const where = (state: StepState) =>
  Object.fromEntries(applySteps.map((step) => [step, allowedStep(step, state)])) as Record<
    ApplyStep,
    ApplyStep
  >;

describe('which wizard steps an application may show', () => {
  it('a new visitor has only step 1; every later step leads back to it', () => {
    expect(open(null)).toEqual(['trip']);
    expect(new Set(Object.values(where(null)))).toEqual(new Set(['trip']));
  });

  it('a draft edits trip and applicants, and reaches the agreement once all applicants are complete', () => {
    const incomplete = { status: 'draft', step: 'applicants' } as const;
    expect(open(incomplete)).toEqual(['trip', 'applicants']);
    expect(allowedStep('agreement', incomplete)).toBe('applicants');
    expect(allowedStep('payment', incomplete)).toBe('applicants');
    const complete = { status: 'draft', step: 'agreement' } as const;
    expect(open(complete)).toEqual(['trip', 'applicants', 'agreement']);
    expect(allowedStep('documents', complete)).toBe('agreement');
  });

  it('a submitted application goes to payment, and can go back to correct its details', () => {
    const submitted = { status: 'submitted', step: 'payment' } as const;
    expect(open(submitted)).toEqual(['trip', 'applicants', 'agreement', 'payment']);
    expect(allowedStep('documents', submitted)).toBe('payment');
  });

  it('a paid application goes to documents, later ones to the confirmation', () => {
    const paid = { status: 'paid', step: 'documents' } as const;
    expect(open(paid)).toEqual(['payment', 'documents']);
    expect(allowedStep('trip', paid)).toBe('documents');
    expect(allowedStep('done', paid)).toBe('documents');
    for (const status of ['under_review', 'approved', 'rejected'] as const) {
      const state = { status, step: 'done' } as const;
      expect(open(state)).toEqual(['done']);
      expect(allowedStep('trip', state)).toBe('done');
    }
  });
});
