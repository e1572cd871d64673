import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { namesItsField } from '@/domain/errors/field-message';
import { Button } from '@/web/components/ui/button';
import { ErrorSummary, useErrorSummary } from '@/web/components/ui/error-summary';
import { FormControls } from '@/web/components/ui/form-controls';
import { describedBy, FormField, inputClasses } from '@/web/components/ui/form-field';
import { lazyResolver } from '@/web/lib/lazy-resolver';
import { useErrorText } from '@/web/lib/use-error-text';
import type { StatusCheckQuery } from '../api/status-queries';

// The server's own schema, downloaded when the visitor moves into the form or at the first Check
// (lib/lazy-resolver.ts): building zod and it while the page hydrates was most of its work.
const statusCheck = lazyResolver<StatusCheckQuery, StatusCheckQuery>(() =>
  import('@/domain/schemas/status-check').then((m) => m.ZStatusCheckQuery),
);

/** A look-up the server refused (not found, too many, no network), shown as the form's problem. */
export interface LookupProblem {
  text: string;
  /** Changes with every refused look-up, so the same refusal twice is said twice. */
  at: number;
}

/**
 * Email and application number, validated with the server's own schema. The GOV.UK error
 * pattern (docs/decisions/0019-error-summary.md): each empty field says the specification's
 * message ('Please fill in all required fields') under it, and the error summary at the top lists
 * them as links, takes focus and puts 'Error: ' in the title. A refused look-up is the summary's
 * one line, linked to the email field.
 */
export function StatusCheckForm({
  onCheck,
  checking,
  lookupProblem,
}: {
  onCheck: (query: StatusCheckQuery) => void;
  checking: boolean;
  lookupProblem?: LookupProblem;
}) {
  const { t } = useTranslation('status', { useSuspense: true });
  const fieldErrorText = useErrorText();
  const { register, handleSubmit, formState } = useForm<StatusCheckQuery>({
    resolver: statusCheck.resolver,
    defaultValues: { email: '', applicationNumber: '' },
    shouldFocusError: false, // the error summary takes focus and links to each field
  });
  const { setForm, setBox, items, show, hide } = useErrorSummary();
  const { errors } = formState;

  const lookupText = lookupProblem?.text;
  const lookupAt = lookupProblem?.at;
  useEffect(() => {
    if (lookupText) show(() => [{ id: 'status-email', text: lookupText }]);
  }, [lookupText, lookupAt, show]);

  const field = (name: keyof StatusCheckQuery, type: 'email' | 'text', autoComplete: string) => {
    const id = `status-${name}`;
    const hint = name === 'applicationNumber' ? t('form.applicationNumberHint') : undefined;
    const error = fieldErrorText(errors[name]?.message);
    return (
      <FormField
        id={id}
        label={t(`form.${name}`)}
        required
        hint={hint}
        error={error}
        errorNamesField={namesItsField(errors[name]?.message ?? '')}
      >
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          spellCheck={false}
          dir={type === 'email' || name === 'applicationNumber' ? 'ltr' : undefined}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={inputClasses(
            Boolean(error),
            name === 'applicationNumber' ? 'uppercase rtl:text-right' : 'rtl:text-right',
          )}
          {...register(name)}
        />
      </FormField>
    );
  };

  return (
    <form
      ref={setForm}
      noValidate
      onFocus={statusCheck.warm}
      onSubmit={(event) => {
        handleSubmit(
          (query) => {
            hide();
            onCheck(query);
          },
          () => show(),
        )(event).catch(() => {
          // The checks could not be downloaded (statusCheck): the look-up's own network
          // message, as the summary's one line; Check tries again.
          show(() => [{ id: 'status-email', text: t('errors.network') }]);
        });
      }}
      className="grid gap-5"
    >
      <FormControls>
        <ErrorSummary items={items} setBox={setBox} />
        {field('email', 'email', 'email')}
        {field('applicationNumber', 'text', 'off')}
        <div>
          <Button type="submit" size="lg" inactive={checking} className="w-full sm:w-auto">
            {checking ? t('form.checking') : t('form.submit')}
          </Button>
        </div>
      </FormControls>
    </form>
  );
}
