import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { STAFF_PASSWORD_MIN, ZAcceptInvitationRequest } from '@/domain/schemas/staff-accounts';
import type { TStaffLoginResponse } from '@/domain/schemas/staff-login';
import { Button } from '@/web/components/ui/button';
import { Container } from '@/web/components/ui/container';
import { ErrorSummary } from '@/web/components/ui/error-summary';
import { AlertIcon } from '@/web/components/ui/icons';
import { ApiError } from '@/web/lib/api-client';
import { isolateLtr } from '@/web/lib/bidi';
import { useErrorText } from '@/web/lib/use-error-text';
import { staffApi } from '../api/staff-api';
import { CodeForm } from '../login/code-form';
import { Enrolment } from '../login/enrolment';
import { loginSucceeded } from '../login/login-toasts';
import { RecoveryCodes } from '../login/recovery-codes';
import { StaffPageMeta } from '../staff-page-meta';
import { staffSession } from '../staff-session';
import { PasswordInput, useNewPasswordHint, useRefusableSubmit } from './password-fields';

type Step =
  | { name: 'password' }
  | { name: 'code'; login: TStaffLoginResponse }
  | { name: 'recovery'; codes: string[] };

/** The token rides in the address's fragment, which no request line or access log carries. */
const tokenOfLocation = () => window.location.hash.replace(/^#/, '');

/**
 * /admin/invitation#<token> (docs/requirements/staff-roles.md): the new member chooses a
 * password, enrols the authenticator app and is signed in; the link then no longer works.
 */
export function AdminInvitationPage() {
  const { t } = useTranslation('admin', { useSuspense: true });
  const message = useErrorText();
  const navigate = useNavigate();
  const [token] = useState(tokenOfLocation);
  const [step, setStep] = useState<Step>({ name: 'password' });
  const invitation = useQuery({
    queryKey: ['staff-invitation', token],
    queryFn: () => staffApi.invitation(token),
    enabled: token !== '' && step.name === 'password',
    retry: false,
    staleTime: Infinity,
  });
  const dashboard = () => void navigate('/admin/dashboard', { replace: true });
  const username = invitation.data?.username ?? '';

  return (
    <Container className="max-w-2xl py-10 sm:py-14">
      <StaffPageMeta
        title={t('meta.invitationTitle')}
        description={t('meta.invitationDescription')}
      />
      <h1 className="text-3xl font-bold tracking-tight text-navy-950">{t('invitation.heading')}</h1>
      {token === '' || invitation.isError ? (
        <div
          role="alert"
          className="mt-6 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-navy-950"
        >
          <AlertIcon className="mt-0.5 text-amber-800" />
          <p>
            {(invitation.error instanceof ApiError && message(invitation.error)) ||
              t('invitation.invalid')}
          </p>
        </div>
      ) : (
        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
          {step.name === 'password' &&
            (invitation.data ? (
              <ChoosePassword
                token={token}
                username={username}
                onAccepted={(login) => setStep({ name: 'code', login })}
              />
            ) : (
              <p className="text-slate-700">{t('dashboard.loading')}</p>
            ))}
          {step.name === 'code' && (
            <div className="grid gap-8">
              {step.login.enrol && <Enrolment enrol={step.login.enrol} />}
              <CodeForm
                challenge={step.login.challenge}
                // The link is spent: a lapsed code step continues at the sign-in page.
                onStartAgain={() => void navigate('/admin/login', { replace: true })}
                onSignedIn={(session) => {
                  staffSession.save(session.token, username);
                  loginSucceeded(t);
                  if (session.recoveryCodes?.length) {
                    setStep({ name: 'recovery', codes: session.recoveryCodes });
                  } else dashboard();
                }}
              />
            </div>
          )}
          {step.name === 'recovery' && <RecoveryCodes codes={step.codes} onDone={dashboard} />}
        </div>
      )}
    </Container>
  );
}

const ZChoosePassword = ZAcceptInvitationRequest;

function ChoosePassword({
  token,
  username,
  onAccepted,
}: {
  token: string;
  username: string;
  onAccepted: (login: TStaffLoginResponse) => void;
}) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const hint = useNewPasswordHint(STAFF_PASSWORD_MIN);
  const form = useForm<z.output<typeof ZChoosePassword>>({
    resolver: zodResolver(ZChoosePassword),
    defaultValues: { password: '' },
    shouldFocusError: false,
  });
  const { onSubmit, setForm, setBox, items } = useRefusableSubmit(
    form,
    { fields: ['password'], firstId: 'staff-invitation-password' },
    async ({ password }) => onAccepted(await staffApi.acceptInvitation(token, password)),
  );
  return (
    <form ref={setForm} noValidate onSubmit={onSubmit} className="grid gap-5">
      <p className="text-slate-700">{t('invitation.lead', { username: isolateLtr(username) })}</p>
      <ErrorSummary items={items} setBox={setBox} />
      {/* Lets a password manager store the new password against the right account. */}
      <input type="text" hidden readOnly autoComplete="username" value={username} />
      <PasswordInput
        form={form}
        name="password"
        id="staff-invitation-password"
        label={t('invitation.password')}
        hint={hint}
        autoComplete="new-password"
      />
      <div>
        <Button type="submit" size="lg" inactive={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('login.submitting') : t('invitation.submit')}
        </Button>
      </div>
    </form>
  );
}
