import { useEffect, useRef, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { countErrorSummary } from '@/web/components/ui/error-title';
import { FormControls } from '@/web/components/ui/form-controls';
import { inputClasses } from '@/web/components/ui/form-field';
import { AlertIcon } from '@/web/components/ui/icons';
import type { Bilingual } from '../hooks/use-bilingual';
import { BothLanguages, type PickText } from './both-languages';

/** What is wrong with the search, in both languages; `at` changes with each attempt. */
export interface TrackingProblem {
  pick: PickText;
  at: number;
}

const INPUT_ID = 'tracking-number';
const ERROR_ID = 'tracking-number-error';

/**
 * Search by application number. The GOV.UK error pattern in Turkish and English (each part
 * marked with its language): an empty search, or a number the server does not know, shows an
 * error summary that takes focus and links to the field, the same words under the field, and
 * 'Error: ' in the page title. The button is never disabled, so it can be reached and says why
 * nothing was found (docs/requirements/accessibility.md, "Error messages").
 */
export function TrackingSearch({
  texts,
  searching,
  lookupProblem,
  onSearch,
}: {
  texts: Bilingual;
  searching: boolean;
  /** The server's refusal of the last search (not found, too many, no network). */
  lookupProblem?: TrackingProblem;
  onSearch: (applicationNumber: string) => void;
}) {
  const [value, setValue] = useState('');
  const [empty, setEmpty] = useState<TrackingProblem | null>(null);
  const number = value.trim();
  const problem = empty ?? lookupProblem;
  const box = useRef<HTMLDivElement>(null);
  const problemAt = problem?.at;

  useEffect(() => {
    if (problemAt === undefined) return;
    box.current?.focus();
    countErrorSummary(1);
    return () => countErrorSummary(-1);
  }, [problemAt]);

  return (
    <form
      role="search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (searching) return;
        if (!number) {
          setEmpty({ pick: (t) => t('tracking.required'), at: Date.now() });
          return;
        }
        setEmpty(null);
        onSearch(number);
      }}
      className="grid gap-4"
    >
      {problem && (
        <div
          ref={box}
          tabIndex={-1}
          aria-labelledby="tracking-problem-title"
          className="rounded-xl border-2 border-red-700 bg-white p-4 outline-none focus:ring-4 focus:ring-red-700/30"
        >
          <h2
            id="tracking-problem-title"
            className="flex items-start gap-2 text-lg font-bold text-navy-950"
          >
            <AlertIcon className="mt-1 shrink-0 text-red-700" />
            <span>
              <BothLanguages texts={texts} pick={(t) => t('tracking.problem')} />
            </span>
          </h2>
          <p className="mt-2 ps-8">
            <a
              href={`#${INPUT_ID}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(INPUT_ID)?.focus();
              }}
              className="font-semibold text-red-800 underline underline-offset-4 hover:text-red-900"
            >
              <BothLanguages texts={texts} pick={problem.pick} englishClassName="block" />
            </a>
          </p>
        </div>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormControls>
          <div className="min-w-0 flex-1">
            <label htmlFor={INPUT_ID} className="block font-semibold text-navy-950">
              <BothLanguages texts={texts} pick={(t) => t('tracking.number')} />
            </label>
            {problem && (
              <p id={ERROR_ID} className="mt-1.5 text-sm font-medium text-red-700">
                <BothLanguages texts={texts} pick={problem.pick} englishClassName="block" />
              </p>
            )}
            <input
              id={INPUT_ID}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              placeholder="EV2026K7QX3M9A"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? ERROR_ID : undefined}
              className={inputClasses(Boolean(problem), 'mt-1.5 uppercase placeholder:normal-case')}
            />
          </div>
          <Button type="submit" size="lg" inactive={searching}>
            <span lang="tr">
              {searching ? texts.tr('tracking.searching') : texts.tr('tracking.search')}
            </span>
            <span aria-hidden="true">/</span>
            <span lang="en">
              {searching ? texts.en('tracking.searching') : texts.en('tracking.search')}
            </span>
          </Button>
        </FormControls>
      </div>
    </form>
  );
}
