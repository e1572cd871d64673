import type { TFunction } from 'i18next';
import { validationMessages } from '@/domain/messages';
import { toast } from '@/web/components/ui/toast-store';
import { ApiError } from '@/web/lib/api-client';

/** Specification section 8: a refused dashboard call reads 'HTTP error! status: {code}'. */
export function httpErrorText(t: TFunction<'admin'>, error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0;
  return status === 0 ? t('errors.network') : t('errors.httpStatus', { code: status });
}

const knownMessages = new Map<string, 'eVisaPdfOnly' | 'eVisaTooLarge'>([
  [validationMessages.eVisaPdfOnly, 'eVisaPdfOnly'],
  [validationMessages.eVisaTooLarge, 'eVisaTooLarge'],
]);

/**
 * A failed action's toast: the catalogue's title ('Failed to approve application...') and the
 * reason (the server's message, translated when it is one we know, else the HTTP status). A
 * lost session says nothing here: the login page explains it.
 */
export function actionFailed(t: TFunction<'admin'>, title: string, error: unknown) {
  if (error instanceof ApiError && error.status === 401) return;
  const known =
    error instanceof ApiError && error.serverMessage
      ? knownMessages.get(error.serverMessage)
      : undefined;
  const description = known
    ? t(`errors.${known}`)
    : error instanceof ApiError && error.serverMessage && error.status < 500
      ? error.serverMessage
      : httpErrorText(t, error);
  toast({ title, description, variant: 'destructive' });
}
