import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changeReasonCodes,
  isDocumentTarget,
  reasonFits,
  type ChangeReason,
  type ChangeTarget,
  type TChangeItemInput,
} from '@/domain/change-requests';
import { documentTypesFor } from '@/domain/documents';
import type { TAdminApplicationDetail, TAdminTraveller } from '@/domain/schemas/admin';
import { Button } from '@/web/components/ui/button';
import { describedBy, FormField, inputClasses } from '@/web/components/ui/form-field';
import { useErrorText } from '@/web/lib/use-error-text';
import { staffApi } from '../api/staff-api';
import { staffApplicantSections } from '../detail/staff-applicant-fields';
import { ActionDialog } from './action-dialog';
import { useApplicationAction } from './use-application-action';

// Changes asked of one traveller (docs/requirements/change-requests.md): one or more items,
// each a document to replace or a detail to correct, with a preset reason that fits it (or
// "other" with a text). The server checks every rule again; the traveller gets the link.

interface Row {
  key: number;
  target: ChangeTarget;
  reason: ChangeReason;
  otherText: string;
}

const fieldTargets = staffApplicantSections.flatMap((section) => section.fields) as ChangeTarget[];
const firstReasonFor = (target: ChangeTarget) =>
  changeReasonCodes.find((reason) => reasonFits(reason, target)) ?? 'other';

export function RequestChangesDialog({
  application,
  traveller,
  name,
  onOpenChange,
}: {
  application: TAdminApplicationDetail;
  traveller: TAdminTraveller;
  name: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const { t: tApply } = useTranslation('apply', { useSuspense: true });
  const { t: tStatus } = useTranslation('status', { useSuspense: true });
  const errorText = useErrorText();
  const documentTargets = documentTypesFor(application.visaType) as ChangeTarget[];
  const [rows, setRows] = useState<Row[]>([
    { key: 0, target: 'photo', reason: 'photo_background', otherText: '' },
  ]);
  const [showErrors, setShowErrors] = useState(false);
  const request = useApplicationAction({
    applicationId: application.id,
    run: (items: TChangeItemInput[]) => staffApi.requestChanges(application.id, items),
    success: 'changesRequested',
    failure: 'requestChangesFailed',
    onDone: () => onOpenChange(false),
  });
  const targetLabel = (target: ChangeTarget) =>
    isDocumentTarget(target)
      ? tApply(`documents.types.${target}.title`)
      : tApply(`fields.${target}.label`);
  const update = (key: number, change: Partial<Row>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const missingText = (row: Row) => row.reason === 'other' && row.otherText.trim() === '';
  const submit = () => {
    setShowErrors(true);
    if (rows.some(missingText)) return;
    request.mutate(
      rows.map((row) => ({
        applicantId: traveller.id,
        target: row.target,
        reason: row.reason,
        ...(row.reason === 'other' ? { otherText: row.otherText.trim() } : {}),
      })),
    );
  };
  return (
    <ActionDialog
      open
      onOpenChange={onOpenChange}
      title={t('travellers.changesDialog.title', { name })}
      description={t('travellers.changesDialog.description')}
      submitLabel={
        request.isPending
          ? t('travellers.changesDialog.submitting')
          : t('travellers.changesDialog.submit')
      }
      submitting={request.isPending}
      onSubmit={submit}
    >
      {rows.map((row, index) => {
        const n = index + 1;
        const id = `admin-change-${row.key}`;
        const textError =
          showErrors && missingText(row)
            ? errorText('change_request.other_text_required')
            : undefined;
        return (
          <fieldset key={row.key} className="grid gap-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 font-semibold text-navy-950">
              {t('travellers.changesDialog.item', { n })}
            </legend>
            <FormField id={`${id}-target`} label={t('travellers.changesDialog.targetLabel')}>
              <select
                id={`${id}-target`}
                className={inputClasses(false)}
                value={row.target}
                onChange={(event) => {
                  const target = event.target.value as ChangeTarget;
                  update(row.key, {
                    target,
                    reason: reasonFits(row.reason, target) ? row.reason : firstReasonFor(target),
                  });
                }}
              >
                <optgroup label={t('travellers.changesDialog.documentsGroup')}>
                  {documentTargets.map((target) => (
                    <option key={target} value={target}>
                      {targetLabel(target)}
                    </option>
                  ))}
                </optgroup>
                <optgroup label={t('travellers.changesDialog.fieldsGroup')}>
                  {fieldTargets.map((target) => (
                    <option key={target} value={target}>
                      {targetLabel(target)}
                    </option>
                  ))}
                </optgroup>
              </select>
            </FormField>
            <FormField id={`${id}-reason`} label={t('travellers.changesDialog.reasonLabel')}>
              <select
                id={`${id}-reason`}
                className={inputClasses(false)}
                value={row.reason}
                onChange={(event) =>
                  update(row.key, { reason: event.target.value as ChangeReason })
                }
              >
                {changeReasonCodes
                  .filter((reason) => reasonFits(reason, row.target))
                  .map((reason) => (
                    <option key={reason} value={reason}>
                      {tStatus(`fix.reasons.${reason}`)}
                    </option>
                  ))}
              </select>
            </FormField>
            {row.reason === 'other' && (
              <FormField
                id={`${id}-other`}
                label={t('travellers.changesDialog.otherLabel')}
                required
                error={textError}
              >
                <input
                  id={`${id}-other`}
                  type="text"
                  maxLength={500}
                  aria-required
                  aria-invalid={textError ? true : undefined}
                  aria-describedby={describedBy(`${id}-other`, undefined, textError)}
                  className={inputClasses(Boolean(textError))}
                  value={row.otherText}
                  onChange={(event) => update(row.key, { otherText: event.target.value })}
                />
              </FormField>
            )}
            {rows.length > 1 && (
              <Button
                variant="secondary"
                onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
              >
                {t('travellers.changesDialog.remove', { n })}
              </Button>
            )}
          </fieldset>
        );
      })}
      {rows.length < 20 && (
        <Button
          variant="secondary"
          onClick={() =>
            setRows((all) => [
              ...all,
              {
                key: Math.max(...all.map((r) => r.key)) + 1,
                target: 'passport',
                reason: 'passport_page_unreadable',
                otherText: '',
              },
            ])
          }
        >
          {t('travellers.changesDialog.add')}
        </Button>
      )}
    </ActionDialog>
  );
}
