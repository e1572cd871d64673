// The application this browser holds, shared by the wizard, payment, documents and status
// features: the stored session (the only reader of 'evisa.application') and the device's list
// of applications beside it ('evisa.applications'), the application's one query,
// and the redirect of the standalone /payment and /documents pages into the wizard.
export {
  clearApplicationSession,
  loadApplicationSession,
  saveApplicationSession,
  updateApplicationSession,
  type ApplicationSession,
  type StoredApplicationSession,
} from './session-store';
export { useApplicationSession } from './use-application-session';
export {
  applicationPath,
  applicationQueryKey,
  applicationQueryOptions,
  fetchApplication,
} from './application-query';
export { RedirectToWizard } from './redirect-to-wizard';
