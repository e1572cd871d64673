import type { TApplicationView } from '@/domain/schemas';
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
 * The steps open to an application. The server's status is the truth: a draft can be edited
 * (trip and applicants, and the agreement once every applicant is complete); a submitted
 * application is paid for, and until then its details can be corrected (a change to what the
 * agreement states means signing again, docs/decisions/0016); a paid one moves
 * on to documents; anything later shows the confirmation.
 */
export function stepAccess(state: StepState): StepAccess {
  if (!state) return { first: 'trip', last: 'trip', resume: 'trip' };
  switch (state.status) {
    case 'draft':
      return {
        first: 'trip',
        last: state.step === 'agreement' ? 'agreement' : 'applicants',
        resume: state.step === 'agreement' ? 'agreement' : 'applicants',
      };
    case 'submitted':
      // Signed, not paid: details can still be corrected (decision 0016).
      return { first: 'trip', last: 'payment', resume: 'payment' };
    case 'paid':
      return { first: 'payment', last: 'documents', resume: 'documents' };
    default:
      // Documents complete (under review) or decided: only the confirmation is left.
      return { first: 'done', last: 'done', resume: 'done' };
  }
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
