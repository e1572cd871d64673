// The application this browser holds, shared by the wizard, payment, documents and status
// features: the stored session (the only reader of 'evisa.application') and the device's list
// of applications beside it ('evisa.applications'), the application's one query,
// and the redirect of the standalone /payment and /documents pages into the wizard.
export {
  clearApplicationSession,
  forgetDeviceApplication,
  loadApplicationSession,
  openDeviceApplication,
  recordApplicationStatus,
  saveApplicationSession,
  startNewApplication,
  updateApplicationSession,
  type ApplicationSession,
  type StoredApplicationSession,
} from './session-store';
export type { DeviceApplication } from './device-list';
export { useApplicationSession, useDeviceApplications } from './use-application-session';
export {
  applicationPath,
  applicationQueryKey,
  applicationQueryOptions,
  endOtherSessions,
  fetchApplication,
} from './application-query';
export { RedirectToWizard } from './redirect-to-wizard';
