import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { problemAsFieldMessage } from '@/domain/errors/field-message';
import type {
  TResumeLinkRequest,
  TResumeLinkRequestInput,
} from '@/domain/schemas/resume-link-request';
import { Button } from '@/web/components/ui/button';
import { FormControls } from '@/web/components/ui/form-controls';
import { describedBy, FormField, inputClasses } from '@/web/components/ui/form-field';
import { AlertIcon, MailIcon } from '@/web/components/ui/icons';
import { isApiError } from '@/web/lib/api-client';
import { lazyResolver } from '@/web/lib/lazy-resolver';
import { useErrorText } from '@/web/lib/use-error-text';
import { requestResumeLink } from '../api/resume-link-request';

const fields = ['email', 'applicationNumber'] as const;
type Field = (typeof fields)[number];

// The server's schema, downloaded when the visitor moves into the form or at the first submit
// (lib/lazy-resolver.ts).
const resumeLink = lazyResolver<TResumeLinkRequestInput, TResumeLinkRequest>(() =>
  import('@/domain/schemas/resume-link-request').then((m) => m.ZResumeLinkRequest),
);

/**
 * "Lost your link?": the email and the application number, for a new resume link
 * (docs/requirements/lost-link-and-device-applications.md). Validated with the server's own
 * schema. The answer is the same whether they match an application or not, and so is what the
 * form says.
 */
export function LostLinkForm() {
  const { t } = useTranslation('status', { useSuspense: true });
  const idPrefix = useId();
  const translate = useErrorText();
  const mutation = useMutation({ mutationFn: requestResumeLink });
  const { register, handleSubmit, formState, setError } = useForm<
    TResumeLinkRequestInput,
    unknown,
    TResumeLinkRequest
  >({
    resolver: resumeLink.resolver,
    defaultValues: { email: '', applicationNumber: '' },
  });
  const done = useRef<HTMLDivElement>(null);
  const failure = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (mutation.isSuccess) done.current?.focus();
  }, [mutation.isSuccess]);
  useEffect(() => {
    if (mutation.isError) failure.current?.focus();
  }, [mutation.isError, mutation.submittedAt]);

  // The checks could not be downloaded (resumeLink): said as a failed request; submit tries again.
  const [checksFailedAt, setChecksFailedAt] = useState<number | null>(null);
  useEffect(() => {
    if (checksFailedAt !== null) failure.current?.focus();
  }, [checksFailedAt]);
  const validateAndSend = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      if (!isApiError(error)) return;
      for (const [field, problem] of Object.entries(error.fields)) {
        if ((fields as readonly string[]).includes(field)) {
          setError(field as FieldPath<TResumeLinkRequestInput>, {
            message: problemAsFieldMessage(problem),
          });
        }
      }
    }
  });
  const onSubmit = (event: FormEvent) => {
    setChecksFailedAt(null);
    validateAndSend(event).catch(() => setChecksFailedAt(Date.now()));
  };

  if (mutation.isSuccess) {
    return (
      <div
        ref={done}
        tabIndex={-1}
        role="status"
        className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-navy-950 outline-none"
      >
        <p className="flex items-center gap-2 font-bold">
          <MailIcon className="text-emerald-700" />
          {t('lostLink.sentTitle')}
        </p>
        <p className="mt-2 text-slate-800">{t('lostLink.sentBody')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => mutation.reset()}>
          {t('lostLink.again')}
        </Button>
      </div>
    );
  }

  const rejected = isApiError(mutation.error) ? mutation.error : undefined;
  const showFailure = (mutation.isError && rejected?.status !== 400) || checksFailedAt !== null;
  const errorOf = (field: Field) => translate(formState.errors[field]?.message);
  const input = (field: Field, type: 'email' | 'text', autoComplete: string) => {
    const id = `${idPrefix}-${field}`;
    const hint = field === 'applicationNumber' ? t('lostLink.applicationNumberHint') : undefined;
    const error = errorOf(field);
    return (
      <FormField id={id} label={t(`lostLink.${field}`)} required hint={hint} error={error}>
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          spellCheck={false}
          dir="ltr"
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={inputClasses(
            Boolean(error),
            field === 'applicationNumber' ? 'uppercase rtl:text-right' : 'rtl:text-right',
          )}
          {...register(field)}
        />
      </FormField>
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} onFocus={resumeLink.warm} className="grid gap-4">
      <FormControls>
        {showFailure && (
          <div
            ref={failure}
            tabIndex={-1}
            role="alert"
            className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-3 text-navy-950 outline-none"
          >
            <AlertIcon className="mt-0.5 text-red-700" />
            <p>{rejected?.status === 429 ? t('lostLink.rateLimited') : t('lostLink.failed')}</p>
          </div>
        )}
        {input('email', 'email', 'email')}
        {input('applicationNumber', 'text', 'off')}
        <div>
          <Button
            type="submit"
            variant="secondary"
            disabled={mutation.isPending}
            className="w-full sm:w-auto"
          >
            {mutation.isPending ? t('lostLink.sending') : t('lostLink.submit')}
          </Button>
        </div>
      </FormControls>
    </form>
  );
}

/**
 * "Lost your link?" folded under the status check. The form is drawn only once it is opened,
 * so the page has one email and one number field until the traveller asks for the other.
 */
export function LostLinkDisclosure() {
  const { t } = useTranslation('status', { useSuspense: true });
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  // Opened before the prerendered page was taken over: the toggle event came too early.
  useEffect(() => setOpen(details.current?.open ?? false), []);
  return (
    <details
      ref={details}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="mt-6 border-t border-slate-200 pt-4"
    >
      <summary className="cursor-pointer font-semibold text-navy-800 underline-offset-4 hover:underline">
        {t('lostLink.title')}
      </summary>
      <p className="mt-2 mb-4 text-slate-700">{t('lostLink.lead')}</p>
      {open && <LostLinkForm />}
    </details>
  );
}
