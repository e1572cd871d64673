import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ZAuthenticatorChangeRequest,
  ZAuthenticatorConfirmRequest,
} from '@/domain/schemas/staff-accounts';
import type { TStaffEnrolment } from '@/domain/schemas/staff-login';
import { Button } from '@/web/components/ui/button';
import { ErrorSummary } from '@/web/components/ui/error-summary';
import { describedBy, FormField, inputClasses } from '@/web/components/ui/form-field';
import { toast } from '@/web/components/ui/toast-store';
import { useErrorText } from '@/web/lib/use-error-text';
import { staffApi } from '../api/staff-api';
import { Enrolment } from '../login/enrolment';
import { RecoveryCodes } from '../login/recovery-codes';
import { PasswordInput, useRefusableSubmit } from './password-fields';

type Step =
  | { name: 'closed' }
  | { name: 'password' }
  | { name: 'code'; enrol: TStaffEnrolment }
  | { name: 'recovery'; codes: string[] };

/**
 * A new authenticator app (docs/requirements/staff-roles.md): the password, the new QR code,
 * then a code from the new app; the old app works until that code is accepted.
 */
export function AuthenticatorChange() {
  const { t } = useTranslation('admin', { useSuspense: true });
  const [step, setStep] = useState<Step>({ name: 'closed' });
  return (
    <section aria-labelledby="staff-authenticator" className="grid gap-4">
      <h2 id="staff-authenticator" className="text-2xl font-bold text-navy-950">
        {t('account.authenticator.heading')}
      </h2>
      <p className="max-w-2xl text-slate-700">{t('account.authenticator.lead')}</p>
      {step.name === 'closed' && (
        <div>
          <Button variant="secondary" onClick={() => setStep({ name: 'password' })}>
            {t('account.authenticator.start')}
          </Button>
        </div>
      )}
      {step.name === 'password' && (
        <PasswordStep
          onEnrol={(enrol) => setStep({ name: 'code', enrol })}
          onCancel={() => setStep({ name: 'closed' })}
        />
      )}
      {step.name === 'code' && (
        <div className="grid gap-6">
          <Enrolment enrol={step.enrol} />
          <ConfirmStep
            onConfirmed={(codes) => {
              toast({ title: t('account.authenticator.replaced'), variant: 'success' });
              setStep({ name: 'recovery', codes });
            }}
            onCancel={() => setStep({ name: 'closed' })}
          />
        </div>
      )}
      {step.name === 'recovery' && (
        <RecoveryCodes codes={step.codes} onDone={() => setStep({ name: 'closed' })} />
      )}
    </section>
  );
}

function PasswordStep({
  onEnrol,
  onCancel,
}: {
  onEnrol: (enrol: TStaffEnrolment) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const form = useForm<z.output<typeof ZAuthenticatorChangeRequest>>({
    resolver: zodResolver(ZAuthenticatorChangeRequest),
    defaultValues: { password: '' },
    shouldFocusError: false,
  });
  const { onSubmit, setForm, setBox, items } = useRefusableSubmit(
    form,
    { fields: ['password'], firstId: 'staff-authenticator-password' },
    async (values) => onEnrol(await staffApi.startAuthenticatorChange(values.password)),
  );
  return (
    <form ref={setForm} noValidate onSubmit={onSubmit} className="grid max-w-md gap-5">
      <ErrorSummary items={items} setBox={setBox} />
      <PasswordInput
        form={form}
        name="password"
        id="staff-authenticator-password"
        label={t('account.currentPassword')}
        autoComplete="current-password"
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" inactive={form.formState.isSubmitting}>
          {t('account.authenticator.continue')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('account.authenticator.cancel')}
        </Button>
      </div>
    </form>
  );
}

function ConfirmStep({
  onConfirmed,
  onCancel,
}: {
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const message = useErrorText();
  const form = useForm<
    z.input<typeof ZAuthenticatorConfirmRequest>,
    unknown,
    z.output<typeof ZAuthenticatorConfirmRequest>
  >({
    resolver: zodResolver(ZAuthenticatorConfirmRequest),
    defaultValues: { code: '' },
    shouldFocusError: false,
  });
  const { onSubmit, setForm, setBox, items } = useRefusableSubmit(
    form,
    { fields: ['code'], firstId: 'staff-authenticator-code' },
    async ({ code }) =>
      onConfirmed((await staffApi.confirmAuthenticatorChange(code)).recoveryCodes),
  );
  const error = message(form.formState.errors.code?.message);
  return (
    <form ref={setForm} noValidate onSubmit={onSubmit} className="grid max-w-md gap-5">
      <ErrorSummary items={items} setBox={setBox} />
      <FormField
        id="staff-authenticator-code"
        label={t('account.authenticator.code')}
        required
        error={error}
      >
        <input
          id="staff-authenticator-code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          dir="ltr"
          maxLength={12}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('staff-authenticator-code', undefined, error)}
          className={inputClasses(Boolean(error), 'max-w-xs font-mono tracking-widest')}
          {...form.register('code')}
        />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" inactive={form.formState.isSubmitting}>
          {t('account.authenticator.confirm')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('account.authenticator.cancel')}
        </Button>
      </div>
    </form>
  );
}
