export { StatusCheckPage } from './status-check-page';
export { VisaFormPage } from './visa-form-page';
