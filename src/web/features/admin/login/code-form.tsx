import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '@/web/lib/bidi';
import { z } from 'zod';
import { ZStaffTotpRequest, type TStaffSessionResponse } from '@/domain/schemas/staff-login';
import { Button } from '@/web/components/ui/button';
import { ErrorSummary, useErrorSummary } from '@/web/components/ui/error-summary';
import { describedBy, FormField, inputClasses } from '@/web/components/ui/form-field';
import { fieldMessage } from '@/domain/errors/field-message';
import { ApiError } from '@/web/lib/api-client';
import { useErrorText } from '@/web/lib/use-error-text';
import { staffApi } from '../api/staff-api';
import { loginFailed } from './login-toasts';

const ZCodeForm = z.object({ code: ZStaffTotpRequest.shape.code });
type CodeInput = z.input<typeof ZCodeForm>;
type CodeOutput = z.output<typeof ZCodeForm>;

export interface CodeFormProps {
  challenge: string;
  onSignedIn: (session: TStaffSessionResponse) => void;
  /** The challenge is used up or expired: back to the password. */
  onStartAgain: (reason?: string) => void;
}

/** Step 2: the six-digit code from the app, or a recovery code. */
export function CodeForm({ challenge, onSignedIn, onStartAgain }: CodeFormProps) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const message = useErrorText();
  const { register, handleSubmit, formState, setError, resetField } = useForm<
    CodeInput,
    unknown,
    CodeOutput
  >({ resolver: zodResolver(ZCodeForm), defaultValues: { code: '' }, shouldFocusError: false });
  const {
    setForm,
    setBox,
    items: problems,
    show: showProblems,
    hide: hideProblems,
  } = useErrorSummary();

  const onSubmit = handleSubmit(
    async ({ code }) => {
      hideProblems();
      try {
        onSignedIn(await staffApi.loginWithCode({ challenge, code }));
      } catch (error) {
        const failure = error instanceof ApiError ? error : new ApiError(0, 'network');
        const text = message(failure) ?? t('errors.network');
        loginFailed(t, text);
        if (failure.code === 'staff.challenge_expired') return onStartAgain(text);
        resetField('code');
        setError(
          'code',
          { message: failure.code ?? fieldMessage('staff.totp_invalid') },
          { shouldFocus: true },
        );
      }
    },
    () => showProblems(),
  );

  const error = message(formState.errors.code?.message);
  // The example keeps its left-to-right order inside an Arabic sentence.
  const hint = t('code.hint', { example: isolateLtr('ABCD-EFGH-JKMN-PQRS') });
  return (
    <form ref={setForm} noValidate onSubmit={onSubmit} className="grid gap-5">
      <ErrorSummary items={problems} setBox={setBox} />
      <FormField id="staff-code" label={t('code.label')} required hint={hint} error={error}>
        <input
          id="staff-code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          maxLength={24}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('staff-code', hint, error)}
          className={inputClasses(Boolean(error), 'max-w-xs font-mono tracking-widest')}
          {...register('code')}
        />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" inactive={formState.isSubmitting}>
          {formState.isSubmitting ? t('code.submitting') : t('code.submit')}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => onStartAgain()}>
          {t('code.startAgain')}
        </Button>
      </div>
    </form>
  );
}
