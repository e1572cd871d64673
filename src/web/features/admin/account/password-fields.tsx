import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { namesItsField, problemAsFieldMessage } from '@/domain/errors/field-message';
import { useErrorSummary } from '@/web/components/ui/error-summary';
import { describedBy, FormField, inputClasses } from '@/web/components/ui/form-field';
import { ApiError } from '@/web/lib/api-client';
import { useErrorText } from '@/web/lib/use-error-text';

/**
 * One password input of a staff account form, with its label, hint and error (the change of
 * password and the invitation's first password share it).
 */
export function PasswordInput<V extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  autoComplete,
}: {
  form: UseFormReturn<V>;
  name: Path<V>;
  id: string;
  label: string;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  const message = useErrorText();
  const raw = form.formState.errors[name]?.message;
  const error = message(typeof raw === 'string' ? raw : undefined);
  return (
    <FormField
      id={id}
      label={label}
      required
      hint={hint}
      error={error}
      errorNamesField={namesItsField(typeof raw === 'string' ? raw : '')}
    >
      <input
        id={id}
        type="password"
        autoComplete={autoComplete}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClasses(Boolean(error))}
        {...form.register(name)}
      />
    </FormField>
  );
}

/** The hint under a new password: its minimum length. */
export function useNewPasswordHint(min: number): string {
  const { t } = useTranslation('admin', { useSuspense: true });
  return t('account.newPasswordHint', { min });
}

/**
 * A refused staff account form: each refused field gets its message and the summary lists them;
 * any other refusal (a limit, no network) is the summary's one line, linked to `firstId`.
 */
function showRefusal<F extends string>(
  error: unknown,
  { fields, firstId }: { fields: readonly F[]; firstId: string },
  setError: (name: F, error: { message: string }) => void,
  show: ReturnType<typeof useErrorSummary>['show'],
  text: (failure: ApiError) => string,
) {
  const failure = error instanceof ApiError ? error : new ApiError(0, 'network');
  const refused = fields.filter((field) => failure.fields[field]);
  for (const field of refused) {
    const problem = failure.fields[field];
    if (problem) setError(field, { message: problemAsFieldMessage(problem) });
  }
  if (refused.length > 0) show();
  else show(() => [{ id: firstId, text: text(failure) }]);
}

/**
 * The submit of a staff account form with its error summary: an invalid form shows the summary,
 * a valid one runs `action`, and its refusal is shown as showRefusal says.
 */
export function useRefusableSubmit<TIn extends FieldValues, TOut>(
  form: UseFormReturn<TIn, unknown, TOut>,
  refusal: { fields: readonly Path<TIn>[]; firstId: string },
  action: (values: TOut) => Promise<void>,
) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const message = useErrorText();
  const { setForm, setBox, items, show, hide } = useErrorSummary();
  const onSubmit = form.handleSubmit(
    async (values) => {
      hide();
      try {
        await action(values);
      } catch (error) {
        showRefusal(error, refusal, form.setError, show, (f) => message(f) ?? t('errors.network'));
      }
    },
    () => show(),
  );
  return { onSubmit, setForm, setBox, items };
}
