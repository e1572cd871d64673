import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '@/domain/i18n';
import { ChevronDownIcon, GlobeIcon } from '@/web/components/ui/icons';
import { useLanguage } from '@/web/i18n';
import { supportsFlagEmoji } from '@/web/lib/flag-emoji';
import { useChooseLanguage } from './use-choose-language';

/** A native select: the most familiar control on phones and with screen readers. */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language, languages } = useLanguage();
  const chooseLanguage = useChooseLanguage();
  const id = useId();
  const showFlags = supportsFlagEmoji();

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {t('language.label')}
      </label>
      <div className="relative">
        <GlobeIcon className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-slate-500" />
        <select
          id={id}
          value={language}
          onChange={(event) => {
            if (isLanguageCode(event.target.value)) chooseLanguage(event.target.value);
          }}
          className="min-h-11 w-full appearance-none rounded-lg border border-slate-500 bg-white ps-10 pe-10 text-base text-navy-950 shadow-sm hover:border-navy-400"
        >
          {languages.map((entry) => (
            <option key={entry.code} value={entry.code} lang={entry.code}>
              {showFlags ? `${entry.flag} ${entry.nativeName}` : entry.nativeName}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-slate-500" />
      </div>
    </div>
  );
}
