import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZStaffLoginRequest,
  type TStaffLoginRequest,
  type TStaffLoginResponse,
} from '@/domain/schemas/staff-login';
import { Button } from '@/web/components/ui/button';
import { ErrorSummary, useErrorSummary } from '@/web/components/ui/error-summary';
import { describedBy, FormField, inputClasses } from '@/web/components/ui/form-field';
import { namesItsField, problemAsFieldMessage } from '@/domain/errors/field-message';
import { ApiError } from '@/web/lib/api-client';
import { useErrorText } from '@/web/lib/use-error-text';
import { staffApi } from '../api/staff-api';
import { loginFailed } from './login-toasts';

/** Step 1: username and password; on success the parent moves on to the code. */
export function PasswordForm({
  onChallenge,
}: {
  /** The server's challenge, and the username it is for (drafts are kept per person). */
  onChallenge: (r: TStaffLoginResponse, username: string) => void;
}) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const message = useErrorText();
  const { register, handleSubmit, formState, setError } = useForm<TStaffLoginRequest>({
    resolver: zodResolver(ZStaffLoginRequest),
    defaultValues: { username: '', password: '' },
    shouldFocusError: false, // the error summary takes focus and links to each field
  });
  const {
    setForm,
    setBox,
    items: problems,
    show: showProblems,
    hide: hideProblems,
  } = useErrorSummary();

  const onSubmit = handleSubmit(
    async (values) => {
      hideProblems();
      try {
        onChallenge(await staffApi.login(values), values.username);
      } catch (error) {
        const failure = error instanceof ApiError ? error : new ApiError(0, 'network');
        for (const field of ['username', 'password'] as const) {
          const problem = failure.fields[field];
          if (problem) setError(field, { message: problemAsFieldMessage(problem) });
        }
        const text = message(failure) ?? t('errors.network');
        // Refused fields are listed by name; a refusal of the pair ('Invalid credentials', too
        // many attempts, no network) is the summary's one line, linked to the first field.
        if (failure.fields.username || failure.fields.password) showProblems();
        else showProblems(() => [{ id: 'staff-username', text }]);
        loginFailed(t, text);
      }
    },
    () => showProblems(),
  );

  const errorOf = (field: 'username' | 'password') => message(formState.errors[field]?.message);
  const field = (name: 'username' | 'password', type: string, autoComplete: string) => {
    const id = `staff-${name}`;
    const error = errorOf(name);
    return (
      <FormField
        id={id}
        label={t(`login.${name}`)}
        required
        error={error}
        errorNamesField={namesItsField(formState.errors[name]?.message ?? '')}
      >
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, undefined, error)}
          className={inputClasses(Boolean(error))}
          {...register(name)}
        />
      </FormField>
    );
  };

  return (
    <form ref={setForm} noValidate onSubmit={onSubmit} className="grid gap-5">
      <ErrorSummary items={problems} setBox={setBox} />
      {field('username', 'text', 'username')}
      {field('password', 'password', 'current-password')}
      <div>
        <Button type="submit" size="lg" inactive={formState.isSubmitting}>
          {formState.isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </div>
    </form>
  );
}
