import { useMemo, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/web/lib/cn';
import { intlLocale } from '@/web/i18n/intl-locale';
import { inputClasses } from '@/web/components/ui/form-field';
import {
  dayOptions,
  joinDate,
  monthNames,
  monthNumbers,
  splitDate,
  yearOptions,
  type DateParts,
} from './date-parts';

export interface DateSelectProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Called when focus leaves all three selects. */
  onBlur: () => void;
  invalid?: boolean;
  describedBy?: string;
  ref?: (element: HTMLSelectElement | null) => void;
}

/** The specification's date picker: day 01-31, month names, year from this year + 20 down to 1919. */
export function DateSelect({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  ref,
}: DateSelectProps) {
  const { t, i18n } = useTranslation('apply', { useSuspense: true });
  const parts = splitDate(value);
  const months = useMemo(() => monthNames(intlLocale(i18n.language)), [i18n.language]);
  const years = useMemo(() => yearOptions(new Date().getFullYear()), []);

  const change = (part: keyof DateParts, next: string) =>
    onChange(joinDate({ ...parts, [part]: next }));
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
  };
  const select = (
    part: keyof DateParts,
    options: readonly string[],
    label: (option: string, index: number) => string,
  ) => (
    <div className="min-w-0">
      <label htmlFor={`${id}-${part}`} className="sr-only">
        {t(`date.${part}`)}
      </label>
      <select
        id={`${id}-${part}`}
        ref={part === 'day' ? ref : undefined}
        value={parts[part]}
        onChange={(event) => change(part, event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={cn(inputClasses(Boolean(invalid)), 'px-2')}
      >
        <option value="">{t(`date.${part}`)}</option>
        {options.map((option, index) => (
          <option key={option} value={option}>
            {label(option, index)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div onBlur={leave} className="grid grid-cols-[4.75rem_minmax(0,1fr)_6rem] gap-2">
      {select('day', dayOptions, (day) => day)}
      {select('month', monthNumbers, (_, index) => months[index] ?? '')}
      {select('year', years, (year) => year)}
    </div>
  );
}
