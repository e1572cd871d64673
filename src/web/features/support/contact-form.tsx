import { zodResolver } from '@hookform/resolvers/zod';
import { FormControls } from '@/web/components/ui/form-controls';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZSupportMessageRequest,
  type TSupportMessageInput,
  type TSupportMessageRequest,
} from '@/domain/schemas/support-message';
import { isLanguageCode } from '@/domain/i18n/languages';
import { Button } from '@/web/components/ui/button';
import { ErrorSummary, useErrorSummary } from '@/web/components/ui/error-summary';
import { AlertIcon, CheckIcon } from '@/web/components/ui/icons';
import { isApiError } from '@/web/lib/api-client';
import { isolateLtr } from '@/web/lib/bidi';
import { sendSupportMessage } from '@/web/lib/send-support-message';
import { describedBy, FormField, inputClasses } from '@/web/components/ui/form-field';
import { problemAsFieldMessage } from '@/domain/errors/field-message';
import { useErrorText } from '@/web/lib/use-error-text';
import { namesItsField } from '@/domain/errors/field-message';

const fields = ['name', 'email', 'subject', 'applicationNumber', 'message'] as const;
type Field = (typeof fields)[number];

const emptyForm: TSupportMessageInput = {
  name: '',
  email: '',
  subject: '',
  applicationNumber: '',
  message: '',
};

/** The support page's contact form: validated here and on the server with one schema. */
export function ContactForm() {
  const { t, i18n } = useTranslation('pages', { useSuspense: true });
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<TSupportMessageInput, unknown, TSupportMessageRequest>({
    resolver: zodResolver(ZSupportMessageRequest),
    defaultValues: emptyForm,
    shouldFocusError: false, // the error summary takes focus and links to each field
  });
  const {
    setForm,
    setBox,
    items: problems,
    show: showProblems,
    hide: hideProblems,
  } = useErrorSummary();
  const { register, handleSubmit, setError, formState, reset } = form;
  const mutation = useMutation({ mutationFn: sendSupportMessage });
  const success = useRef<HTMLDivElement>(null);
  const failure = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) success.current?.focus();
  }, [sent]);
  useEffect(() => {
    if (mutation.isError) failure.current?.focus();
  }, [mutation.isError]);

  const translate = useErrorText();

  const onSubmit = handleSubmit(
    async (values) => {
      hideProblems();
      const language = isLanguageCode(i18n.language) ? i18n.language : 'en';
      try {
        const { reference } = await mutation.mutateAsync({ ...values, language });
        setSent(reference);
        reset(emptyForm);
      } catch (error) {
        if (!isApiError(error)) return;
        for (const [field, problem] of Object.entries(error.fields)) {
          if ((fields as readonly string[]).includes(field)) {
            setError(field as FieldPath<TSupportMessageInput>, {
              message: problemAsFieldMessage(problem),
            });
          }
        }
        if (Object.keys(error.fields).length > 0) showProblems();
      }
    },
    () => showProblems(),
  );

  if (sent !== null) {
    return (
      <div
        ref={success}
        tabIndex={-1}
        role="status"
        className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-navy-950 outline-none"
      >
        <p className="flex items-center gap-2 text-lg font-bold">
          <CheckIcon className="text-emerald-700" />
          {t('support.form.successTitle')}
        </p>
        <p className="mt-2 text-slate-800">{t('support.form.successBody')}</p>
        <p className="mt-2 font-semibold text-navy-950">
          {t('support.form.successReference', { reference: isolateLtr(sent) })}
        </p>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            mutation.reset();
            setSent(null);
          }}
        >
          {t('support.form.sendAnother')}
        </Button>
      </div>
    );
  }

  const error = mutation.error;
  const rejected = isApiError(error) ? error : undefined;
  const showFailure = mutation.isError && rejected?.status !== 400;
  const errorOf = (field: Field) => translate(formState.errors[field]?.message);
  /** Whether a field's message names it ('Enter your name'), for the error summary. */
  const namesField = (field: Field) => namesItsField(formState.errors[field]?.message ?? '');
  const text = (field: Field, type: 'text' | 'email' = 'text', autoComplete?: string) => {
    const id = `support-${field}`;
    const hint =
      field === 'applicationNumber' ? t('support.form.applicationNumberHint') : undefined;
    return (
      <FormField
        id={id}
        label={t(`support.form.${field}`)}
        required={field !== 'applicationNumber'}
        hint={hint}
        error={errorOf(field)}
        errorNamesField={namesField(field)}
      >
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          aria-invalid={errorOf(field) ? true : undefined}
          aria-describedby={describedBy(id, hint, errorOf(field))}
          aria-required={field !== 'applicationNumber' ? true : undefined}
          className={inputClasses(Boolean(errorOf(field)))}
          {...register(field)}
        />
      </FormField>
    );
  };

  return (
    <form ref={setForm} noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormControls>
        <ErrorSummary items={problems} setBox={setBox} />
        {showFailure && (
          <div
            ref={failure}
            tabIndex={-1}
            role="alert"
            className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-navy-950 outline-none"
          >
            <AlertIcon className="mt-0.5 text-red-700" />
            <div>
              <p className="font-semibold">{t('support.form.errorTitle')}</p>
              <p className="mt-1">
                {rejected?.status === 429
                  ? t('support.form.rateLimited')
                  : t('support.form.errorBody')}
              </p>
            </div>
          </div>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          {text('name', 'text', 'name')}
          {text('email', 'email', 'email')}
        </div>
        {text('subject')}
        {text('applicationNumber', 'text', 'off')}
        <FormField
          id="support-message"
          label={t('support.form.message')}
          required
          error={errorOf('message')}
          errorNamesField={namesField('message')}
        >
          <textarea
            id="support-message"
            rows={6}
            aria-invalid={errorOf('message') ? true : undefined}
            aria-describedby={describedBy('support-message', undefined, errorOf('message'))}
            aria-required
            className={inputClasses(Boolean(errorOf('message')))}
            {...register('message')}
          />
        </FormField>
        <div>
          <Button type="submit" size="lg" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('support.form.submitting') : t('support.form.submit')}
          </Button>
        </div>
      </FormControls>
    </form>
  );
}
