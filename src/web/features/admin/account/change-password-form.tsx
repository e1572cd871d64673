import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  STAFF_PASSWORD_MIN,
  ZChangePasswordRequest,
  type TChangePasswordRequest,
} from '@/domain/schemas/staff-accounts';
import { Button } from '@/web/components/ui/button';
import { ErrorSummary } from '@/web/components/ui/error-summary';
import { toast } from '@/web/components/ui/toast-store';
import { staffMeQueryOptions } from '../api/admin-applications-query';
import { staffApi } from '../api/staff-api';
import { PasswordInput, useNewPasswordHint, useRefusableSubmit } from './password-fields';

/**
 * The member's own password (docs/requirements/staff-roles.md): the current one, then the new.
 * Their other sessions end; this one stays. After a forced change the dashboard opens.
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const queryClient = useQueryClient();
  const hint = useNewPasswordHint(STAFF_PASSWORD_MIN);
  const form = useForm<TChangePasswordRequest>({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: { currentPassword: '', newPassword: '' },
    shouldFocusError: false,
  });
  const { onSubmit, setForm, setBox, items } = useRefusableSubmit(
    form,
    { fields: ['currentPassword', 'newPassword'], firstId: 'staff-current-password' },
    async (values) => {
      await staffApi.changePassword(values);
      form.reset();
      toast({ title: t('account.changed'), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: staffMeQueryOptions().queryKey });
      onChanged?.();
    },
  );

  return (
    <form ref={setForm} noValidate onSubmit={onSubmit} className="grid max-w-md gap-5">
      <ErrorSummary items={items} setBox={setBox} />
      <PasswordInput
        form={form}
        name="currentPassword"
        id="staff-current-password"
        label={t('account.currentPassword')}
        autoComplete="current-password"
      />
      <PasswordInput
        form={form}
        name="newPassword"
        id="staff-new-password"
        label={t('account.newPassword')}
        hint={hint}
        autoComplete="new-password"
      />
      <div>
        <Button type="submit" inactive={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('account.changing') : t('account.change')}
        </Button>
      </div>
    </form>
  );
}
