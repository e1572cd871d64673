import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZStaffLoginRequest,
  type TStaffLoginRequest,
  type TStaffLoginResponse,
} from '@/domain/schemas/staff-login';
import { Button } from '@/web/components/ui/button';
import { describedBy, FormField, inputClasses } from '@/web/components/ui/form-field';
import { ApiError } from '@/web/lib/api-client';
import { staffApi } from '../api/staff-api';
import { useLoginMessage } from '../login-messages';
import { loginFailed } from './login-toasts';

/** Step 1: username and password; on success the parent moves on to the code. */
export function PasswordForm({ onChallenge }: { onChallenge: (r: TStaffLoginResponse) => void }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const message = useLoginMessage();
  const { register, handleSubmit, formState, setError } = useForm<TStaffLoginRequest>({
    resolver: zodResolver(ZStaffLoginRequest),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      onChallenge(await staffApi.login(values));
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, 'network');
      for (const field of ['username', 'password'] as const) {
        const text = failure.fieldErrors[field];
        if (text) setError(field, { message: text });
      }
      loginFailed(t, failure.status === 0 ? t('errors.network') : message(failure.serverMessage));
    }
  });

  const errorOf = (field: 'username' | 'password') => message(formState.errors[field]?.message);
  const field = (name: 'username' | 'password', type: string, autoComplete: string) => {
    const id = `staff-${name}`;
    const error = errorOf(name);
    return (
      <FormField id={id} label={t(`login.${name}`)} required error={error}>
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
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {field('username', 'text', 'username')}
      {field('password', 'password', 'current-password')}
      <div>
        <Button type="submit" size="lg" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </div>
    </form>
  );
}
