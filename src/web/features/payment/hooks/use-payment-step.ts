import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useReducer, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isPaid } from '@/domain/status';
import {
  applicationQueryKey,
  applicationQueryOptions,
  type ApplicationSession,
} from '@/web/features/application-session';
import { isApiError } from '@/web/lib/api-client';
import { createPayment } from '../api/payment-api';
import { paymentStatusQueryOptions } from '../api/payment-queries';
import {
  derivePhase,
  initialLocalState,
  isUnpaidReturn,
  localReducer,
  parseGatewayReturn,
} from '../payment-state';

/** How often, and how long, to ask the server after the gateway said success. */
const VERIFY_POLL_MS = 1000;
const VERIFY_TIMEOUT_MS = 15_000;
/** specification section 9: the step advances 2 s after a (now verified) successful return. */
const ADVANCE_DELAY_MS = 2000;

export type PayFailureReason = 'creationFailed' | 'tooManyAttempts' | 'network' | 'notReady';

function failureReason(error: unknown): PayFailureReason {
  if (!isApiError(error) || error.status === 0) return 'network';
  if (error.status === 429) return 'tooManyAttempts';
  if (error.status === 409) return 'notReady';
  return 'creationFailed';
}

/** The payment step's data and behaviour; the component only renders what this returns. */
export function usePaymentStep(session: ApplicationSession, onProceed: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the query string is cleared on failure, and the step must remember it anyway.
  const [gatewayReturn] = useState(() => parseGatewayReturn(location.search));
  const [local, dispatch] = useReducer(localReducer, initialLocalState);
  const hasApplication = Boolean(session.id && session.accessToken);
  const queryClient = useQueryClient();

  // The wizard's own query of the application: one cache entry, one fetch.
  const application = useQuery({
    ...applicationQueryOptions(session),
    enabled: hasApplication,
  });

  const waitingForServer =
    gatewayReturn.result === 'success' && local.mode === 'auto' && !local.timedOut;
  const status = useQuery({
    ...paymentStatusQueryOptions(session),
    enabled: hasApplication,
    refetchInterval: (query) =>
      waitingForServer && !(query.state.data && isPaid(query.state.data.status))
        ? VERIFY_POLL_MS
        : false,
  });

  const phase = derivePhase({
    hasApplication,
    gatewayReturn,
    local,
    server: status.data,
    serverFailed: status.isError || application.isError,
  });

  // specification section 4: a cancelled or failed return clears the query string.
  const search = location.search;
  useEffect(() => {
    if (isUnpaidReturn(gatewayReturn) && new URLSearchParams(search).has('payment')) {
      void navigate({ pathname: location.pathname, search: '' }, { replace: true });
    }
  }, [gatewayReturn, search, location.pathname, navigate]);

  const timeOut = useEffectEvent(() => dispatch({ type: 'verifyTimedOut' }));
  useEffect(() => {
    if (phase !== 'verifying') return;
    const timer = window.setTimeout(timeOut, VERIFY_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  // Paid changes the application (status, open steps): the shared view is refreshed before the
  // wizard moves on, or it would still say `submitted` and send the applicant back here.
  const proceedWhenFresh = useCallback(() => {
    void queryClient
      .invalidateQueries({ queryKey: applicationQueryKey(session.id) })
      .then(onProceed);
  }, [queryClient, session.id, onProceed]);
  const proceed = useEffectEvent(proceedWhenFresh);
  const advanceAutomatically = phase === 'success' && gatewayReturn.result === 'success';
  useEffect(() => {
    if (!advanceAutomatically) return;
    const timer = window.setTimeout(proceed, ADVANCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [advanceAutomatically]);

  const { refetch } = status;
  const pay = useCallback(async () => {
    dispatch({ type: 'pay' });
    try {
      const redirectUrl = await createPayment(session);
      // To the gateway's hosted page; the step stays in `processing` until the page unloads.
      window.location.assign(redirectUrl);
    } catch (error) {
      // Already paid (another tab) or not ready: the server's status tells which.
      if (isApiError(error) && error.status === 409) await refetch();
      dispatch({ type: 'payFailed', error: failureReason(error) });
    }
  }, [session, refetch]);

  // Back from the gateway through the browser's Back button: a page restored from the
  // back/forward cache would still say "Taking you to the secure payment page…".
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      dispatch({ type: 'retry' });
      void refetch();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [refetch]);

  const retry = useCallback(() => {
    dispatch({ type: 'retry' });
    void refetch();
  }, [refetch]);

  const checkAgain = useCallback(() => {
    dispatch({ type: 'checkAgain' });
    void refetch();
  }, [refetch]);

  const reload = useCallback(() => {
    void application.refetch();
    void refetch();
  }, [application, refetch]);

  return {
    phase,
    application: application.data,
    payment: status.data?.payment ?? null,
    reference: gatewayReturn.ref ?? status.data?.payment?.reference ?? null,
    failureReason: local.error as PayFailureReason | undefined,
    advancing: advanceAutomatically,
    /** Back from the gateway's cancel link, and not paying again yet. */
    cancelled: gatewayReturn.result === 'cancelled' && local.mode === 'auto',
    pay,
    retry,
    checkAgain,
    reload,
    proceed: proceedWhenFresh,
  };
}
