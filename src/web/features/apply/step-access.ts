import type { TApplicationView } from '@/domain/schemas';
import { firstWizardStepFor, wizardStepFor } from '@/domain/status';
import { stepIndex, type ApplyStep } from './apply-steps';

/** What the server says about an application, as far as the wizard's navigation cares. */
export type StepState = Pick<TApplicationView, 'status' | 'step'> | null;

export interface StepAccess {
  /** The first step this application may show; earlier steps are closed (already submitted). */
  first: ApplyStep;
  /** The furthest step this application has earned: nobody skips an unfinished step. */
  last: ApplyStep;
  /** Where an earlier, closed step sends the applicant: the server's resume step. */
  resume: ApplyStep;
}

/**
 * The steps open to an application: from the first its status allows (status.ts,
 * `firstWizardStepFor`: details stay correctable until payment, docs/decisions/0016) to the one
 * it resumes at (`wizardStepFor`: a draft reaches the agreement once every applicant is
 * complete, as the server's `step` says).
 */
function stepAccess(state: StepState): StepAccess {
  if (!state) return { first: 'trip', last: 'trip', resume: 'trip' };
  const resume = wizardStepFor(state.status, state.step === 'agreement');
  return { first: firstWizardStepFor(state.status), last: resume, resume };
}

/** The step to show for a requested one: itself when open, else where the applicant belongs. */
export function allowedStep(requested: ApplyStep, state: StepState): ApplyStep {
  const { first, last, resume } = stepAccess(state);
  if (stepIndex(requested) < stepIndex(first)) return resume;
  if (stepIndex(requested) > stepIndex(last)) return last;
  return requested;
}

/** Whether the step indicator may link to a step. */
export function isStepOpen(step: ApplyStep, state: StepState): boolean {
  return allowedStep(step, state) === step;
}
