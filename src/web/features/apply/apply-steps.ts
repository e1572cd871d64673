import { wizardSteps, type WizardStep } from '@/domain/status';

/** The wizard's steps in order; the step is part of the URL (/apply/<step>). The product decisions. */
export const applySteps = wizardSteps;

export type ApplyStep = WizardStep;

export const firstApplyStep: ApplyStep = 'trip';

/** Not a step: /apply/resume#id=...&token=... opens an application from an emailed link. */
export const RESUME_PATH = 'resume';

export function isApplyStep(value: string | undefined): value is ApplyStep {
  return (applySteps as readonly string[]).includes(value ?? '');
}

export function stepIndex(step: ApplyStep): number {
  return applySteps.indexOf(step);
}

export const stepPath = (step: ApplyStep) => `/apply/${step}`;
