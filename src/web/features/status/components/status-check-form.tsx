import { zodResolver } from '@hookform/resolvers/zod';
import { FormControls } from '@/web/components/ui/form-controls';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZStatusCheckQuery } from '@/domain/schemas/admin';
import { Button } from '@/web/components/ui/button';
import { describedBy, FormField, inputClasses } from '@/web/components/ui/form-field';
import { AlertIcon } from '@/web/components/ui/icons';
import type { StatusCheckQuery } from '../api/status-queries';
import { useErrorText } from '@/web/lib/use-error-text';

const FORM_ERROR_ID = 'status-check-form-error';

/**
 * Email and application number, validated with the server's own schema. Either one missing
 * gives the specification's single message (section 5), and both fields say which is empty.
 */
export function StatusCheckForm({
  onCheck,
  checking,
}: {
  onCheck: (query: StatusCheckQuery) => void;
  checking: boolean;
}) {
  const { t } = useTranslation('status', { useSuspense: true });
  const fieldErrorText = useErrorText();
  const { register, handleSubmit, formState } = useForm<StatusCheckQuery>({
    resolver: zodResolver(ZStatusCheckQuery),
    defaultValues: { email: '', applicationNumber: '' },
  });
  const { errors } = formState;
  // An empty field is the specification's one message ('Please fill in all required fields').
  const errorText = (name: keyof StatusCheckQuery) => fieldErrorText(errors[name]?.message);
  const formError = errorText('email') ?? errorText('applicationNumber');
  const field = (name: keyof StatusCheckQuery, type: 'email' | 'text', autoComplete: string) => {
    const id = `status-${name}`;
    const hint = name === 'applicationNumber' ? t('form.applicationNumberHint') : undefined;
    const error = errorText(name);
    return (
      <FormField id={id} label={t(`form.${name}`)} required hint={hint}>
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          spellCheck={false}
          dir={type === 'email' || name === 'applicationNumber' ? 'ltr' : undefined}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [describedBy(id, hint), error && FORM_ERROR_ID].filter(Boolean).join(' ') || undefined
          }
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
    <form noValidate onSubmit={handleSubmit(onCheck)} className="grid gap-5">
      <FormControls>
        {formError && (
          <p
            id={FORM_ERROR_ID}
            role="alert"
            className="flex items-center gap-2 rounded-lg border border-red-200 bg-red-50 p-3 font-medium text-red-800"
          >
            <AlertIcon />
            {formError}
          </p>
        )}
        {field('email', 'email', 'email')}
        {field('applicationNumber', 'text', 'off')}
        <div>
          <Button type="submit" size="lg" disabled={checking} className="w-full sm:w-auto">
            {checking ? t('form.checking') : t('form.submit')}
          </Button>
        </div>
      </FormControls>
    </form>
  );
}
