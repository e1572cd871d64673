import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { visaLetterFor } from '@/domain/documents';
import type { TApplicationView } from '@/domain/schemas';
import { awaitsDocuments } from '@/domain/status';
import { InfoIcon } from '@/web/components/ui/icons';
import { Ltr } from '@/web/lib/bidi';
import { DocumentsUpload } from '@/web/features/documents';
import type { ApplicationSession } from '@/web/features/application-session';
import { stepPath } from '../apply-steps';
import { StepActions, StepHeader } from '../components/step-layout';
import { useSetApplicationView } from '../hooks/use-application-view';

/** Before payment: what each applicant will need, and the way to the payment step. */
function AfterPayment({ view }: { view: TApplicationView }) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const navigate = useNavigate();
  // The passport and the photo, the letter this visa type needs (none for a tourist), the formats.
  const letter = visaLetterFor(view.visaType);
  const needs = [
    {
      key: 'passport',
      title: t('documents.needs.passport.title'),
      body: t('documents.needs.passport.body'),
    },
    {
      key: 'photo',
      title: t('documents.needs.photo.title'),
      body: t('documents.needs.photo.body'),
    },
    ...(letter
      ? [
          {
            key: letter,
            title: t(`documents.types.${letter}.title`),
            body: t(`documents.types.${letter}.guidance`),
          },
        ]
      : []),
    {
      key: 'formats',
      title: t('documents.needs.formats.title'),
      body: t('documents.needs.formats.body'),
    },
  ];
  return (
    <>
      <div className="flex gap-3 rounded-xl border border-navy-200 bg-navy-50 p-4 text-navy-950">
        <InfoIcon className="mt-0.5 text-navy-700" />
        <div>
          <p className="font-semibold">{t('documents.afterPaymentTitle')}</p>
          <p className="mt-1 text-sm">{t('documents.afterPaymentBody')}</p>
        </div>
      </div>
      <h3 className="mt-8 text-lg font-bold text-navy-950">{t('documents.needTitle')}</h3>
      <ul className="mt-3 grid gap-3">
        {needs.map((need) => (
          <li key={need.key} className="rounded-xl border border-slate-200 p-4">
            <p className="font-semibold text-navy-950">{need.title}</p>
            <p className="mt-1 text-sm text-slate-700">{need.body}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-slate-700">
        {t('documents.applicationNumber')}{' '}
        <Ltr className="font-mono font-bold text-navy-950">{view.applicationNumber}</Ltr>
      </p>
      <StepActions
        onPrevious={() => void navigate(stepPath('payment'))}
        nextLabel={t('documents.goToPayment')}
        onNext={() => void navigate(stepPath('payment'))}
      />
    </>
  );
}

/**
 * Step 5. Upload opens once the payment is confirmed (`paid`); before that the page lists what
 * will be needed. Completing moves the application on, and the wizard to the confirmation.
 */
export function DocumentsStep({
  session,
  view,
}: {
  session: ApplicationSession;
  view: TApplicationView;
}) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const navigate = useNavigate();
  const setView = useSetApplicationView();
  return (
    <>
      <StepHeader
        title={t('documents.title')}
        intro={t('documents.intro', { count: view.numberOfApplicants })}
      />
      {awaitsDocuments(view.status) ? (
        <DocumentsUpload
          session={session}
          view={view}
          onCompleted={(completed) => {
            setView(completed);
            void navigate(stepPath('done'));
          }}
        />
      ) : (
        <AfterPayment view={view} />
      )}
    </>
  );
}
