import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_SEARCH_MAX_LENGTH } from '@/domain/schemas/admin';
import { hintId, inputClasses } from '@/web/components/ui/form-field';

const DEBOUNCE_MS = 350;

export interface ListSearchProps {
  value: string;
  onSearch: (q: string) => void;
}

/** The search box: it searches as staff type (after a pause) and at once on Enter. */
export function ListSearch({ value, onSearch }: ListSearchProps) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const [text, setText] = useState(value);
  // The URL changed under us (Back, a count clicked, filters cleared): show its search.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const q = text.trim();
    if (q === value) return;
    const timer = setTimeout(() => onSearch(q), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      className="min-w-0 flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor="admin-search" className="block font-semibold text-navy-950">
        {t('list.search.label')}
      </label>
      <p id={hintId('admin-search')} className="mt-1 text-sm text-slate-600">
        {t('list.search.hint')}
      </p>
      <input
        id="admin-search"
        type="search"
        value={text}
        maxLength={ADMIN_SEARCH_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={hintId('admin-search')}
        onChange={(event) => setText(event.target.value)}
        className={inputClasses(false, 'mt-1.5')}
      />
    </form>
  );
}
