import { useTranslation } from 'react-i18next';
import type { TTimelineEntry } from '@/domain/schemas/admin';
import { useLanguage } from '@/web/i18n';
import { isolateAuto, isolateLtr } from '@/web/lib/bidi';
import { cn } from '@/web/lib/cn';
import { formatDateTime, formatMoney } from '../lib/format';
import { Panel } from './detail-list';
import { timelineNotes, timelineText } from './timeline-text';

const kindTone = {
  status: 'bg-navy-700',
  staff: 'bg-saffron-500',
  applicant: 'bg-slate-500',
  email: 'bg-emerald-600',
} as const;

/** Status changes, staff actions (who, what, when, from where), the applicant's own, and emails, oldest first. */
export function TimelinePanel({ timeline }: { timeline: TTimelineEntry[] }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const { language } = useLanguage();
  const entries = [...timeline].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Panel id="admin-timeline" title={t('detail.timeline.heading')}>
      {entries.length === 0 ? (
        <p className="text-slate-700">{t('detail.timeline.none')}</p>
      ) : (
        <ol className="grid gap-4 border-s-2 border-slate-200 ps-5">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="relative">
              <span
                aria-hidden="true"
                className={cn(
                  'absolute -start-[1.72rem] top-1.5 size-3 rounded-full ring-4 ring-white',
                  kindTone[entry.kind],
                )}
              />
              <p className="text-sm text-slate-600">
                <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
                {' · '}
                {t(`detail.timeline.kinds.${entry.kind}`)}
              </p>
              <p className="font-semibold text-navy-950">{timelineText(t, entry)}</p>
              {(entry.actor || entry.ip) && (
                <p className="text-sm text-slate-700">
                  {entry.actor && t('detail.timeline.by', { actor: isolateAuto(entry.actor) })}
                  {entry.actor && entry.ip && ' '}
                  {entry.ip && t('detail.timeline.from', { ip: isolateLtr(entry.ip) })}
                </p>
              )}
              {timelineNotes(t, entry, (c) => formatMoney(c, language)).map((note) => (
                <p key={note} className="text-sm break-words whitespace-pre-line text-slate-700">
                  {note}
                </p>
              ))}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
