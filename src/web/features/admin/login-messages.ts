import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { validationMessages } from '@/domain/messages';
import { staffLoginMessages } from '@/domain/schemas/staff-login';

// The sign-in calls and schemas speak English; the page shows `admin:errors.<key>`.
const keyByText = new Map<
  string,
  keyof typeof staffLoginMessages | 'usernameRequired' | 'passwordRequired' | 'invalidCharacters'
>([
  ...(Object.entries(staffLoginMessages) as [keyof typeof staffLoginMessages, string][]).map(
    ([key, text]) => [text, key] as const,
  ),
  [validationMessages.usernameRequired, 'usernameRequired'],
  [validationMessages.passwordRequired, 'passwordRequired'],
  [validationMessages.invalidCharacters, 'invalidCharacters'],
]);

/** Translates a sign-in message; one the page does not know is shown as it came. */
export function useLoginMessage() {
  const { t } = useTranslation('admin', { useSuspense: true });
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      const key = keyByText.get(message);
      return key ? t(`errors.${key}`) : message;
    },
    [t],
  );
}
