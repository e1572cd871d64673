/** Every path of the specification's route table (section 2), as a person would type it. */
export const publicRoutes = [
  '/',
  '/apply',
  '/visa-types',
  '/requirements',
  '/processing',
  '/support',
  '/status-check',
  '/check-status',
  '/visa-form',
  '/legal-agreement',
  '/payment',
  '/documents',
  '/payment-success',
  '/payment-error',
  '/privacy-policy',
  '/terms-of-service',
  '/terms-conditions',
  '/security-policy',
  '/refund-policy',
  '/admin/login',
  '/admin',
] as const;

/** Staff-only pages: they render (and send a signed-out visitor to login). */
export const staffRoutes = ['/admin/dashboard'] as const;

/** The specification's step paths and where the product decisions' one-page wizard takes them. */
export const stepRedirects = {
  '/step1': '/apply/trip',
  '/step2': '/apply/applicants',
  '/step3': '/apply/payment',
  '/step4': '/apply/agreement',
  '/step5': '/apply/documents',
} as const;
