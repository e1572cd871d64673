import type { TTrackingResult } from '@/domain/schemas/admin';
import { customerStatusKey } from '@/domain/status';
import { isolateLtr } from '@/web/lib/bidi';
import type { Bilingual } from '../hooks/use-bilingual';
import { BothLanguages } from './both-languages';
import { StatusBadge } from '@/web/components/ui/status-badge';
import { ResultSection } from './result-section';
import { TrackingBar } from './tracking-bar';

/**
 * The tracking answer: the status in both languages, the 4-stage bar, and each traveller's
 * outcome by position (tracking names nobody: docs/requirements/traveller-decisions.md).
 */
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
            // Each language marked, so a screen reader reads each in its own voice.
            stage: (stage) => (
              <>
                <span lang="tr">{texts.tr(`stages.${stage}` as 'stages.received')}</span>
                {' / '}
                <span lang="en">{texts.en(`stages.${stage}` as 'stages.received')}</span>
              </>
            ),
            done: (
              <>
                <span lang="tr">{texts.tr('stages.done')}</span>
                {' / '}
                <span lang="en">{texts.en('stages.done')}</span>
              </>
            ),
            pending: (
              <>
                <span lang="tr">{texts.tr('stages.current')}</span>
                {' / '}
                <span lang="en">{texts.en('stages.current')}</span>
              </>
            ),
          }}
        />
      </div>
      {result.travellers.length > 1 && (
        <>
          <h3 className="mt-6 font-semibold text-navy-950">
            {`${texts.tr('travellers.heading')} / ${texts.en('travellers.heading')}`}
          </h3>
          <ol className="mt-2 grid list-decimal gap-1 ps-6 text-slate-800">
            {result.travellers.map((outcome, i) => (
              <li key={i}>
                {`${texts.tr(`travellers.outcome.${outcome}`)} / ${texts.en(`travellers.outcome.${outcome}`)}`}
              </li>
            ))}
          </ol>
        </>
      )}
    </ResultSection>
  );
}
