import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { FormField, inputClasses } from '@/web/components/ui/form-field';
import { staffApi } from '../api/staff-api';
import { saveBlob } from '../lib/save-blob';
import { useActionFailed } from '../lib/staff-errors';

// The accountant's export on the dashboard, for admins (docs/requirements/receipts.md): every
// receipt, invoice and credit note issued between two days, with the totals, as one CSV file.

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function AccountingExport() {
  const { t } = useTranslation('admin', { useSuspense: true });
  const actionFailed = useActionFailed(t);
  const today = new Date();
  const [from, setFrom] = useState(isoDay(new Date(today.getFullYear(), today.getMonth(), 1, 12)));
  const [to, setTo] = useState(isoDay(today));
  const download = useMutation({
    mutationFn: async () =>
      saveBlob(await staffApi.accountingExport(from, to), `accounting-${from}-to-${to}.csv`),
    onError: (error) => actionFailed(t('toast.downloadFailed'), error),
  });
  return (
    <section
      aria-labelledby="accounting-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="accounting-title" className="text-lg font-bold text-navy-950">
        {t('accounting.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('accounting.lead')}</p>
      <form
        noValidate
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          download.mutate();
        }}
      >
        <FormField id="accounting-from" label={t('accounting.from')}>
          <input
            id="accounting-from"
            type="date"
            value={from}
            max={to}
            onChange={(event) => setFrom(event.target.value)}
            className={inputClasses(false)}
          />
        </FormField>
        <FormField id="accounting-to" label={t('accounting.to')}>
          <input
            id="accounting-to"
            type="date"
            value={to}
            min={from}
            onChange={(event) => setTo(event.target.value)}
            className={inputClasses(false)}
          />
        </FormField>
        <Button type="submit" variant="secondary" inactive={download.isPending || !from || !to}>
          {t('accounting.download')}
        </Button>
      </form>
    </section>
  );
}
