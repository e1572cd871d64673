import { describe, expect, it } from 'vitest';
import type { TPaymentStatusResponse } from '@/domain/schemas/payment';
import {
  derivePhase,
  initialLocalState,
  localReducer,
  parseGatewayReturn,
  type PhaseInput,
} from './payment-state';

const payment = (
  status: NonNullable<TPaymentStatusResponse['payment']>['status'],
  reference = 'ref_1',
) => ({ status, reference, amount: 23800, currency: 'USD' });

const server = (
  status: TPaymentStatusResponse['status'],
  current: TPaymentStatusResponse['payment'] = null,
): TPaymentStatusResponse => ({ status, payment: current });

const input = (overrides: Partial<PhaseInput> = {}): PhaseInput => ({
  hasApplication: true,
  gatewayReturn: { result: null, ref: null },
  local: initialLocalState,
  server: undefined,
  serverFailed: false,
  ...overrides,
});

const back = (result: 'success' | 'cancelled' | 'error', ref: string | null = 'ref_1') => ({
  gatewayReturn: { result, ref },
});

describe('parseGatewayReturn', () => {
  it('reads payment and ref, ignoring anything it does not know', () => {
    expect(parseGatewayReturn('?payment=success&ref=abc')).toEqual({
      result: 'success',
      ref: 'abc',
    });
    expect(parseGatewayReturn('?payment=cancelled')).toEqual({ result: 'cancelled', ref: null });
    expect(parseGatewayReturn('?payment=paid&ref=')).toEqual({ result: null, ref: null });
    expect(parseGatewayReturn('')).toEqual({ result: null, ref: null });
  });
});

describe('derivePhase', () => {
  it('starts loading, then shows pending for a submitted application', () => {
    expect(derivePhase(input())).toBe('loading');
    expect(derivePhase(input({ server: server('submitted') }))).toBe('pending');
  });

  it('never shows success because the URL says so: it waits for the server', () => {
    expect(derivePhase(input(back('success')))).toBe('verifying');
    const stillPending = server('submitted', payment('pending'));
    expect(derivePhase(input({ ...back('success'), server: stillPending }))).toBe('verifying');
    expect(
      derivePhase(
        input({
          ...back('success'),
          server: stillPending,
          local: { ...initialLocalState, timedOut: true },
        }),
      ),
    ).toBe('unconfirmed');
    expect(derivePhase(input({ ...back('success'), server: server('paid') }))).toBe('success');
  });

  it('shows success whenever the server says paid (or later), whatever the URL says', () => {
    for (const status of ['paid', 'under_review', 'approved', 'rejected'] as const) {
      expect(derivePhase(input({ server: server(status) }))).toBe('success');
      expect(derivePhase(input({ ...back('error'), server: server(status) }))).toBe('success');
    }
  });

  it('an error return is a failure, a cancel goes back to pending; Retry goes to pending', () => {
    expect(derivePhase(input({ ...back('cancelled'), server: server('submitted') }))).toBe(
      'pending',
    );
    expect(derivePhase(input({ ...back('cancelled') }))).toBe('loading');
    expect(derivePhase(input({ ...back('error') }))).toBe('failed');
    const retry = localReducer(initialLocalState, { type: 'retry' });
    expect(
      derivePhase(input({ ...back('error'), local: retry, server: server('submitted') })),
    ).toBe('pending');
  });

  it('a success return for a checkout the server knows failed is a failure', () => {
    const declined = server('submitted', payment('failed', 'ref_1'));
    expect(derivePhase(input({ ...back('success', 'ref_1'), server: declined }))).toBe('failed');
    // A different (older) checkout's failure says nothing about this one.
    expect(derivePhase(input({ ...back('success', 'ref_2'), server: declined }))).toBe('verifying');
  });

  it('Pay shows processing; a refused create shows failed with the server message', () => {
    const paying = localReducer(initialLocalState, { type: 'pay' });
    expect(derivePhase(input({ local: paying, server: server('submitted') }))).toBe('processing');
    const refused = localReducer(paying, { type: 'payFailed', error: 'Payment creation failed' });
    expect(refused.error).toBe('Payment creation failed');
    expect(derivePhase(input({ local: refused, server: server('submitted') }))).toBe('failed');
  });

  it('a draft is not ready to pay; no application or an unreadable one is unavailable', () => {
    expect(derivePhase(input({ server: server('draft') }))).toBe('notReady');
    expect(derivePhase(input({ hasApplication: false }))).toBe('unavailable');
    expect(derivePhase(input({ serverFailed: true }))).toBe('unavailable');
  });

  it('Check again resumes the wait', () => {
    const timedOut = localReducer(initialLocalState, { type: 'verifyTimedOut' });
    expect(timedOut.timedOut).toBe(true);
    expect(localReducer(timedOut, { type: 'checkAgain' }).timedOut).toBe(false);
  });
});
