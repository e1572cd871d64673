export { AdminLoginPage } from './admin-login-page';
export { AdminDashboardPage } from './admin-dashboard-page';
export { AdminApplicationPage } from './admin-application-page';
