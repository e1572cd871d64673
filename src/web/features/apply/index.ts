export { ApplyPage } from './apply-page';
export { applySteps, firstApplyStep, isApplyStep, type ApplyStep } from './apply-steps';
