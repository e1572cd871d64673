import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDocumentView } from '@/domain/documents';
import type { PassportField, TFieldComparison } from '@/domain/passport-check';
import { Button } from '@/web/components/ui/button';
import { AlertIcon, CheckIcon } from '@/web/components/ui/icons';
import { toast } from '@/web/components/ui/toast';
import { applicationQueryKey, type ApplicationSession } from '@/web/features/application-session';
import { useLanguage } from '@/web/i18n';
import { ApiError } from '@/web/lib/api-client';
import { passportValueText } from '../passport-values';
import { useErrorText } from '@/web/lib/use-error-text';
import { documentsApi } from '../api/documents-api';
import { documentsQueryKey } from '../hooks/use-document-uploads';

/**
 * The passport check beside an uploaded passport page (docs/requirements/documents.md,
 * "Passport check"): matched, each differing detail with "Use the passport's value", a name to
 * check, a page that could not be read, and a passport that expires too soon.
 */
export function PassportCheck({
  session,
  document,
}: {
  session: ApplicationSession;
  document: TDocumentView;
}) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const { language } = useLanguage();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const check = document.passportCheck;
  const fix = useMutation({
    mutationFn: (field: PassportField) => documentsApi.passportFix(session, document.id, [field]),
    onSuccess: (updated, field) => {
      queryClient.setQueryData<TDocumentView[]>(documentsQueryKey(session.id), (list = []) =>
        list.map((d) => (d.id === updated.id ? updated : d)),
      );
      void queryClient.invalidateQueries({ queryKey: applicationQueryKey(session.id) });
      setAnnouncement(t('documents.passportCheck.fixed', { field: label(field) }));
    },
    onError: (error) =>
      toast({
        title: t('documents.passportCheck.fixFailed'),
        description: errorText(error instanceof ApiError ? error : undefined),
        variant: 'destructive',
      }),
  });
  if (!check) return null;
  const label = (field: PassportField) => t(`fields.${field}.label`);
  const value = (c: TFieldComparison, which: 'passport' | 'typed') =>
    passportValueText(t, c.field, c[which], language);
  const differing = check.fields.filter((f) => f.state === 'mismatch');
  const uncertain = check.fields.filter((f) => f.state === 'uncertain');
  const expiryProblem =
    check.expiry === 'expired' || check.expiry === 'expiresTooSoon' ? check.expiry : undefined;
  const good = check.outcome === 'matched' && !expiryProblem;

  return (
    <div
      className={`mt-3 rounded-lg p-3 text-sm text-navy-950 ${good ? 'bg-emerald-50' : 'bg-amber-50'}`}
      data-testid="passport-check"
    >
      <p className="flex items-start gap-2 font-semibold">
        {good ? (
          <CheckIcon className="mt-0.5 size-4 shrink-0 text-emerald-700" />
        ) : (
          <AlertIcon className="mt-0.5 size-4 shrink-0 text-amber-700" />
        )}
        <span>{t(`documents.passportCheck.outcome.${check.outcome}`)}</span>
      </p>
      {expiryProblem && (
        <p className="mt-2 font-medium text-red-800">
          {t(`documents.passportCheck.${expiryProblem}`)}
        </p>
      )}
      {differing.length > 0 && (
        <ul className="mt-2 grid gap-3">
          {differing.map((c) => (
            <li key={c.field} className="grid gap-1">
              <p>
                <span className="font-semibold">{label(c.field)}: </span>
                {c.passport
                  ? t('documents.passportCheck.differs', {
                      passport: value(c, 'passport'),
                      typed: value(c, 'typed'),
                    })
                  : t('documents.passportCheck.differsHidden')}
              </p>
              {c.fixable ? (
                <div>
                  <Button
                    variant="secondary"
                    inactive={fix.isPending}
                    onClick={() => fix.mutate(c.field)}
                    aria-label={t('documents.passportCheck.useLabel', { field: label(c.field) })}
                  >
                    {t('documents.passportCheck.use')}
                  </Button>
                </div>
              ) : (
                <p className="text-slate-700">{t('documents.passportCheck.nameByStaff')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {uncertain.length > 0 && (
        <ul className="mt-2 grid gap-1">
          {uncertain.map((c) => (
            <li key={c.field}>
              {t('documents.passportCheck.uncertain', {
                field: label(c.field),
                typed: c.typed,
              })}
            </li>
          ))}
        </ul>
      )}
      {(check.outcome === 'unreadable' || check.outcome === 'unchecked') && (
        <p className="mt-1 text-slate-700">{t(`documents.passportCheck.${check.outcome}Body`)}</p>
      )}
      <p className="sr-only" role="status">
        {announcement}
      </p>
    </div>
  );
}
