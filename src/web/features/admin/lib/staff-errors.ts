import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { toast } from '@/web/components/ui/toast-store';
import { ApiError } from '@/web/lib/api-client';
import { useErrorText } from '@/web/lib/use-error-text';

/** Specification section 8: a refused dashboard call reads 'HTTP error! status: {code}'. */
export function httpErrorText(t: TFunction<'admin'>, error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0;
  return status === 0 ? t('errors.network') : t('errors.httpStatus', { code: status });
}

/**
 * A failed action's toast: the catalogue's title ('Failed to approve application...') and the
 * reason: the refusal's own words by its code (useErrorText), else the HTTP status. A lost
 * session says nothing here: the login page explains it.
 */
export function useActionFailed(t: TFunction<'admin'>) {
  const errorText = useErrorText();
  return useCallback(
    (title: string, error: unknown) => {
      if (error instanceof ApiError && error.status === 401) return;
      const description =
        error instanceof ApiError && error.code && error.status < 500
          ? (errorText(error) ?? httpErrorText(t, error))
          : httpErrorText(t, error);
      toast({ title, description, variant: 'destructive' });
    },
    [t, errorText],
  );
}
