import type { ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { HomePage } from '@/web/features/home';
import { lazyPage } from './lazy-page';
import { RootLayout } from './layout/root-layout';
import { PageOutlet } from './route-error';

const ApplyPage = lazyPage(() => import('@/web/features/apply'), 'ApplyPage');
const ApplyEntryPage = lazyPage(() => import('@/web/features/apply'), 'ApplyEntryPage');
const VisaTypesPage = lazyPage(() => import('@/web/features/info'), 'VisaTypesPage');
const RequirementsPage = lazyPage(() => import('@/web/features/info'), 'RequirementsPage');
const ProcessingPage = lazyPage(() => import('@/web/features/info'), 'ProcessingPage');
const SupportPage = lazyPage(() => import('@/web/features/support'), 'SupportPage');
const StatusCheckPage = lazyPage(() => import('@/web/features/status'), 'StatusCheckPage');
const FixChangesPage = lazyPage(() => import('@/web/features/status'), 'FixChangesPage');
const VisaFormPage = lazyPage(() => import('@/web/features/status'), 'VisaFormPage');
const LegalAgreementPage = lazyPage(() => import('@/web/features/legal'), 'LegalAgreementPage');
const PrivacyPolicyPage = lazyPage(() => import('@/web/features/legal'), 'PrivacyPolicyPage');
const TermsOfServicePage = lazyPage(() => import('@/web/features/legal'), 'TermsOfServicePage');
const TermsConditionsPage = lazyPage(() => import('@/web/features/legal'), 'TermsConditionsPage');
const SecurityPolicyPage = lazyPage(() => import('@/web/features/legal'), 'SecurityPolicyPage');
const RefundPolicyPage = lazyPage(() => import('@/web/features/legal'), 'RefundPolicyPage');
const PaymentPage = lazyPage(() => import('@/web/features/payment'), 'PaymentPage');
const PaymentSuccessPage = lazyPage(() => import('@/web/features/payment'), 'PaymentSuccessPage');
const PaymentErrorPage = lazyPage(() => import('@/web/features/payment'), 'PaymentErrorPage');
const DocumentsPage = lazyPage(() => import('@/web/features/documents'), 'DocumentsPage');
const AdminApplicationPage = lazyPage(() => import('@/web/features/admin'), 'AdminApplicationPage');
const AdminSectionPage = lazyPage(() => import('@/web/features/admin'), 'AdminSectionPage');
const NotFoundPage = lazyPage(() => import('@/web/features/errors'), 'NotFoundPage');

/** The specification's /step1../step5 and the wizard step they name (the product decisions: one wizard at /apply). */
const stepRedirects = {
  '/step1': '/apply/trip', // Information for e-Visa
  '/step2': '/apply/applicants', // E-Visa Details
  '/step3': '/apply/payment', // Payments
  '/step4': '/apply/agreement', // Legal Agreement
  '/step5': '/apply/documents', // Document Upload
} as const;

const page = (path: string, Page: ComponentType): RouteObject => ({ path, element: <Page /> });

/** specification section 2's route table. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // Errors render inside the layout, so the header and footer stay usable.
        element: <PageOutlet />,
        children: [
          { index: true, element: <HomePage /> },
          page('apply', ApplyEntryPage),
          page('apply/:step', ApplyPage),
          page('visa-types', VisaTypesPage),
          page('requirements', RequirementsPage),
          page('processing', ProcessingPage),
          page('support', SupportPage),
          page('status-check', StatusCheckPage),
          page('check-status', StatusCheckPage),
          page('fix', FixChangesPage),
          page('visa-form', VisaFormPage),
          page('legal-agreement', LegalAgreementPage),
          page('payment', PaymentPage),
          page('documents', DocumentsPage),
          // /admin, /admin/login, /admin/dashboard and the staff accounts' pages: one route, so
          // the first page's route table stays within its budget (site-paths.ts).
          page('admin/:section?', AdminSectionPage),
          // Staff only; the product decisions allow this route its parameter (one application).
          page('admin/applications/:id', AdminApplicationPage),
          page('payment-success', PaymentSuccessPage),
          page('payment-error', PaymentErrorPage),
          page('privacy-policy', PrivacyPolicyPage),
          page('terms-of-service', TermsOfServicePage),
          page('terms-conditions', TermsConditionsPage),
          page('security-policy', SecurityPolicyPage),
          page('refund-policy', RefundPolicyPage),
          ...Object.entries(stepRedirects).map(([from, to]) => ({
            path: from,
            element: <Navigate to={to} replace />,
          })),
          page('*', NotFoundPage),
        ],
      },
    ],
  },
];

/** The page for the current address (inside a BrowserRouter, or the prerender's StaticRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}
