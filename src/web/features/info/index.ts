export { VisaTypesPage } from './visa-types-page';
export { RequirementsPage } from './requirements-page';
export { ProcessingPage } from './processing-page';
