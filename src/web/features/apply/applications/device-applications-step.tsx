import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { PlusIcon } from '@/web/components/ui/icons';
import { DeviceApplicationList, LostLinkDisclosure } from '@/web/features/status';
import { STEP_TITLE_ID } from '../components/step-layout';
import { useStartNewApplication } from './use-start-new-application';

/**
 * /apply on a device that holds applications: each with its status and Continue or View, and
 * a new application, whatever state the others are in
 * (docs/requirements/lost-link-and-device-applications.md).
 */
export function DeviceApplicationsStep() {
  const { t } = useTranslation('apply', { useSuspense: true });
  const startNew = useStartNewApplication();
  return (
    <>
      <header className="mb-6">
        <h2
          id={STEP_TITLE_ID}
          data-page-heading
          tabIndex={-1}
          className="text-2xl font-bold text-navy-950 outline-none"
        >
          {t('applications.title')}
        </h2>
        <p className="mt-2 text-slate-700">{t('applications.intro')}</p>
      </header>
      <Button size="lg" onClick={startNew} className="w-full sm:w-auto">
        <PlusIcon />
        {t('applications.startNew')}
      </Button>
      <DeviceApplicationList labelledBy={STEP_TITLE_ID} className="mt-6" />
      <LostLinkDisclosure />
    </>
  );
}
