export { ApplyEntryPage, ApplyPage } from './apply-page';
export { applySteps, firstApplyStep, isApplyStep, type ApplyStep } from './apply-steps';
export { default as StandaloneAgreement } from './standalone-agreement';
