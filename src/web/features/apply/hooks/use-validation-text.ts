import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { parseFieldMessage } from '@/domain/errors/field-message';
import { useErrorText } from '@/web/lib/use-error-text';

/** Codes that say a field is missing: a field with its own words for them shows those. */
const requiredCodes = new Set(['validation.required', 'validation.tourist_validity_required']);

/**
 * A wizard field's message in the visitor's language (useErrorText). A field with its own words
 * for 'required' (`fieldRequired.<field>`: 'Choose a visa type') shows those instead.
 */
export function useValidationText() {
  const { t, i18n } = useTranslation('apply', { useSuspense: true });
  const errorText = useErrorText();
  return useCallback(
    /** `field`, when given, lets a bare 'required' say what to do ('Choose a visa type'). */
    (message: string | undefined, field?: string): string | undefined => {
      if (!message) return undefined;
      const named = `fieldRequired.${field}`;
      if (
        field &&
        requiredCodes.has(parseFieldMessage(message)?.code ?? '') &&
        i18n.exists(named, { ns: 'apply' })
      )
        return t(named as 'fieldRequired.visaType');
      return errorText(message);
    },
    [t, i18n, errorText],
  );
}
