import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/web/lib/use-error-text';
import type { UploadProblem } from '../upload-state';

/** A refused or failed upload in the visitor's language (useErrorText for refusals). */
export function useProblemText() {
  const { t } = useTranslation('apply', { useSuspense: true });
  const errorText = useErrorText();
  return useCallback(
    (problem: UploadProblem): string => {
      if (problem.kind === 'failure') return t(`documents.errors.${problem.reason}`);
      return errorText(problem) ?? t('documents.errors.server');
    },
    [t, errorText],
  );
}
