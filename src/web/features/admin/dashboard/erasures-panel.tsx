import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZCompleteErasureRequest, type TAdminErasure } from '@/domain/schemas/data-rights';
import { Button } from '@/web/components/ui/button';
import { describedBy, FormField, inputClasses } from '@/web/components/ui/form-field';
import { AlertIcon } from '@/web/components/ui/icons';
import { isApiError } from '@/web/lib/api-client';
import { isolateLtr } from '@/web/lib/bidi';
import { useErrorText } from '@/web/lib/use-error-text';
import { adminQueryKey, erasuresQueryOptions } from '../api/admin-applications-query';
import { staffApi } from '../api/staff-api';
import { formatDateTime } from '../lib/format';

// Erasures on the dashboard (docs/requirements/privacy.md, "Access and erasure"): the requests
// travellers made after a government submission, the one due first on top and overdue ones
// marked, each completed here with a record of what was done; and the latest erasures, the
// travellers' own and staff's, by application number only.

function CompleteErasure({ erasure, onDone }: { erasure: TAdminErasure; onDone: () => void }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const id = `erasure-note-${erasure.id}`;
  const complete = useMutation({
    mutationFn: (text: string) => staffApi.completeErasure(erasure.id, text),
    onSuccess: (list) => {
      queryClient.setQueryData(erasuresQueryOptions().queryKey, list);
      void queryClient.invalidateQueries({ queryKey: adminQueryKey });
      onDone();
    },
    onError: (error) => setProblem(errorText(isApiError(error) ? error : undefined)),
  });
  return (
    <form
      noValidate
      className="mt-3 grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = ZCompleteErasureRequest.safeParse({ note });
        if (!parsed.success) {
          setProblem(errorText(parsed.error.issues[0]?.message));
          document.getElementById(id)?.focus();
          return;
        }
        setProblem(undefined);
        complete.mutate(parsed.data.note);
      }}
    >
      <FormField
        id={id}
        label={t('erasures.noteLabel')}
        required
        hint={t('erasures.noteHint')}
        error={problem}
      >
        <textarea
          id={id}
          rows={3}
          aria-required
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy(id, t('erasures.noteHint'), problem)}
          className={inputClasses(Boolean(problem))}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
      <p className="text-sm text-red-800">{t('erasures.final')}</p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" inactive={complete.isPending}>
          {complete.isPending ? t('erasures.completing') : t('erasures.confirm')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('erasures.cancel')}
        </Button>
      </div>
    </form>
  );
}

export function ErasuresPanel() {
  const { t, i18n } = useTranslation('admin', { useSuspense: true });
  const erasures = useQuery(erasuresQueryOptions());
  const [open, setOpen] = useState<string | null>(null);
  const when = (iso: string | null) => formatDateTime(iso, i18n.language);
  const number = (erasure: TAdminErasure) =>
    erasure.applicationId ? (
      <Link
        to={`/admin/applications/${erasure.applicationId}`}
        className="font-semibold text-navy-800 underline underline-offset-2"
      >
        {isolateLtr(erasure.applicationNumber)}
      </Link>
    ) : (
      <span className="font-semibold">{isolateLtr(erasure.applicationNumber)}</span>
    );
  const data = erasures.data;
  // Overdue as of the list's own reading (render stays pure).
  const now = erasures.dataUpdatedAt;

  return (
    <section
      aria-labelledby="erasures-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="erasures-title" className="text-lg font-bold text-navy-950">
        {t('erasures.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('erasures.lead')}</p>
      {erasures.isError && (
        <p role="alert" className="mt-3 flex gap-2 text-red-800">
          <AlertIcon className="mt-0.5" />
          {t('erasures.failed')}
        </p>
      )}
      {data && (
        <>
          {data.open.length === 0 ? (
            <p className="mt-3 text-slate-700">{t('erasures.none')}</p>
          ) : (
            <ul className="mt-3 grid gap-3">
              {data.open.map((erasure) => {
                const overdue = Date.parse(erasure.dueAt) < now;
                return (
                  <li key={erasure.id} className="rounded-xl border border-slate-200 p-3">
                    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                      {number(erasure)}
                      <span className="text-sm text-slate-700">
                        {t('erasures.requested', { date: when(erasure.requestedAt) })}
                      </span>
                      <span
                        className={
                          overdue ? 'text-sm font-semibold text-red-800' : 'text-sm text-slate-700'
                        }
                      >
                        {t('erasures.due', { date: when(erasure.dueAt) })}
                        {overdue && ` (${t('erasures.overdue')})`}
                      </span>
                      {open !== erasure.id && (
                        <Button variant="secondary" onClick={() => setOpen(erasure.id)}>
                          {t('erasures.complete')}
                        </Button>
                      )}
                    </div>
                    {open === erasure.id && (
                      <CompleteErasure erasure={erasure} onDone={() => setOpen(null)} />
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          <h3 className="mt-5 font-semibold text-navy-950">{t('erasures.recentTitle')}</h3>
          {data.completed.length === 0 ? (
            <p className="mt-2 text-slate-700">{t('erasures.recentNone')}</p>
          ) : (
            <ul className="mt-2 grid gap-1 text-sm" aria-label={t('erasures.recentTitle')}>
              {data.completed.map((erasure) => (
                <li key={erasure.id} className="flex flex-wrap gap-x-3">
                  {number(erasure)}
                  <span>{t('erasures.completed', { date: when(erasure.completedAt) })}</span>
                  <span className="text-slate-700">
                    {erasure.completedBy
                      ? t('erasures.byStaff', { name: erasure.completedBy })
                      : t('erasures.byTraveller')}
                  </span>
                  {erasure.note && <span className="text-slate-700">{erasure.note}</span>}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
