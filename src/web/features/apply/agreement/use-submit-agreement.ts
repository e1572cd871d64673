import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasUnsupportedCharacters } from '@/domain/schemas/text';
import { toast } from '@/web/components/ui/toast';
import { isApiError, type ApiError } from '@/web/lib/api-client';
import type { ApplicationSession } from '@/web/features/application-session';
import { applicationsApi } from '../api/applications-api';
import { applicationQueryKey } from '@/web/features/application-session';

export interface AgreementInput {
  signerName: string;
  signature: string | null;
  privacyAccepted: boolean;
  termsAccepted: boolean;
}

/** The wizard's step and the standalone page say specification section 8's words for their own flow. */
export type AgreementFlow = 'wizard' | 'standalone';

export const agreementComplete = (input: AgreementInput) =>
  input.privacyAccepted &&
  input.termsAccepted &&
  input.signature !== null &&
  input.signerName.trim() !== '' &&
  !hasUnsupportedCharacters(input.signerName, 'singleLine');

/**
 * Signs (call 3), then asks for the confirmation email (call 4); only both succeeding moves on.
 * Both calls are idempotent on the server, so trying again after a failure is safe.
 */
export function useSubmitAgreement(
  session: ApplicationSession,
  flow: AgreementFlow,
  onDone: () => void,
) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);

  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: applicationQueryKey(session.id) });

  const fail = (error: unknown) => {
    if (!isApiError(error)) throw error;
    setFailure(error);
    const title =
      flow === 'standalone' ? t('agreement.standaloneFailedTitle') : t('agreement.failedTitle');
    const description =
      flow === 'standalone'
        ? error.status === 0
          ? t('agreement.standaloneNetworkError')
          : t('agreement.standaloneFailed')
        : t('agreement.failedBody');
    // Both flows show the failure in the form too (StepAlert).
    toast({ title, description, variant: 'destructive', shownInPage: true });
  };

  /** Runs the calls with the form busy; success refreshes the application and moves on. */
  const run = async (calls: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await calls();
      await refresh();
      onDone();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  /** Only the confirmation: for an agreement signed before whose email call failed. */
  const confirm = () =>
    run(async () => {
      await applicationsApi.sendConfirmation(session);
    });

  const submit = async (input: AgreementInput) => {
    if (!agreementComplete(input) || !input.signature) {
      toast({
        title: t('agreement.requiredTitle'),
        description: t('agreement.requiredBody'),
        variant: 'destructive',
        shownInPage: true, // the error summary and each field say what is missing
      });
      return false;
    }
    const signature = input.signature;
    await run(async () => {
      await applicationsApi.signAgreement(session, {
        customerName: input.signerName.trim(),
        signatureDataUrl: signature,
        privacyAccepted: true,
        termsAccepted: true,
      });
      await applicationsApi.sendConfirmation(session);
      toast({
        title:
          flow === 'standalone' ? t('agreement.standaloneDone') : t('agreement.submittedTitle'),
        description: t('agreement.submittedBody'),
        variant: 'success',
      });
    });
    return true;
  };

  return { submit, confirm, busy, failure };
}
