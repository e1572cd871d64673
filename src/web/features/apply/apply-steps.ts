/** The wizard's steps in order; the step is part of the URL (/apply/<step>). PRODUCT.md. */
export const applySteps = [
  'trip',
  'applicants',
  'agreement',
  'payment',
  'documents',
  'done',
] as const;

export type ApplyStep = (typeof applySteps)[number];

export const firstApplyStep: ApplyStep = 'trip';

export function isApplyStep(value: string | undefined): value is ApplyStep {
  return (applySteps as readonly string[]).includes(value ?? '');
}
