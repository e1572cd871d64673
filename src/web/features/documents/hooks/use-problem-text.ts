import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMessage } from '@/domain/messages';
import type { UploadProblem } from '../upload-state';

/**
 * A refusal in the visitor's language: `validation.<key>` filled with the values the server's
 * English text carried; the English itself for a key this language does not have yet.
 */
export function useProblemText() {
  const { t, i18n } = useTranslation('apply', { useSuspense: true });
  return useCallback(
    (problem: UploadProblem): string => {
      switch (problem.kind) {
        case 'text':
          return problem.text;
        case 'failure':
          return t(`documents.errors.${problem.reason}`);
        case 'message': {
          const path = `validation.${problem.key}`;
          if (!i18n.exists(path, { ns: 'apply' }))
            return formatMessage(problem.key, problem.params);
          return t(path as 'validation.required', problem.params);
        }
      }
    },
    [t, i18n],
  );
}
