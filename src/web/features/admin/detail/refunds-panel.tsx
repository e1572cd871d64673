import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZIssueRefundRequest,
  type TAdminApplicationDetail,
  type TIssueRefundRequest,
} from '@/domain/schemas/admin';
import { isPaid } from '@/domain/status';
import { Button } from '@/web/components/ui/button';
import { describedBy, FieldGroup, FormField, inputClasses } from '@/web/components/ui/form-field';
import { useLanguage } from '@/web/i18n';
import { isolateLtr } from '@/web/lib/bidi';
import { useErrorText } from '@/web/lib/use-error-text';
import { ActionDialog } from '../actions/action-dialog';
import { useApplicationAction } from '../actions/use-application-action';
import { staffApi } from '../api/staff-api';
import { formatDateTime, formatMoney } from '../lib/format';
import { Panel } from './detail-list';
import { staffAccess } from '@/domain/staff-roles';
import { useStaffMay } from '../staff-role';

// The refund ledger and the Refund action (docs/requirements/refunds.md): every line with who,
// when, how much, why, the provider's reference and its state; a refund by the rules for a
// traveller (the amount shown) or a custom amount with a reason, never above what remains.

const WHOLE = '';

interface RefundForm {
  /** A traveller's id, or WHOLE for the whole application. */
  target: string;
  mode: 'rules' | 'custom';
  /** US dollars as typed ('12.50'). */
  dollars: string;
  reason: string;
}

/** '12.5' -> 1250 cents; undefined when it is not an amount with at most two decimals. */
function centsOf(dollars: string): number | undefined {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(dollars);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function RefundsPanel({ application: a }: { application: TAdminApplicationDetail }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const { language } = useLanguage();
  const [open, setOpen] = useState(false);
  const mayRefund = useStaffMay(staffAccess.refunds);
  const money = (cents: number) => formatMoney(cents, language, a.currency);
  const nameOf = (applicantId: string | null) => {
    const tr = a.travellers.find((x) => x.id === applicantId);
    if (!tr) return t('refunds.whole');
    const name =
      [tr.firstName, tr.lastName].filter(Boolean).join(' ') ||
      t('travellers.unnamed', { n: tr.position + 1 });
    return t('refunds.for', { name });
  };
  return (
    <Panel id="admin-refunds" title={t('refunds.heading')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-navy-950">
          {t('refunds.remaining', { amount: money(a.refundRemaining) })}
        </p>
        {mayRefund && isPaid(a.status) && a.refundRemaining > 0 && (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('refunds.open')}
          </Button>
        )}
      </div>
      {a.refunds.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('refunds.none')}</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {a.refunds.map((r) => (
            <li key={r.id} className="rounded-lg border border-slate-200 p-3">
              <p className="flex flex-wrap gap-x-3 font-semibold text-navy-950">
                <span className="tabular-nums">{money(r.amount)}</span>
                <span>{t(`refunds.states.${r.state}`)}</span>
                <span className="font-normal text-slate-700">{t(`refunds.kinds.${r.kind}`)}</span>
              </p>
              <p className="text-sm text-slate-700">
                {formatDateTime(r.createdAt, language)} ·{' '}
                {r.staffUser ? t('refunds.by', { username: r.staffUser }) : t('refunds.system')} ·{' '}
                {nameOf(r.applicantId)}
              </p>
              {r.reason && <p className="mt-1 text-sm break-words text-slate-800">{r.reason}</p>}
              {r.providerReference && (
                <p className="mt-1 text-sm text-slate-700">
                  {t('refunds.providerReference', { reference: isolateLtr(r.providerReference) })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {open && <RefundDialog application={a} onOpenChange={setOpen} />}
    </Panel>
  );
}

function RefundDialog({
  application: a,
  onOpenChange,
}: {
  application: TAdminApplicationDetail;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const { language } = useLanguage();
  const errorText = useErrorText();
  const money = (cents: number) => formatMoney(cents, language, a.currency);
  const form = useForm<RefundForm>({
    defaultValues: { target: a.travellers[0]?.id ?? WHOLE, mode: 'rules', dollars: '', reason: '' },
  });
  const refund = useApplicationAction({
    applicationId: a.id,
    run: (body: TIssueRefundRequest) => staffApi.refund(a.id, body),
    success: 'refundIssued',
    failure: 'refundFailed',
    onDone: () => onOpenChange(false),
  });
  const [target, mode] = useWatch({ control: form.control, name: ['target', 'mode'] });
  const traveller = a.travellers.find((tr) => tr.id === target);
  const rulesAmount = traveller
    ? traveller.rulesRefund
    : a.travellers.reduce((sum, tr) => sum + tr.rulesRefund, 0);
  // What a custom refund may reach: for a traveller, what they paid less their refunds.
  const limit = a.refundRemaining;

  const submit = form.handleSubmit((values) => {
    const body = {
      ...(values.target === WHOLE ? {} : { applicantId: values.target }),
      mode: values.mode,
      ...(values.mode === 'custom'
        ? { amount: centsOf(values.dollars) ?? Number.NaN, reason: values.reason }
        : {}),
    };
    const parsed = ZIssueRefundRequest.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'amount' ? 'dollars' : issue.path[0];
        if (field === 'dollars' || field === 'reason')
          form.setError(field, { message: issue.message }, { shouldFocus: true });
      }
      return;
    }
    refund.mutate(parsed.data);
  });

  const amountError = errorText(form.formState.errors.dollars?.message);
  const reasonError = errorText(form.formState.errors.reason?.message);
  const amountHint = t('refunds.dialog.amountHint', { amount: money(limit) });
  const reasonHint = t('actions.rejectDialog.reasonHint');
  return (
    <ActionDialog
      open
      onOpenChange={onOpenChange}
      title={t('refunds.dialog.title', { number: a.applicationNumber })}
      description={t('refunds.dialog.description')}
      submitLabel={refund.isPending ? t('refunds.dialog.submitting') : t('refunds.dialog.submit')}
      submitting={refund.isPending}
      onSubmit={() => void submit()}
    >
      <p className="text-navy-950">
        {t('refunds.remaining', { amount: money(a.refundRemaining) })}
      </p>
      <FormField id="admin-refund-target" label={t('refunds.dialog.forLabel')}>
        <select
          id="admin-refund-target"
          className={inputClasses(false)}
          {...form.register('target')}
        >
          {a.travellers.map((tr) => (
            <option key={tr.id} value={tr.id}>
              {[tr.firstName, tr.lastName].filter(Boolean).join(' ') ||
                t('travellers.unnamed', { n: tr.position + 1 })}
            </option>
          ))}
          <option value={WHOLE}>{t('refunds.whole')}</option>
        </select>
      </FormField>
      <FieldGroup id="admin-refund-mode" legend={t('refunds.dialog.modeLegend')}>
        <div className="grid gap-2">
          {(['rules', 'custom'] as const).map((choice) => (
            <label
              key={choice}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 has-[:checked]:border-navy-700 has-[:checked]:bg-navy-50"
            >
              <input
                type="radio"
                value={choice}
                className="size-5 accent-navy-700"
                {...form.register('mode')}
              />
              <span className="flex-1 text-navy-950">
                {choice === 'rules'
                  ? t('refunds.dialog.modeRules', { amount: money(rulesAmount) })
                  : t('refunds.dialog.modeCustom')}
              </span>
            </label>
          ))}
        </div>
      </FieldGroup>
      {mode === 'custom' && (
        <>
          <FormField
            id="admin-refund-amount"
            label={t('refunds.dialog.amountLabel')}
            required
            hint={amountHint}
            error={amountError}
          >
            <input
              id="admin-refund-amount"
              type="text"
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              aria-required
              aria-invalid={amountError ? true : undefined}
              aria-describedby={describedBy('admin-refund-amount', amountHint, amountError)}
              className={inputClasses(Boolean(amountError))}
              {...form.register('dollars')}
            />
          </FormField>
          <FormField
            id="admin-refund-reason"
            label={t('refunds.dialog.reasonLabel')}
            required
            hint={reasonHint}
            error={reasonError}
          >
            <textarea
              id="admin-refund-reason"
              rows={3}
              maxLength={2000}
              aria-required
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={describedBy('admin-refund-reason', reasonHint, reasonError)}
              className={inputClasses(Boolean(reasonError))}
              {...form.register('reason')}
            />
          </FormField>
        </>
      )}
    </ActionDialog>
  );
}
