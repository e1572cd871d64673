import { useState } from 'react';
import { FormControls } from '@/web/components/ui/form-controls';
import { Button } from '@/web/components/ui/button';
import { inputClasses } from '@/web/components/ui/form-field';
import type { Bilingual } from '../hooks/use-bilingual';
import { BothLanguages } from './both-languages';

/** Search by application number; enabled only when the text is not empty after trimming. */
export function TrackingSearch({
  texts,
  searching,
  onSearch,
}: {
  texts: Bilingual;
  searching: boolean;
  onSearch: (applicationNumber: string) => void;
}) {
  const [value, setValue] = useState('');
  const number = value.trim();
  return (
    <form
      role="search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (number) onSearch(number);
      }}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <FormControls>
        <div className="min-w-0 flex-1">
          <label htmlFor="tracking-number" className="block font-semibold text-navy-950">
            <BothLanguages texts={texts} pick={(t) => t('tracking.number')} />
          </label>
          <input
            id="tracking-number"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            placeholder="EV2026K7QX3M9A"
            className={inputClasses(false, 'mt-1.5 uppercase placeholder:normal-case')}
          />
        </div>
        <Button type="submit" size="lg" inactive={!number || searching}>
          <span lang="tr">
            {searching ? texts.tr('tracking.searching') : texts.tr('tracking.search')}
          </span>
          <span aria-hidden="true">/</span>
          <span lang="en">
            {searching ? texts.en('tracking.searching') : texts.en('tracking.search')}
          </span>
        </Button>
      </FormControls>
    </form>
  );
}
