import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldId } from './applicant-field';
import type { ApplicantField, ApplicantsFormValues } from './applicant-values';

// A family travels together and usually lives together: for applicants 2..n the trip and the
// address can follow applicant 1's answers. While 'Same as applicant 1' is ticked, this
// applicant's fields are filled from applicant 1 and follow its changes; typing in one of them
// unticks it and keeps what was typed. Ticked at first when the applicant has not answered the
// section yet (or has exactly applicant 1's answers).

export const sharedSections = {
  travel: [
    'dateOfArrival',
    'dateOfDeparture',
    'entryPort',
    'exitPort',
    'purposeOfVisit',
    'placesToVisit',
  ],
  address: [
    'presentAddress',
    'cityState',
    'zipCode',
    'country',
    'permanentCountry',
    'permanentAddress',
    'permanentCityState',
    'permanentZipCode',
  ],
} as const satisfies Record<string, readonly ApplicantField[]>;

export type SharedSection = keyof typeof sharedSections;
const sectionNames = Object.keys(sharedSections) as SharedSection[];
const key = (index: number, section: SharedSection) => `${index}:${section}`;

type Form = UseFormReturn<ApplicantsFormValues, unknown, unknown>;

/** Copies applicant 1's answers of `section` to applicant `index` where they differ. */
function copyFromFirst(form: Form, index: number, section: SharedSection) {
  const values = form.getValues('applicants');
  const first = values[0];
  const own = values[index];
  if (!first || !own) return;
  for (const field of sharedSections[section]) {
    if (own[field] !== first[field])
      form.setValue(`applicants.${index}.${field}`, first[field] ?? '', { shouldDirty: true });
  }
}

function initiallySame(form: Form, index: number, section: SharedSection) {
  const values = form.getValues('applicants');
  const fields = sharedSections[section];
  const own = fields.map((field) => values[index]?.[field] ?? '');
  const first = fields.map((field) => values[0]?.[field] ?? '');
  return own.every((value) => value === '') || own.every((value, i) => value === first[i]);
}

interface SharedAnswers {
  isSame: (index: number, section: SharedSection) => boolean;
  setSame: (index: number, section: SharedSection, same: boolean) => void;
}

const SharedAnswersContext = createContext<SharedAnswers | null>(null);

/** The ticks for every applicant, kept while tabs come and go; mount once per step. */
export function useSharedAnswers(form: Form, count: number): SharedAnswers {
  const [ticks, setTicks] = useState<Record<string, boolean>>(() => {
    const initial: Record<string, boolean> = {};
    for (let index = 1; index < count; index++)
      for (const section of sectionNames)
        initial[key(index, section)] = initiallySame(form, index, section);
    return initial;
  });

  // Ticked sections follow applicant 1, now and whenever applicant 1 changes.
  useEffect(() => {
    for (const [k, same] of Object.entries(ticks)) {
      const [index, section] = k.split(':') as [string, SharedSection];
      if (same) copyFromFirst(form, Number(index), section);
    }
    const subscription = form.watch((_, { name, type }) => {
      if (!name?.startsWith('applicants.')) return;
      const [, index, field] = name.split('.');
      if (index === '0') {
        for (const [k, same] of Object.entries(ticks)) {
          const [target, section] = k.split(':') as [string, SharedSection];
          if (same && (sharedSections[section] as readonly string[]).includes(field ?? ''))
            copyFromFirst(form, Number(target), section);
        }
        return;
      }
      // Typing in a followed field (a change event, not our own setValue) unticks its section.
      if (type !== 'change') return;
      for (const section of sectionNames) {
        const k = key(Number(index), section);
        if (ticks[k] && (sharedSections[section] as readonly string[]).includes(field ?? ''))
          setTicks((current) => ({ ...current, [k]: false }));
      }
    });
    return () => subscription.unsubscribe();
  }, [form, ticks]);

  const isSame = useCallback(
    (index: number, section: SharedSection) => ticks[key(index, section)] ?? false,
    [ticks],
  );
  const setSame = useCallback((index: number, section: SharedSection, same: boolean) => {
    setTicks((current) => ({ ...current, [key(index, section)]: same }));
  }, []);
  return useMemo(() => ({ isSame, setSame }), [isSame, setSame]);
}

export const SharedAnswersProvider = SharedAnswersContext.Provider;

/** The 'Same as applicant 1' tick at the top of a shared section, for applicants 2..n. */
export function SameAsFirst({ index, section }: { index: number; section: SharedSection }) {
  const { t } = useTranslation('apply', { useSuspense: true });
  const shared = useContext(SharedAnswersContext);
  if (!shared || index === 0) return null;
  const id = fieldId(index, `sameAsFirst-${section}`);
  return (
    <label
      htmlFor={id}
      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 sm:col-span-2"
    >
      <input
        id={id}
        type="checkbox"
        checked={shared.isSame(index, section)}
        onChange={(event) => shared.setSame(index, section, event.target.checked)}
        className="size-5 shrink-0 accent-navy-800"
      />
      <span className="font-semibold text-navy-950">{t(`sameAsFirst.${section}`)}</span>
    </label>
  );
}
