export { ApplyEntryPage, ApplyPage } from './apply-page';
export { applySteps, firstApplyStep, isApplyStep, type ApplyStep } from './apply-steps';

/**
 * The legal agreement page's form, in its own download: exported as a value from this index it
 * would sit in the wizard's first chunk, and step 1 would evaluate the agreement's schema and
 * zod before it hydrates (docs/decisions/0024-prerendering.md).
 */
export const loadStandaloneAgreement = () => import('./standalone-agreement');
