import type { TTrackingResult } from '@/domain/schemas/admin';
import { customerStatusKey } from '@/domain/status';
import { isolateLtr } from '@/web/lib/bidi';
import type { Bilingual } from '../hooks/use-bilingual';
import { BothLanguages } from './both-languages';
import { StatusBadge } from '@/web/components/ui/status-badge';
import { ResultSection } from './result-section';
import { TrackingBar } from './tracking-bar';

/** The tracking answer: the status alone, in both languages, and the 4-stage bar. */
export function TrackingResult({ result, texts }: { result: TTrackingResult; texts: Bilingual }) {
  const key = customerStatusKey(result.status);
  const number = isolateLtr(result.applicationNumber);
  return (
    <ResultSection
      titleId="tracking-result-title"
      title={<BothLanguages texts={texts} pick={(t) => t('tracking.resultTitle', { number })} />}
      answer={result}
    >
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
    </ResultSection>
  );
}
