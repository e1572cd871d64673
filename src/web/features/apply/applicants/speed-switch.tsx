import { createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseFieldMessage } from '@/domain/errors/field-message';
import type { TApplicationView } from '@/domain/schemas';
import type { ProcessingTime } from '@/domain/visa';
import { Button } from '@/web/components/ui/button';
import type { StoredApplicationSession } from '@/web/features/application-session';
import { ApiError } from '@/web/lib/api-client';
import { useErrorText } from '@/web/lib/use-error-text';
import { applicationsApi } from '../api/applications-api';
import { useSetApplicationView } from '../hooks/use-application-view';
import { tripFromView } from '../trip/trip-values';

// When an arrival date is too near for the chosen speed, the refusal names the speed that is in
// time (docs/requirements/processing-and-dates.md); this offers it in one click, instead of
// sending the traveller back to step 1.

/** The speed a refusal of the arrival date suggests, if it suggests one. */
function suggestedSpeed(message: string | undefined): ProcessingTime | undefined {
  const code = message ? parseFieldMessage(message)?.code : undefined;
  if (code === 'trip.normal_too_slow') return 'urgent';
  if (code === 'trip.normal_too_slow_super_urgent' || code === 'trip.urgent_too_slow')
    return 'super-urgent';
  return undefined;
}

type SwitchSpeed = (speed: ProcessingTime) => Promise<void>;
const SpeedSwitchContext = createContext<SwitchSpeed | null>(null);

/** Lets the arrival fields switch the application's speed (step 1's PATCH, with the rest unchanged). */
export function SpeedSwitchProvider({
  session,
  view,
  children,
}: {
  session: StoredApplicationSession;
  view: TApplicationView;
  children: React.ReactNode;
}) {
  const setView = useSetApplicationView();
  const switchSpeed: SwitchSpeed = async (speed) => {
    const updated = await applicationsApi.updateTrip(session, {
      ...tripFromView(view),
      language: view.language,
      processingTime: speed,
    });
    // The form checks the given arrival dates again with the new speed (useApplicantsForm).
    setView(updated);
  };
  return <SpeedSwitchContext.Provider value={switchSpeed}>{children}</SpeedSwitchContext.Provider>;
}

/** Under an arrival date that is too near: a button that switches to the speed in time. */
export function SpeedSuggestion({ message }: { message: string | undefined }) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const errorText = useErrorText();
  const switchSpeed = useContext(SpeedSwitchContext);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const speed = suggestedSpeed(message);
  if (!speed || !switchSpeed) return null;
  const choose = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await switchSpeed(speed);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-2 grid gap-2">
      <Button variant="secondary" onClick={() => void choose()} disabled={busy} aria-busy={busy}>
        {t('applicants.switchSpeed', { speed: t(`trip.processing.options.${speed}`) })}
      </Button>
      {failure !== null && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {errorText(failure instanceof ApiError ? failure : null) ?? t('errors.saveFailed')}
        </p>
      )}
    </div>
  );
}
