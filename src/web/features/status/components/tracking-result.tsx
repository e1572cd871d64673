import { useEffect, useRef } from 'react';
import type { TTrackingResult } from '@/domain/schemas/admin';
import { customerStatusKey } from '@/domain/status';
import { isolateLtr } from '@/web/lib/bidi';
import type { Bilingual } from '../hooks/use-bilingual';
import { BothLanguages } from './both-languages';
import { StatusBadge } from '@/web/components/ui/status-badge';
import { TrackingBar } from './tracking-bar';

/** The tracking answer: the status alone, in both languages, and the 4-stage bar. */
export function TrackingResult({ result, texts }: { result: TTrackingResult; texts: Bilingual }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [result]);
  const key = customerStatusKey(result.status);
  const number = isolateLtr(result.applicationNumber);
  return (
    <section
      aria-labelledby="tracking-result-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2
        id="tracking-result-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-navy-950 outline-none"
      >
        <BothLanguages texts={texts} pick={(t) => t('tracking.resultTitle', { number })} />
      </h2>
      <div className="mt-4">
        <StatusBadge
          status={result.status}
          label={`${texts.tr(`statuses.${key}`)} / ${texts.en(`statuses.${key}`)}`}
        />
      </div>
      <div className="mt-6">
        <TrackingBar
          status={result.status}
          labels={{
            name: `${texts.tr('result.progress')} / ${texts.en('result.progress')}`,
            stage: (stage) =>
              `${texts.tr(`stages.${stage}` as 'stages.received')} / ${texts.en(`stages.${stage}` as 'stages.received')}`,
            done: texts.en('stages.done'),
            pending: texts.en('stages.current'),
          }}
        />
      </div>
    </section>
  );
}
