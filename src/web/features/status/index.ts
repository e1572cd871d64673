import { retryableLazy } from '@/web/lib/retryable-lazy';

export { StatusCheckPage } from './status-check-page';
export { DeviceApplicationList } from './components/device-applications';
export { LostLinkDisclosure, LostLinkForm } from './components/lost-link-form';

// The pages opened from an emailed link (neither is prerendered) download when opened: the
// status check's page, and the apply feature that shows the device's applications, then do not
// download and evaluate the documents feature and the schemas behind them
// (docs/decisions/0024-prerendering.md). Loaded here rather than by the routes, whose every
// import() lengthens the first page's JavaScript.
export const FixChangesPage = retryableLazy(async () => ({
  default: (await import('./fix-changes-page')).FixChangesPage,
}));
export const VisaFormPage = retryableLazy(async () => ({
  default: (await import('./visa-form-page')).VisaFormPage,
}));
