import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { ChevronDownIcon } from '@/web/components/ui/icons';
import { cn } from '@/web/lib/cn';
import { supportsFlagEmoji } from '@/web/lib/flag-emoji';
import { inputClasses } from '@/web/components/ui/form-field';

export interface SearchOption {
  value: string;
  /** The option as listed ('United Kingdom +44'). */
  label: string;
  /** The text the closed control shows for the chosen option; defaults to the label. */
  display?: string;
  flag?: string;
  /** Extra words that find the option (its English name, its code). */
  keywords?: string;
}

export interface SearchSelectProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly SearchOption[];
  /** Shown when nothing matches what was typed. */
  noResults: string;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  showFlags?: boolean;
  ref?: (element: HTMLInputElement | null) => void;
  className?: string;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

function matches(option: SearchOption, terms: string[]): boolean {
  const haystack = fold(`${option.label} ${option.keywords ?? ''}`);
  return terms.every((term) => haystack.includes(term));
}

/**
 * A searchable select (ARIA 1.2 combobox with a listbox popup): type to filter, arrows to move,
 * Enter to choose, Escape to close. Used for long lists such as the ~240 countries.
 */
export function SearchSelect({
  id,
  value,
  onChange,
  onBlur,
  options,
  noResults,
  placeholder,
  invalid,
  describedBy,
  showFlags = supportsFlagEmoji(),
  ref,
  className,
}: SearchSelectProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  const filtered = useMemo(() => {
    const terms = fold(query).split(/\s+/).filter(Boolean);
    return terms.length ? options.filter((option) => matches(option, terms)) : options;
  }, [options, query]);
  const selected = options.find((option) => option.value === value);
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId is derived from listId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  const openList = () => {
    if (open) return;
    setQuery('');
    setActive(
      Math.max(
        0,
        options.findIndex((option) => option.value === value),
      ),
    );
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const choose = (option: SearchOption | undefined) => {
    if (option) onChange(option.value);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActive((index) => Math.min(index + 1, filtered.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) setActive((index) => Math.max(index - 1, 0));
        break;
      case 'Enter':
        if (open) {
          event.preventDefault(); // choosing must not submit the form
          choose(filtered[active]);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  const shown = (option: SearchOption | undefined) =>
    option
      ? [showFlags && option.flag, option.display ?? option.label].filter(Boolean).join(' ')
      : '';

  return (
    <div className={cn('relative', className)}>
      <input
        id={id}
        ref={ref}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && filtered[active] ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        placeholder={placeholder}
        value={open ? query : shown(selected)}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onClick={openList}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          onBlur?.();
        }}
        className={inputClasses(Boolean(invalid), 'pe-9')}
      />
      <ChevronDownIcon className="pointer-events-none absolute end-3 top-3 size-5 text-slate-500" />
      <ul
        id={listId}
        role="listbox"
        hidden={!open || filtered.length === 0}
        className="absolute start-0 z-30 mt-1 max-h-72 w-full min-w-64 overflow-y-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg"
      >
        {open &&
          filtered.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={option.value === value}
              // Keep focus in the input, so the list does not close before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              onMouseMove={() => setActive(index)}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 px-3 py-2 text-start text-navy-950',
                // The active option: a 2 px navy ring (over 10:1 on white), not only a tint
                // (WCAG 1.4.11 and 2.4.7).
                index === active && 'bg-navy-50 outline-2 -outline-offset-2 outline-navy-700',
                option.value === value && 'font-semibold',
              )}
            >
              {showFlags && option.flag && (
                <span aria-hidden="true" className="flag-emoji">
                  {option.flag}
                </span>
              )}
              <span className="min-w-0 flex-1">{option.label}</span>
            </li>
          ))}
      </ul>
      {open && filtered.length === 0 && (
        <p
          role="status"
          className="absolute start-0 z-30 mt-1 w-full min-w-64 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-700 shadow-lg"
        >
          {noResults}
        </p>
      )}
    </div>
  );
}
