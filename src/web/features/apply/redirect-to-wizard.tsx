import { Navigate, useLocation } from 'react-router';
import { stepPath, type ApplyStep } from './apply-steps';
import { useApplicationSession } from './hooks/use-application-session';

/**
 * For SPEC's standalone /payment and /documents pages: the wizard's step for this browser's
 * application, or step 1 when there is none. The query string travels along (the payment step
 * reads ?payment=...&ref=...).
 */
export function RedirectToWizard({ step }: { step: ApplyStep }) {
  const session = useApplicationSession();
  const { search } = useLocation();
  const target = session ? `${stepPath(step)}${search}` : stepPath('trip');
  return <Navigate to={target} replace />;
}
