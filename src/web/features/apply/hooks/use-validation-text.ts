import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKey, type MessageKey } from '@/domain/messages';
import { MAX_DRAFT_FIELD_LENGTH } from '@/domain/schemas';

/**
 * Translates a validation message. The shared schemas (and the server) speak English; each text
 * has a key (src/domain/messages.ts) and the wizard shows `validation.<key>` in the visitor's
 * language; a field with its own 'required' text (`fieldRequired.<field>`) shows that. A text without a key (a message only the server knows) is shown as it came.
 */
export function useValidationText() {
  const { t, i18n } = useTranslation('apply', { useSuspense: true });
  return useCallback(
    /** `field`, when given, lets a bare 'required' say what to do ('Choose a visa type'). */
    (message: string | undefined, field?: string): string | undefined => {
      if (!message) return undefined;
      const key: MessageKey | undefined = messageKey(message);
      const named = `fieldRequired.${field}`;
      if (key === 'required' && field && i18n.exists(named, { ns: 'apply' }))
        return t(named as 'fieldRequired.visaType');
      const path = `validation.${key}`;
      if (!key || !i18n.exists(path, { ns: 'apply' })) return message;
      return t(path as 'validation.required', { max: MAX_DRAFT_FIELD_LENGTH });
    },
    [t, i18n],
  );
}
