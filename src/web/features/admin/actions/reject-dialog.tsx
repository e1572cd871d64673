import { staffAccess } from '@/domain/staff-roles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  refundChoices,
  ZRejectApplicationRequest,
  type TRejectApplicationRequest,
} from '@/domain/schemas/admin';
import { describedBy, FieldGroup, FormField, inputClasses } from '@/web/components/ui/form-field';
import { useLanguage } from '@/web/i18n';
import { staffApi } from '../api/staff-api';
import { formatMoney } from '../lib/format';
import { ActionDialog } from './action-dialog';
import type { ActionDialogOpenProps } from './approve-dialog';
import { useApplicationAction } from './use-application-action';
import { useStaffDraft } from './use-staff-draft';
import { useErrorText } from '@/web/lib/use-error-text';
import { useStaffMay } from '../staff-role';

/** Call 12: a reason the customer reads, and how much of the payment goes back. */
export function RejectDialog({ application, open, onOpenChange }: ActionDialogOpenProps) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const errorText = useErrorText();
  const { language } = useLanguage();
  // The server's amounts: the refund rules per traveller (docs/requirements/refunds.md).
  const amounts = application.rejectionRefunds;
  // Refunds are an admin's (docs/requirements/staff-roles.md): a reviewer rejects without one.
  const mayRefund = useStaffMay(staffAccess.refunds);
  const form = useForm<TRejectApplicationRequest>({
    resolver: zodResolver(ZRejectApplicationRequest),
    defaultValues: { reason: '', refund: mayRefund ? 'full' : 'none' },
  });
  const draft = useStaffDraft(form, `reject:${application.id}`, ['reason']);
  const reject = useApplicationAction({
    applicationId: application.id,
    run: (body: TRejectApplicationRequest) => staffApi.reject(application.id, body),
    success: 'applicationRejected',
    failure: 'rejectFailed',
    onDone: () => {
      form.reset();
      draft.drop();
      onOpenChange(false);
    },
  });

  const reasonError = errorText(form.formState.errors.reason?.message);
  const hint = t('actions.rejectDialog.reasonHint');
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('actions.rejectDialog.title', { number: application.applicationNumber })}
      description={t('actions.rejectDialog.description')}
      submitLabel={
        reject.isPending ? t('actions.rejectDialog.submitting') : t('actions.rejectDialog.submit')
      }
      submitting={reject.isPending}
      danger
      onSubmit={() => void form.handleSubmit((values) => reject.mutate(values))()}
    >
      <FormField
        id="admin-reject-reason"
        label={t('actions.rejectDialog.reasonLabel')}
        required
        hint={hint}
        error={reasonError}
      >
        <textarea
          id="admin-reject-reason"
          rows={4}
          maxLength={2000}
          aria-required
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={describedBy('admin-reject-reason', hint, reasonError)}
          className={inputClasses(Boolean(reasonError))}
          {...form.register('reason')}
        />
      </FormField>
      {!mayRefund && <p className="text-slate-700">{t('actions.rejectDialog.noRefundRole')}</p>}
      {mayRefund && (
        <FieldGroup id="admin-reject-refund" legend={t('actions.rejectDialog.refundLegend')}>
          <div className="grid gap-2">
            {refundChoices.map((choice) => (
              <label
                key={choice}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 has-[:checked]:border-navy-700 has-[:checked]:bg-navy-50"
              >
                <input
                  type="radio"
                  value={choice}
                  className="size-5 accent-navy-700"
                  {...form.register('refund')}
                />
                <span className="flex-1 text-navy-950">
                  {t(`actions.rejectDialog.refund.${choice}`)}
                </span>
                <span className="font-semibold text-navy-950 tabular-nums">
                  {formatMoney(amounts[choice], language)}
                </span>
              </label>
            ))}
          </div>
        </FieldGroup>
      )}
    </ActionDialog>
  );
}
