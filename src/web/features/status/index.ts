export { StatusCheckPage } from './status-check-page';
export { VisaFormPage } from './visa-form-page';
export { DeviceApplicationList } from './components/device-applications';
export { LostLinkDisclosure, LostLinkForm } from './components/lost-link-form';
export { FixChangesPage } from './fix-changes-page';
