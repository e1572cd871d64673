import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import type { PresetConflict } from './trip-presets';

/**
 * Asks which to keep when a link chose a visa type or processing time that differs from the
 * application in progress (trip-presets.ts). Nothing changes until the applicant answers.
 */
export function PresetChoice({
  conflicts,
  onResolve,
}: {
  conflicts: PresetConflict[];
  onResolve: (useChosen: boolean) => void;
}) {
  const { t } = useTranslation('apply', { useSuspense: true });
  if (conflicts.length === 0) return null;
  const label = (conflict: PresetConflict, which: 'chosen' | 'current') =>
    conflict.field === 'visaType'
      ? t(`trip.visaTypes.${conflict[which]}`)
      : t(`trip.processing.options.${conflict[which]}`);
  const chosen = conflicts.map((c) => label(c, 'chosen')).join(', ');
  const current = conflicts.map((c) => label(c, 'current')).join(', ');
  return (
    <section
      aria-labelledby="preset-choice-title"
      className="mb-8 rounded-xl border border-amber-300 bg-amber-50 p-4 text-navy-950"
    >
      <h2 id="preset-choice-title" className="font-semibold">
        {t('trip.preset.title', { chosen })}
      </h2>
      <p className="mt-1 text-sm">{t('trip.preset.body', { current })}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button type="button" onClick={() => onResolve(true)}>
          {t('trip.preset.useChosen', { chosen })}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onResolve(false)}>
          {t('trip.preset.keepCurrent', { current })}
        </Button>
      </div>
    </section>
  );
}
