import { useTranslation } from 'react-i18next';
import { StaffShell } from '../staff-shell';
import { AuthenticatorChange } from './authenticator-change';
import { ChangePasswordForm } from './change-password-form';

/** /admin/account: the member's own password. */
export function AdminAccountPage() {
  const { t } = useTranslation('admin', { useSuspense: true });
  return (
    <StaffShell title={t('meta.accountTitle')} description={t('meta.accountDescription')}>
      <section aria-labelledby="staff-account-password" className="grid gap-4">
        <h1 id="staff-account-password" className="text-2xl font-bold text-navy-950">
          {t('account.heading')}
        </h1>
        <p className="max-w-2xl text-slate-700">{t('account.lead')}</p>
        <ChangePasswordForm />
      </section>
      <div className="mt-10">
        <AuthenticatorChange />
      </div>
    </StaffShell>
  );
}
