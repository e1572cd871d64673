import { zodResolver } from '@hookform/resolvers/zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { problemAsFieldMessage, namesItsField } from '@/domain/errors/field-message';
import {
  ZInviteStaffRequest,
  type TInviteStaffRequest,
  type TStaffInvitation,
  type TStaffMember,
} from '@/domain/schemas/staff-accounts';
import { STAFF_ROLES, type StaffRole } from '@/domain/staff-roles';
import { Button } from '@/web/components/ui/button';
import { describedBy, FormField, inputClasses } from '@/web/components/ui/form-field';
import { toast } from '@/web/components/ui/toast-store';
import { useLanguage } from '@/web/i18n';
import { ApiError } from '@/web/lib/api-client';
import { isolateLtr } from '@/web/lib/bidi';
import { useErrorText } from '@/web/lib/use-error-text';
import { adminQueryKey, staffMeQueryOptions } from '../api/admin-applications-query';
import { staffApi } from '../api/staff-api';
import { Panel } from '../detail/detail-list';
import { formatDateTime } from '../lib/format';
import { useActionFailed } from '../lib/staff-errors';
import { StaffShell } from '../staff-shell';

const membersQuery = () =>
  queryOptions({
    queryKey: [...adminQueryKey, 'staff'],
    queryFn: ({ signal }) => staffApi.staffMembers(signal),
    staleTime: 0,
  });

/**
 * /admin/staff (admins; docs/requirements/staff-roles.md): the accounts with their role and
 * state; an invitation for a new member; role changes, disabling and resets for the others.
 */
export function AdminStaffPage() {
  const { t } = useTranslation('admin', { useSuspense: true });
  const me = useQuery(staffMeQueryOptions());
  const [invitation, setInvitation] = useState<TStaffInvitation | null>(null);
  return (
    <StaffShell title={t('meta.staffTitle')} description={t('meta.staffDescription')}>
      <h1 className="sr-only">{t('staff.heading')}</h1>
      {me.data && me.data.role !== 'admin' ? (
        <p className="text-slate-700">{t('staff.adminsOnly')}</p>
      ) : (
        <div className="grid grid-cols-1 gap-6">
          <Panel id="staff-invite" title={t('staff.invite.heading')}>
            <InviteForm onInvited={setInvitation} />
          </Panel>
          {invitation && (
            <InvitationLink invitation={invitation} onDone={() => setInvitation(null)} />
          )}
          <Panel id="staff-members" title={t('staff.members.heading')}>
            <MembersTable self={me.data?.username} onInvitation={setInvitation} />
          </Panel>
        </div>
      )}
    </StaffShell>
  );
}

function InviteForm({ onInvited }: { onInvited: (invitation: TStaffInvitation) => void }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const message = useErrorText();
  const actionFailed = useActionFailed(t);
  const queryClient = useQueryClient();
  const form = useForm<TInviteStaffRequest>({
    resolver: zodResolver(ZInviteStaffRequest),
    defaultValues: { username: '', role: 'reviewer' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const invitation = await staffApi.inviteStaff(values);
      form.reset({ username: '', role: values.role });
      onInvited(invitation);
      await queryClient.invalidateQueries({ queryKey: membersQuery().queryKey });
    } catch (error) {
      const problem = error instanceof ApiError ? error.fields.username : undefined;
      if (problem) form.setError('username', { message: problemAsFieldMessage(problem) });
      else actionFailed(t('staff.invite.failed'), error);
    }
  });
  const raw = form.formState.errors.username?.message;
  const error = message(raw);
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end"
    >
      <FormField
        id="staff-invite-username"
        label={t('staff.invite.username')}
        hint={t('staff.invite.usernameHint')}
        required
        error={error}
        errorNamesField={namesItsField(raw ?? '')}
      >
        <input
          id="staff-invite-username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(
            'staff-invite-username',
            t('staff.invite.usernameHint'),
            error,
          )}
          className={inputClasses(Boolean(error))}
          {...form.register('username')}
        />
      </FormField>
      <FormField id="staff-invite-role" label={t('staff.role')} required>
        <select id="staff-invite-role" className={inputClasses(false)} {...form.register('role')}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`staff.roles.${role}`)}
            </option>
          ))}
        </select>
      </FormField>
      <div className="self-end">
        <Button type="submit" inactive={form.formState.isSubmitting}>
          {t('staff.invite.submit')}
        </Button>
      </div>
      <p className="text-sm text-slate-700 sm:col-span-3">{t('staff.rolesExplained')}</p>
    </form>
  );
}

/** The link for the new (or reset) member, shown once to hand over. */
function InvitationLink({
  invitation,
  onDone,
}: {
  invitation: TStaffInvitation;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const { language } = useLanguage();
  const url = `${window.location.origin}${invitation.path}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('staff.link.copied'), variant: 'success' });
    } catch {
      toast({ title: t('staff.link.copyFailed'), variant: 'destructive' });
    }
  };
  return (
    <section
      aria-labelledby="staff-link-heading"
      role="status"
      className="rounded-2xl border border-emerald-300 bg-emerald-50 p-4 sm:p-6"
    >
      <h2 id="staff-link-heading" className="text-lg font-bold text-navy-950">
        {t('staff.link.heading', { username: invitation.username })}
      </h2>
      <p className="mt-2 text-slate-800">
        {t('staff.link.lead', { date: formatDateTime(invitation.expiresAt, language) })}
      </p>
      <label htmlFor="staff-link-url" className="mt-3 block font-semibold text-navy-950">
        {t('staff.link.label')}
      </label>
      <input
        id="staff-link-url"
        dir="ltr"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className={`${inputClasses(false)} mt-1.5 font-mono text-sm`}
      />
      <div className="mt-3 flex flex-wrap gap-3">
        <Button onClick={() => void copy()}>{t('staff.link.copy')}</Button>
        <Button variant="secondary" onClick={onDone}>
          {t('staff.link.done')}
        </Button>
      </div>
    </section>
  );
}

function stateOf(member: TStaffMember): 'disabled' | 'invited' | 'mustChange' | 'active' {
  if (member.disabled) return 'disabled';
  if (member.invited) return 'invited';
  if (member.passwordMustChange) return 'mustChange';
  return 'active';
}

function MembersTable({
  self,
  onInvitation,
}: {
  self: string | undefined;
  onInvitation: (invitation: TStaffInvitation) => void;
}) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const { language } = useLanguage();
  const actionFailed = useActionFailed(t);
  const queryClient = useQueryClient();
  const members = useQuery(membersQuery());
  const update = useMutation({
    mutationFn: ({ id, ...body }: { id: string; role?: StaffRole; disabled?: boolean }) =>
      staffApi.updateStaff(id, body),
    onSuccess: (list) => {
      queryClient.setQueryData(membersQuery().queryKey, list);
      toast({ title: t('staff.updated'), variant: 'success' });
    },
    onError: (error) => actionFailed(t('staff.updateFailed'), error),
  });
  const reset = useMutation({
    mutationFn: (id: string) => staffApi.resetStaff(id),
    onSuccess: async (invitation) => {
      onInvitation(invitation);
      await queryClient.invalidateQueries({ queryKey: membersQuery().queryKey });
    },
    onError: (error) => actionFailed(t('staff.updateFailed'), error),
  });

  if (members.isPending) return <p className="text-slate-700">{t('dashboard.loading')}</p>;
  if (members.isError) return <p className="text-slate-700">{t('staff.members.error')}</p>;
  const busy = update.isPending || reset.isPending;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[40rem] text-start">
        <thead>
          <tr className="border-b border-slate-200 text-sm text-slate-700">
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              {t('staff.members.username')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              {t('staff.role')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              {t('staff.members.state')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              {t('staff.members.lastSignIn')}
            </th>
            <th scope="col" className="py-2 text-start font-semibold">
              <span className="sr-only">{t('staff.members.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.data.map((member) => {
            const isSelf = member.username === self;
            const roleId = `staff-role-${member.id}`;
            return (
              <tr key={member.id} className="border-b border-slate-100 align-middle">
                <th scope="row" className="py-3 pe-3 text-start font-semibold text-navy-950">
                  {isolateLtr(member.username)}
                  {isSelf && (
                    <span className="ms-2 text-sm font-normal text-slate-700">
                      {t('staff.members.you')}
                    </span>
                  )}
                </th>
                <td className="py-3 pe-3">
                  {isSelf ? (
                    t(`staff.roles.${member.role}`)
                  ) : (
                    <>
                      <label htmlFor={roleId} className="sr-only">
                        {t('staff.members.roleOf', { username: member.username })}
                      </label>
                      <select
                        id={roleId}
                        value={member.role}
                        disabled={busy}
                        onChange={(event) =>
                          update.mutate({ id: member.id, role: event.target.value as StaffRole })
                        }
                        className={inputClasses(false)}
                      >
                        {STAFF_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {t(`staff.roles.${role}`)}
                          </option>
                        ))}
                      </select>
                    </>
                  )}
                </td>
                <td className="py-3 pe-3 text-slate-800">
                  {t(`staff.states.${stateOf(member)}`)}
                  {!member.mfa && !member.disabled && (
                    <span className="block text-sm text-slate-700">{t('staff.states.noMfa')}</span>
                  )}
                </td>
                <td className="py-3 pe-3 text-slate-800">
                  {member.lastLoginAt
                    ? formatDateTime(member.lastLoginAt, language)
                    : t('staff.members.never')}
                </td>
                <td className="py-3">
                  {!isSelf && (
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        inactive={busy}
                        aria-label={t(
                          member.disabled ? 'staff.members.enableOf' : 'staff.members.disableOf',
                          { username: member.username },
                        )}
                        onClick={() => update.mutate({ id: member.id, disabled: !member.disabled })}
                      >
                        {t(member.disabled ? 'staff.members.enable' : 'staff.members.disable')}
                      </Button>
                      {!member.disabled && (
                        <Button
                          variant="ghost"
                          inactive={busy}
                          aria-label={t('staff.members.resetOf', { username: member.username })}
                          onClick={() => {
                            if (
                              window.confirm(
                                t('staff.members.resetConfirm', { username: member.username }),
                              )
                            )
                              reset.mutate(member.id);
                          }}
                        >
                          {t('staff.members.reset')}
                        </Button>
                      )}
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
