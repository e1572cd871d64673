import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeReason, TChangeItemView, TChangeRequestView } from '@/domain/change-requests';
import type { DocumentType } from '@/domain/documents';
import { Button } from '@/web/components/ui/button';
import { Container } from '@/web/components/ui/container';
import { inputClasses } from '@/web/components/ui/form-field';
import { CheckIcon } from '@/web/components/ui/icons';
import { FilePicker, preCheck } from '@/web/features/documents';
import { apiRequest, isApiError } from '@/web/lib/api-client';
import { isolateLtr } from '@/web/lib/bidi';
import { useErrorText } from '@/web/lib/use-error-text';

// /fix#token=...: the page behind the change link (docs/requirements/change-requests.md). It
// lists exactly what staff asked for, per traveller, with a file control for each document and
// an input for each field, and nothing else. The token stays in the fragment (never sent as a
// page address) and goes to the API in the Authorization header.

const tokenFromHash = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token');

function ItemForm({ token, item }: { token: string; item: TChangeItemView }) {
  const { t } = useTranslation('status', { useSuspense: true });
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [value, setValue] = useState('');
  // What the browser can tell before sending (type, size), as the documents step does.
  const [problem, setProblem] = useState<ReturnType<typeof preCheck>>();
  const send = useMutation({
    mutationFn: async () => {
      if (item.kind === 'document') {
        const body = new FormData();
        body.set('documentType', item.target);
        body.set('applicant', String(item.position));
        if (file) body.set('file', file);
        return apiRequest(`/api/change-requests/documents/${item.id}`, {
          method: 'POST',
          token,
          body,
        });
      }
      return apiRequest('/api/change-requests/fields', {
        method: 'POST',
        token,
        body: { itemIds: [item.id], values: { [item.target]: value } },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['change-request', token] }),
  });
  const reason = t(`fix.reasons.${item.reason as ChangeReason}`);
  const label =
    item.kind === 'document' ? t('fix.fileLabel', { reason }) : t('fix.valueLabel', { reason });
  if (item.doneAt)
    return (
      <p className="mt-3 flex items-start gap-1.5 text-emerald-800">
        <CheckIcon className="mt-1 size-4 shrink-0" aria-hidden />
        <span>{t('fix.done', { reason })}</span>
      </p>
    );
  const choose = (files: File[]) => {
    const [chosen] = files;
    if (!chosen) return;
    send.reset();
    const refused = preCheck(chosen, item.target as DocumentType, 0);
    setProblem(refused);
    setFile(refused ? null : chosen);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  const error =
    problem?.kind === 'problem'
      ? errorText(problem)
      : isApiError(send.error)
        ? errorText(send.error)
        : send.error
          ? t('fix.failed')
          : undefined;
  const errorId = `${id}-error`;
  return (
    <form onSubmit={submit} className="mt-4 grid justify-items-start gap-2">
      <label htmlFor={item.kind === 'field' ? id : undefined} className="font-semibold">
        {label}
      </label>
      {item.otherText && <p className="break-words text-slate-800">{item.otherText}</p>}
      {item.kind === 'document' ? (
        <>
          <FilePicker
            label={file ? t('fix.chooseAnother') : t('fix.choose')}
            accessibleName={label}
            describedBy={error ? errorId : undefined}
            multiple={false}
            onFiles={choose}
          />
          {file && (
            <p className="break-all text-slate-800">{t('fix.chosen', { name: file.name })}</p>
          )}
        </>
      ) : (
        <input
          id={id}
          type={/Date$/.test(item.target) ? 'date' : 'text'}
          className={inputClasses(Boolean(error), 'max-w-md')}
          value={value}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={send.isPending || (item.kind === 'document' && !file)}>
        {send.isPending ? t('fix.sending') : t('fix.send')}
      </Button>
    </form>
  );
}

export function FixChangesPage() {
  const { t } = useTranslation('status', { useSuspense: true });
  const errorText = useErrorText();
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const query = useQuery({
    queryKey: ['change-request', token],
    queryFn: () => apiRequest<TChangeRequestView>('/api/change-requests', { token: token ?? '' }),
    enabled: token !== null,
    retry: false,
    refetchOnWindowFocus: false,
  });
  // Sent in full: the request is complete and its link answers 410 from then on, whether the
  // traveller just sent the last change here or opens the link again later.
  const completed = isApiError(query.error) && query.error.code === 'change_request.completed';
  const view = completed ? undefined : query.data;
  const travellers = new Map<number, TChangeItemView[]>();
  for (const item of view?.items ?? [])
    travellers.set(item.position, [...(travellers.get(item.position) ?? []), item]);
  const allDone = completed || (view?.items.every((i) => i.doneAt) ?? false);
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-bold text-navy-950">{t('fix.title')}</h1>
      {!token && <p role="alert">{t('fix.noLink')}</p>}
      {query.error && !completed && (
        <p role="alert">{isApiError(query.error) ? errorText(query.error) : t('fix.failed')}</p>
      )}
      {view && (
        <p className="mt-2 text-lg text-slate-800">
          {t('result.title', { number: isolateLtr(view.applicationNumber) })}
        </p>
      )}
      {view && !allDone && <p className="mt-4">{t('fix.intro')}</p>}
      {allDone && (
        <p role="status" className="mt-4">
          {t('fix.allDone')}
        </p>
      )}
      {view &&
        !allDone &&
        [...travellers.entries()].map(([position, items]) => (
          <section key={position} className="mt-6 rounded-xl border border-slate-200 p-4">
            <h2 className="text-xl font-bold">
              {items[0]?.firstName ?? t('fix.traveller', { number: position + 1 })}
            </h2>
            {items.map((item) => (
              <ItemForm key={item.id} token={token ?? ''} item={item} />
            ))}
          </section>
        ))}
    </Container>
  );
}
