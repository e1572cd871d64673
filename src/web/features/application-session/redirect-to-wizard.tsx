import { Navigate, useLocation } from 'react-router';
import { useApplicationSession } from './use-application-session';

/**
 * For the specification's standalone /payment and /documents pages: the wizard's step for this browser's
 * application, or step 1 when there is none. The query string travels along (the payment step
 * reads ?payment=...&ref=...).
 */
export function RedirectToWizard({ step }: { step: 'payment' | 'documents' }) {
  const session = useApplicationSession();
  const { search } = useLocation();
  // The wizard's URLs (/apply/<step>) are defined in features/apply/apply-steps.ts.
  const target = session ? `/apply/${step}${search}` : '/apply/trip';
  return <Navigate to={target} replace />;
}
