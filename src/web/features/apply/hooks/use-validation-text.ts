import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { namesItsField, parseFieldMessage } from '@/domain/errors/field-message';
import { useErrorText } from '@/web/lib/use-error-text';

// Codes with a field's own words in the wizard (`fieldRequired.<field>` in the apply namespace):
// an empty answer says what to do with that field ('Choose a visa type', 'Select yes if you have
// visited a SAARC country in the last 3 years') instead of the general words the server keeps.
const answerMissing = new Set([
  'validation.required',
  'validation.yes_no_required',
  'validation.tourist_validity_required',
]);

/**
 * The apply namespace's key with the field's own words for `message`, when it has one; `exists`
 * says whether the namespace has a key.
 */
export function ownWordsKey(
  message: string,
  field: string | undefined,
  exists: (key: string) => boolean,
): string | undefined {
  const key = `fieldRequired.${field}`;
  const code = parseFieldMessage(message)?.code;
  return field && code && answerMissing.has(code) && exists(key) ? key : undefined;
}

/**
 * A wizard field's message in the visitor's language (useErrorText), and whether those words
 * name the field (for the error summary: FieldError's `namesField`). A field with its own words
 * for a missing answer (`fieldRequired.<field>`) shows those instead.
 */
export function useValidationText() {
  const { t, i18n } = useTranslation('apply', { useSuspense: true });
  const errorText = useErrorText();
  /** The field's own key for this message, when it has one. */
  const ownWords = useCallback(
    (message: string, field?: string) =>
      ownWordsKey(message, field, (key) => i18n.exists(key, { ns: 'apply' })),
    [i18n],
  );
  const text = useCallback(
    /** `field`, when given, lets a missing answer say what to do ('Choose a visa type'). */
    (message: string | undefined, field?: string): string | undefined => {
      if (!message) return undefined;
      const own = ownWords(message, field);
      return own ? t(own as 'fieldRequired.visaType') : errorText(message);
    },
    [t, ownWords, errorText],
  );
  const namesField = useCallback(
    (message: string | undefined, field?: string): boolean =>
      !message || ownWords(message, field) !== undefined || namesItsField(message),
    [ownWords],
  );
  // Called as text(message, field); text.namesField(message, field) says whether it names the field.
  return useMemo(
    () =>
      Object.assign((message: string | undefined, field?: string) => text(message, field), {
        namesField,
      }),
    [text, namesField],
  );
}
