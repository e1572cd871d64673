import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TApplicationView } from '@/domain/schemas';
import { InfoIcon } from '@/web/components/ui/icons';
import { stepPath } from '../apply-steps';
import { StepActions, StepHeader } from '../components/step-layout';

const needs = ['passport', 'photo', 'supporting', 'formats'] as const;

/**
 * Step 5. Upload is built in a later issue; until then this page says so plainly and lists what
 * each applicant will need, so nobody waits for a button that is not there.
 */
export function DocumentsStep({ view }: { view: TApplicationView }) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const navigate = useNavigate();
  const paid = view.status !== 'draft' && view.status !== 'submitted';
  return (
    <>
      <StepHeader
        title={t('documents.title')}
        intro={t('documents.intro', { count: view.numberOfApplicants })}
      />
      <div className="flex gap-3 rounded-xl border border-navy-200 bg-navy-50 p-4 text-navy-950">
        <InfoIcon className="mt-0.5 text-navy-700" />
        <div>
          <p className="font-semibold">
            {paid ? t('documents.notYetTitle') : t('documents.afterPaymentTitle')}
          </p>
          <p className="mt-1 text-sm">
            {paid ? t('documents.notYetBody') : t('documents.afterPaymentBody')}
          </p>
        </div>
      </div>
      <h3 className="mt-8 text-lg font-bold text-navy-950">{t('documents.needTitle')}</h3>
      <ul className="mt-3 grid gap-3">
        {needs.map((need) => (
          <li key={need} className="rounded-xl border border-slate-200 p-4">
            <p className="font-semibold text-navy-950">{t(`documents.needs.${need}.title`)}</p>
            <p className="mt-1 text-sm text-slate-700">{t(`documents.needs.${need}.body`)}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-slate-700">
        {t('documents.applicationNumber')}{' '}
        <span className="font-mono font-bold text-navy-950" dir="ltr">
          {view.applicationNumber}
        </span>
      </p>
      {!paid && (
        <StepActions
          onPrevious={() => void navigate(stepPath('payment'))}
          nextLabel={t('documents.goToPayment')}
          onNext={() => void navigate(stepPath('payment'))}
        />
      )}
    </>
  );
}
