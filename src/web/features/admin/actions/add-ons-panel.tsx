import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDON_FIELD, ADDON_MAX_BYTES, addOnMimeTypes } from '@/domain/add-ons';
import type { TAdminAddOn, TAdminApplicationDetail } from '@/domain/schemas/admin';
import { staffAccess } from '@/domain/staff-roles';
import { Button } from '@/web/components/ui/button';
import { describedBy, FormField, inputClasses } from '@/web/components/ui/form-field';
import { CheckIcon, ClockIcon, CloseIcon } from '@/web/components/ui/icons';
import { toast } from '@/web/components/ui/toast-store';
import { useLanguage } from '@/web/i18n';
import { ApiError } from '@/web/lib/api-client';
import { useErrorText, type ErrorSource } from '@/web/lib/use-error-text';
import { isSessionLost, staffApi } from '../api/staff-api';
import { formatDateTime } from '../lib/format';
import { saveBlob } from '../lib/save-blob';
import { useStaffMay } from '../staff-role';
import { useApplicationAction } from './use-application-action';

// The extras to deliver (docs/requirements/add-ons.md): for each traveller and each extra the
// application paid for, its state in words and an icon, and while it is owed a file field that
// sends the certificate or QR code to the traveller (again, to correct it).

/** The first problem with a chosen file, as the server would name it. */
function fileProblem(file: File | null): ErrorSource {
  if (!file || file.size === 0) return 'add_on.missing';
  if (file.size > ADDON_MAX_BYTES) return 'add_on.too_large';
  return Object.hasOwn(addOnMimeTypes, file.type) ? null : 'add_on.file_type';
}

export function AddOnsPanel({ application }: { application: TAdminApplicationDetail }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  if (application.addOns.length === 0) return null;
  const owed = application.addOns.filter((a) => a.owed && !a.delivered).length;
  return (
    <section
      aria-labelledby="admin-add-ons"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="admin-add-ons" className="text-lg font-bold text-navy-950">
        {t('addOns.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {owed > 0 ? t('addOns.toSend', { number: owed }) : t('addOns.allSent')}
      </p>
      <ul className="mt-3 grid gap-3">
        {application.addOns.map((addOn) => (
          <AddOnRow
            key={`${addOn.applicantId}:${addOn.kind}`}
            application={application}
            addOn={addOn}
          />
        ))}
      </ul>
    </section>
  );
}

function AddOnRow({
  application,
  addOn,
}: {
  application: TAdminApplicationDetail;
  addOn: TAdminAddOn;
}) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const { language } = useLanguage();
  const errorText = useErrorText();
  const mayDeliver = useStaffMay(staffAccess.customerCare);
  const mayOpen = useStaffMay(staffAccess.documents);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ErrorSource>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const traveller = application.travellers.find((tr) => tr.id === addOn.applicantId);
  const name =
    [traveller?.firstName, traveller?.lastName].filter(Boolean).join(' ') ||
    t('travellers.unnamed', { n: (traveller?.position ?? 0) + 1 });
  const kind = t(`addOns.kind.${addOn.kind}`);
  const id = `add-on-${addOn.applicantId}-${addOn.kind}`;
  const error = errorText(problem);
  const hint = t('addOns.fileHint');

  const deliver = useApplicationAction({
    applicationId: application.id,
    run: (chosen: File) =>
      staffApi.deliverAddOn(application.id, addOn.applicantId, addOn.kind, chosen),
    success: 'addOnDelivered',
    failure: 'addOnFailed',
    onDone: () => {
      // The field is the browser's own: emptied, so the sent file is not offered again.
      formRef.current?.reset();
      setFile(null);
      setProblem(null);
    },
    onRefused: (refusal) => {
      const refused = refusal instanceof ApiError ? refusal.fields[ADDON_FIELD] : undefined;
      if (!refused) return false;
      setProblem(refused);
      document.getElementById(id)?.focus();
      return true;
    },
  });

  const download = async () => {
    if (!addOn.delivered) return;
    try {
      const blob = await staffApi.document(addOn.delivered.documentId, 'original', 'attachment');
      saveBlob(blob, addOn.delivered.fileName);
    } catch (err) {
      if (isSessionLost(err)) return;
      toast({
        title: t('toast.downloadFailed'),
        description: t('toast.downloadFailedBody'),
        variant: 'destructive',
      });
    }
  };

  const State = addOn.delivered ? CheckIcon : addOn.owed ? ClockIcon : CloseIcon;
  return (
    <li className="grid gap-3 rounded-lg border border-slate-200 p-3">
      <div className="min-w-0">
        <p className="font-semibold text-navy-950">{t('addOns.item', { kind, name })}</p>
        <p className="flex items-center gap-1.5 text-sm text-slate-800">
          <State className="size-4 shrink-0" aria-hidden />
          <span>
            {addOn.delivered
              ? t('addOns.state.delivered', {
                  date: formatDateTime(addOn.delivered.deliveredAt, language),
                })
              : addOn.owed
                ? t('addOns.state.owed')
                : t('addOns.state.notOwed')}
          </span>
        </p>
        {addOn.delivered && (
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm break-words text-slate-700">
            <span>{t('addOns.file', { file: addOn.delivered.fileName })}</span>
            {mayOpen && (
              <Button variant="secondary" onClick={() => void download()}>
                {t('addOns.download', { kind, name })}
              </Button>
            )}
          </p>
        )}
      </div>
      {addOn.owed && mayDeliver && (
        <form
          ref={formRef}
          noValidate
          className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            const found = fileProblem(file);
            setProblem(found);
            if (found || !file) {
              document.getElementById(id)?.focus();
              return;
            }
            deliver.mutate(file);
          }}
        >
          <FormField
            id={id}
            label={
              addOn.delivered ? t('addOns.replaceLabel', { kind }) : t('addOns.fileLabel', { kind })
            }
            hint={hint}
            error={error}
          >
            <input
              id={id}
              type="file"
              accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, hint, error)}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                setProblem(chosen ? fileProblem(chosen) : null);
              }}
              className={inputClasses(
                Boolean(error),
                'file:me-3 file:rounded file:border-0 file:bg-navy-50 file:px-3 file:py-1.5 file:font-semibold file:text-navy-800',
              )}
            />
          </FormField>
          <Button type="submit" disabled={deliver.isPending}>
            {t(addOn.delivered ? 'addOns.resend' : 'addOns.send', { kind, name })}
          </Button>
        </form>
      )}
    </li>
  );
}
