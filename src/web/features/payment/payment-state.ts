import { paymentReturnResults, type PaymentReturnResult } from '@/domain/schemas/payment';
import type { TPaymentStatusResponse } from '@/domain/schemas/payment';
import { isDraft, isPaid } from '@/domain/status';
import { isUnsuccessful } from '@/domain/payment-status';

// The payment step's states (specification section 4 "Payment state") derived from three things: what
// the gateway's return URL says, what the applicant did on this page, and what the server says.
// The URL never decides success: only the server's status does (the product decisions).

export type PaymentPhase =
  | 'loading' // asking the server for the first time
  | 'pending' // order summary and Pay Securely (also after a cancel on the gateway)
  | 'processing' // Pay pressed: creating the checkout, then leaving for the gateway
  | 'verifying' // back from the gateway with payment=success: waiting for the server to agree
  | 'unconfirmed' // the server has not confirmed it within the wait
  | 'success' // the server says the application is paid
  | 'failed' // declined, or the checkout could not be created
  | 'notReady' // the application is not submitted yet (a draft)
  | 'unavailable'; // the application cannot be loaded (no id, wrong token, network)

export interface GatewayReturn {
  result: PaymentReturnResult | null;
  ref: string | null;
}

/** Reads `payment` and `ref` from the return URL's query string. */
export function parseGatewayReturn(search: string): GatewayReturn {
  const params = new URLSearchParams(search);
  const payment = params.get('payment');
  const result = paymentReturnResults.find((r) => r === payment) ?? null;
  const ref = params.get('ref')?.trim().slice(0, 200) || null;
  return { result, ref };
}

/** The applicant came back without paying; the step clears these from the URL. */
export const isUnpaidReturn = (gatewayReturn: GatewayReturn) =>
  gatewayReturn.result === 'cancelled' || gatewayReturn.result === 'error';

/** What the applicant did on this page. */
export interface LocalState {
  mode: 'auto' | 'paying' | 'payFailed' | 'retry';
  /** The server's message for a refused create call. */
  error?: string;
  /** True once the wait for the server's confirmation ran out (until Check again). */
  timedOut: boolean;
}

export type LocalAction =
  | { type: 'pay' }
  | { type: 'payFailed'; error?: string }
  | { type: 'retry' }
  | { type: 'verifyTimedOut' }
  | { type: 'checkAgain' };

export const initialLocalState: LocalState = { mode: 'auto', timedOut: false };

export function localReducer(state: LocalState, action: LocalAction): LocalState {
  switch (action.type) {
    case 'pay':
      return { mode: 'paying', timedOut: false };
    case 'payFailed':
      return {
        mode: 'payFailed',
        timedOut: false,
        ...(action.error ? { error: action.error } : {}),
      };
    case 'retry':
      return { mode: 'retry', timedOut: false };
    case 'verifyTimedOut':
      return { ...state, timedOut: true };
    case 'checkAgain':
      return { ...state, timedOut: false };
  }
}

export interface PhaseInput {
  hasApplication: boolean;
  gatewayReturn: GatewayReturn;
  local: LocalState;
  server: TPaymentStatusResponse | undefined;
  serverFailed: boolean;
}

export function derivePhase({
  hasApplication,
  gatewayReturn,
  local,
  server,
  serverFailed,
}: PhaseInput): PaymentPhase {
  if (!hasApplication) return 'unavailable';
  // Paid wins over everything the browser believes, in both directions.
  if (server && isPaid(server.status)) return 'success';
  if (local.mode === 'paying') return 'processing';
  if (local.mode === 'payFailed') return 'failed';
  if (local.mode === 'retry') return server ? 'pending' : 'loading';
  // A decline is a failure; a deliberate cancel is not: it goes back to the order (with a note).
  if (gatewayReturn.result === 'error') return 'failed';
  if (!server) {
    if (serverFailed) return 'unavailable';
    return gatewayReturn.result === 'success' ? 'verifying' : 'loading';
  }
  if (isDraft(server.status)) return 'notReady';
  if (gatewayReturn.result === 'success') {
    const payment = server.payment;
    const sameCheckout = !gatewayReturn.ref || payment?.reference === gatewayReturn.ref;
    if (payment && sameCheckout && isUnsuccessful(payment.status)) return 'failed';
    return local.timedOut ? 'unconfirmed' : 'verifying';
  }
  return 'pending';
}
