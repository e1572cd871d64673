import { staffAccess } from '@/domain/staff-roles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  GOVERNMENT_REFERENCE_MAX_LENGTH,
  ZGovernmentSubmissionRequest,
  ZRefuseTravellerRequest,
  type TAdminApplicationDetail,
  type TAdminTraveller,
  type TGovernmentSubmissionRequest,
  type TRefuseTravellerRequest,
} from '@/domain/schemas/admin';
import { awaitsDecision, awaitsDocuments, isPaid } from '@/domain/status';
import { awaitsTravellerDecision, type TravellerOutcome } from '@/domain/traveller-outcomes';
import { Button } from '@/web/components/ui/button';
import { useStaffMay } from '../staff-role';
import { describedBy, FormField, inputClasses } from '@/web/components/ui/form-field';
import { CheckIcon, ClockIcon, CloseIcon } from '@/web/components/ui/icons';
import { useLanguage } from '@/web/i18n';
import { isolateLtr } from '@/web/lib/bidi';
import { useErrorText } from '@/web/lib/use-error-text';
import { staffApi, type EVisaUpload } from '../api/staff-api';
import { formatDateTime, formatMoney } from '../lib/format';
import { ActionDialog } from './action-dialog';
import { useEVisaFile } from './evisa-file-field';
import { RequestChangesDialog } from './request-changes-dialog';
import { useApplicationAction } from './use-application-action';
import { useStaffDraft } from './use-staff-draft';

// A decision per traveller (docs/requirements/traveller-decisions.md): each traveller's outcome
// in words and an icon (never colour alone), and while the application is under review an
// Approve (with that traveller's PDF) and a Refuse (with a reason) for each pending traveller.

type Open = {
  kind: 'approve' | 'refuse' | 'submission' | 'govRefund' | 'changes';
  traveller: TAdminTraveller;
} | null;

const outcomeIcon: Record<TravellerOutcome, typeof CheckIcon> = {
  pending: ClockIcon,
  approved: CheckIcon,
  refused: CloseIcon,
};

export function TravellerDecisions({ application }: { application: TAdminApplicationDetail }) {
  // The request-changes dialog names fields and documents in the applicant's words (the apply
  // and status namespaces): loaded with the list, so opening the dialog never suspends the page
  // (which would hide its opener and lose focus).
  const { t } = useTranslation(['admin', 'apply', 'status'], { useSuspense: true });
  const [open, setOpen] = useState<Open>(null);
  const { language } = useLanguage();
  const mayReview = useStaffMay(staffAccess.review);
  const mayRefund = useStaffMay(staffAccess.refunds);
  const deciding = awaitsDecision(application.status) && mayReview;
  // Submission to the government is recorded while paid or under review (refunds.md).
  const submitting = mayReview && (deciding || awaitsDocuments(application.status));
  if (application.travellers.length === 0) return null;
  const nameOf = (tr: TAdminTraveller) =>
    [tr.firstName, tr.lastName].filter(Boolean).join(' ') ||
    t('travellers.unnamed', { n: tr.position + 1 });
  const OpenDialog = open ? dialogs[open.kind] : undefined;
  const onOpenChange = (next: boolean) => {
    if (!next) setOpen(null);
  };
  return (
    <section
      aria-labelledby="admin-travellers"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="admin-travellers" className="text-lg font-bold text-navy-950">
        {t('travellers.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('travellers.intro')}</p>
      <ul className="mt-3 grid gap-3">
        {application.travellers.map((tr) => {
          const Icon = outcomeIcon[tr.outcome];
          const name = nameOf(tr);
          return (
            <li
              key={tr.id}
              className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-3"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-navy-950">{name}</p>
                <p className="flex items-center gap-1.5 text-sm text-slate-800">
                  <Icon className="size-4 shrink-0" aria-hidden />
                  <span>{t(`travellers.outcome.${tr.outcome}`)}</span>
                </p>
                {tr.refusalReason && (
                  <p className="mt-1 text-sm break-words text-slate-700">
                    {t('travellers.reason', { reason: tr.refusalReason })}
                  </p>
                )}
                {tr.eVisaFileName && (
                  <p className="mt-1 text-sm break-words text-slate-700">
                    {t('travellers.file', { file: tr.eVisaFileName })}
                  </p>
                )}
                {tr.govSubmittedAt && tr.govReference && (
                  <p className="mt-1 text-sm break-words text-slate-700">
                    {t('travellers.govSubmitted', {
                      date: formatDateTime(tr.govSubmittedAt, language),
                      reference: isolateLtr(tr.govReference),
                    })}
                  </p>
                )}
                {tr.govFeeRefundedAt && (
                  <p className="mt-1 text-sm text-slate-700">{t('travellers.govFeeRefunded')}</p>
                )}
                {isPaid(application.status) && (
                  <p className="mt-1 text-sm text-slate-700">
                    {tr.rulesCardFeeKept > 0
                      ? t('travellers.rulesRefundCardFee', {
                          amount: formatMoney(tr.rulesRefund, language, application.currency),
                          fee: formatMoney(tr.rulesCardFeeKept, language, application.currency),
                        })
                      : t('travellers.rulesRefund', {
                          amount: formatMoney(tr.rulesRefund, language, application.currency),
                        })}
                  </p>
                )}
              </div>
              {submitting && awaitsTravellerDecision(tr.outcome) && !tr.govSubmittedAt && (
                <Button
                  variant="secondary"
                  onClick={() => setOpen({ kind: 'submission', traveller: tr })}
                >
                  {t('travellers.recordSubmission', { name })}
                </Button>
              )}
              {mayRefund && tr.govSubmittedAt && !tr.govFeeRefundedAt && (
                <Button
                  variant="secondary"
                  onClick={() => setOpen({ kind: 'govRefund', traveller: tr })}
                >
                  {t('travellers.recordGovRefund', { name })}
                </Button>
              )}
              {deciding && awaitsTravellerDecision(tr.outcome) && (
                <div className="flex flex-wrap gap-2">
                  <Button onClick={() => setOpen({ kind: 'approve', traveller: tr })}>
                    {t('travellers.approve', { name })}
                  </Button>
                  <Button
                    variant="danger"
                    onClick={() => setOpen({ kind: 'refuse', traveller: tr })}
                  >
                    {t('travellers.refuse', { name })}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => setOpen({ kind: 'changes', traveller: tr })}
                  >
                    {t('travellers.requestChanges', { name })}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {open && OpenDialog && (
        <OpenDialog
          application={application}
          traveller={open.traveller}
          name={nameOf(open.traveller)}
          onOpenChange={onOpenChange}
        />
      )}
    </section>
  );
}

/** The dialog of each traveller action. */
const dialogs = {
  approve: TravellerApproveDialog,
  refuse: TravellerRefuseDialog,
  submission: GovernmentSubmissionDialog,
  govRefund: GovernmentRefundDialog,
  changes: RequestChangesDialog,
} as const;

interface TravellerDialogProps {
  application: TAdminApplicationDetail;
  traveller: TAdminTraveller;
  name: string;
  onOpenChange: (open: boolean) => void;
}

/**
 * One traveller's e-visa PDF, checked here as the server will, then approved; the server checks
 * it against the traveller and may ask staff to confirm it (evisa-file-field.tsx).
 */
function TravellerApproveDialog({
  application,
  traveller,
  name,
  onOpenChange,
}: TravellerDialogProps) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const eVisa = useEVisaFile('admin-traveller-evisa-file');
  const approve = useApplicationAction({
    applicationId: application.id,
    run: (upload: EVisaUpload) => staffApi.approveTraveller(application.id, traveller.id, upload),
    success: 'travellerApproved',
    failure: 'approveFailed',
    onDone: () => onOpenChange(false),
    onRefused: eVisa.refused,
  });
  return (
    <ActionDialog
      open
      onOpenChange={onOpenChange}
      title={t('travellers.approveDialog.title', { name })}
      description={t('travellers.approveDialog.description')}
      submitLabel={
        approve.isPending
          ? t('actions.approveDialog.submitting')
          : t('travellers.approveDialog.submit')
      }
      submitting={approve.isPending}
      onSubmit={async () => {
        const upload = await eVisa.checked();
        if (upload) approve.mutate(upload);
      }}
    >
      {eVisa.field}
    </ActionDialog>
  );
}

/**
 * One traveller refused with a reason the customer reads, and optionally the refund rules'
 * amount for them given back at once (docs/requirements/refunds.md).
 */
function TravellerRefuseDialog({
  application,
  traveller,
  name,
  onOpenChange,
}: TravellerDialogProps) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const errorText = useErrorText();
  // Refunds are an admin's (docs/requirements/staff-roles.md): a reviewer refuses without one.
  const mayRefund = useStaffMay(staffAccess.refunds);
  const form = useForm<TRefuseTravellerRequest>({
    resolver: zodResolver(ZRefuseTravellerRequest),
    defaultValues: { reason: '', refund: 'none' },
  });
  const draft = useStaffDraft(form, `refuse:${application.id}:${traveller.id}`, ['reason']);
  const { language } = useLanguage();
  const refuse = useApplicationAction({
    applicationId: application.id,
    run: (body: TRefuseTravellerRequest) =>
      staffApi.refuseTraveller(application.id, traveller.id, body),
    success: 'travellerRefused',
    failure: 'rejectFailed',
    onDone: () => {
      draft.drop();
      onOpenChange(false);
    },
  });
  const id = 'admin-traveller-refuse-reason';
  const reasonError = errorText(form.formState.errors.reason?.message);
  const hint = t('actions.rejectDialog.reasonHint');
  return (
    <ActionDialog
      open
      onOpenChange={onOpenChange}
      title={t('travellers.refuseDialog.title', { name })}
      description={t('travellers.refuseDialog.description')}
      submitLabel={
        refuse.isPending
          ? t('travellers.refuseDialog.submitting')
          : t('travellers.refuseDialog.submit')
      }
      submitting={refuse.isPending}
      danger
      onSubmit={() => void form.handleSubmit((values) => refuse.mutate(values))()}
    >
      <FormField
        id={id}
        label={t('travellers.refuseDialog.reasonLabel')}
        required
        hint={hint}
        error={reasonError}
      >
        <textarea
          id={id}
          rows={4}
          maxLength={2000}
          aria-required
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={describedBy(id, hint, reasonError)}
          className={inputClasses(Boolean(reasonError))}
          {...form.register('reason')}
        />
      </FormField>
      {traveller.rulesRefund > 0 && mayRefund && (
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-navy-700"
            onChange={(event) => form.setValue('refund', event.target.checked ? 'rules' : 'none')}
          />
          <span className="text-navy-950">
            {t('travellers.refuseDialog.refundRules', {
              amount: formatMoney(traveller.rulesRefund, language, application.currency),
            })}
          </span>
        </label>
      )}
    </ActionDialog>
  );
}

/** A traveller submitted on the government's portal, with the id the portal gave. */
function GovernmentSubmissionDialog({
  application,
  traveller,
  name,
  onOpenChange,
}: TravellerDialogProps) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const errorText = useErrorText();
  const form = useForm<TGovernmentSubmissionRequest>({
    resolver: zodResolver(ZGovernmentSubmissionRequest),
    defaultValues: { reference: '' },
  });
  const record = useApplicationAction({
    applicationId: application.id,
    run: (body: TGovernmentSubmissionRequest) =>
      staffApi.recordGovernmentSubmission(application.id, traveller.id, body),
    success: 'governmentSubmitted',
    failure: 'recordFailed',
    onDone: () => onOpenChange(false),
  });
  const id = 'admin-government-reference';
  const error = errorText(form.formState.errors.reference?.message);
  const hint = t('travellers.submissionDialog.referenceHint');
  return (
    <ActionDialog
      open
      onOpenChange={onOpenChange}
      title={t('travellers.submissionDialog.title', { name })}
      description={t('travellers.submissionDialog.description')}
      submitLabel={t('travellers.submissionDialog.submit')}
      submitting={record.isPending}
      onSubmit={() => void form.handleSubmit((values) => record.mutate(values))()}
    >
      <FormField
        id={id}
        label={t('travellers.submissionDialog.referenceLabel')}
        required
        hint={hint}
        error={error}
      >
        <input
          id={id}
          type="text"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          maxLength={GOVERNMENT_REFERENCE_MAX_LENGTH + 20}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={inputClasses(Boolean(error))}
          {...form.register('reference')}
        />
      </FormField>
    </ActionDialog>
  );
}

/** The government refunded its fee for a submitted traveller: the rules then give it back. */
function GovernmentRefundDialog({
  application,
  traveller,
  name,
  onOpenChange,
}: TravellerDialogProps) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const record = useApplicationAction({
    applicationId: application.id,
    run: () => staffApi.recordGovernmentFeeRefunded(application.id, traveller.id),
    success: 'governmentFeeRefunded',
    failure: 'recordFailed',
    onDone: () => onOpenChange(false),
  });
  return (
    <ActionDialog
      open
      onOpenChange={onOpenChange}
      title={t('travellers.govRefundDialog.title', { name })}
      description={t('travellers.govRefundDialog.description')}
      submitLabel={t('travellers.govRefundDialog.submit')}
      submitting={record.isPending}
      onSubmit={() => record.mutate(undefined)}
    >
      {null}
    </ActionDialog>
  );
}
