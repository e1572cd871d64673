export { AdminApplicationPage } from './admin-application-page';
export { AdminSectionPage } from './admin-section-page';
