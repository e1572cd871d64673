import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { useFocusOnMount } from '@/web/lib/focus';

/** After enrolment: the ten recovery codes, shown this once, and a confirmation to move on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const [saved, setSaved] = useState(false);
  const checkboxId = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby="staff-recovery-heading" className="grid gap-4">
      <h2
        id="staff-recovery-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-navy-950"
      >
        {t('recovery.heading')}
      </h2>
      <p className="text-slate-700">{t('recovery.lead')}</p>
      <ul
        aria-label={t('recovery.listLabel')}
        dir="ltr"
        className="grid max-w-md grid-cols-2 gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-base text-navy-950"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex items-center gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={saved}
          onChange={(e) => setSaved(e.target.checked)}
          className="size-5 accent-navy-700"
        />
        <label htmlFor={checkboxId} className="font-semibold text-navy-950">
          {t('recovery.confirm')}
        </label>
      </div>
      <div>
        <Button size="lg" inactive={!saved} onClick={onDone}>
          {t('recovery.continue')}
        </Button>
      </div>
    </section>
  );
}
