import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { TStaffLoginResponse } from '@/domain/schemas/staff-login';
import { Container } from '@/web/components/ui/container';
import { AlertIcon } from '@/web/components/ui/icons';
import { useFocusOnMount } from '@/web/lib/focus';
import { CodeForm } from './login/code-form';
import { Enrolment } from './login/enrolment';
import { loginSucceeded } from './login/login-toasts';
import { PasswordForm } from './login/password-form';
import { RecoveryCodes } from './login/recovery-codes';
import { returnPath } from './login/return-path';
import { StaffPageMeta } from './staff-page-meta';
import { staffSession } from './staff-session';

type Step =
  | { name: 'password'; notice?: string }
  | { name: 'code'; login: TStaffLoginResponse; username: string }
  | { name: 'recovery'; codes: string[] };

/** /admin/login: password, then the code (with enrolment on the first sign-in), then codes. */
export function AdminLoginPage() {
  const { t } = useTranslation('admin', { useSuspense: true });
  const navigate = useNavigate();
  const location = useLocation();
  const [next] = useState(() => returnPath(location.state));
  // Read once: after signing in, this page keeps showing the recovery codes.
  const [signedIn] = useState(() => staffSession.token() !== null);
  const [expired] = useState(() => staffSession.wasExpired());
  const [step, setStep] = useState<Step>({ name: 'password' });
  useEffect(() => staffSession.forgetExpired(), []);

  if (signedIn) return <Navigate to={next} replace />;

  const notice = step.name === 'password' ? step.notice : undefined;
  return (
    <Container className="max-w-2xl py-10 sm:py-14">
      <StaffPageMeta title={t('meta.loginTitle')} description={t('meta.loginDescription')} />
      <h1 className="text-3xl font-bold tracking-tight text-navy-950">{t('login.heading')}</h1>
      <p className="mt-3 text-slate-700">{t('login.lead')}</p>
      {(expired || notice) && step.name === 'password' && (
        <div
          role="alert"
          className="mt-6 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-navy-950"
        >
          <AlertIcon className="mt-0.5 text-amber-800" />
          <div>
            <p className="font-semibold">{notice ?? t('login.sessionExpired')}</p>
            {!notice && <p className="mt-1">{t('login.sessionExpiredBody')}</p>}
          </div>
        </div>
      )}
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        {step.name === 'password' && (
          <PasswordForm
            onChallenge={(login, username) => setStep({ name: 'code', login, username })}
          />
        )}
        {step.name === 'code' && (
          <div className="grid gap-8">
            {step.login.enrol ? <Enrolment enrol={step.login.enrol} /> : <CodeStepHeading />}
            <CodeForm
              challenge={step.login.challenge}
              onStartAgain={(reason) => setStep({ name: 'password', notice: reason })}
              onSignedIn={(session) => {
                staffSession.save(session.token, step.username);
                loginSucceeded(t);
                if (session.recoveryCodes?.length) {
                  setStep({ name: 'recovery', codes: session.recoveryCodes });
                } else {
                  void navigate(next, { replace: true });
                }
              }}
            />
          </div>
        )}
        {step.name === 'recovery' && (
          <RecoveryCodes codes={step.codes} onDone={() => void navigate(next, { replace: true })} />
        )}
      </div>
    </Container>
  );
}

/** The code step of an enrolled account: its heading takes focus as it replaces the password. */
function CodeStepHeading() {
  const { t } = useTranslation('admin', { useSuspense: true });
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-navy-950">
        {t('code.heading')}
      </h2>
      <p className="mt-2 text-slate-700">{t('code.lead')}</p>
    </div>
  );
}
