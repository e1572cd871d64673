import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, GlobeIcon } from '@/web/components/ui/icons';
import { useLanguage } from '@/web/i18n';
import { cn } from '@/web/lib/cn';
import { Flag } from './flag';
import { LanguagePicker } from './language-picker';
import { LanguageSelect } from './language-select';

export type LanguageSwitcherVariant = 'grid' | 'select' | 'badge';

export interface LanguageSwitcherProps {
  /** grid: header button opening a grid of languages; select: a labelled select box;
   *  badge: a compact flag + code pill (opens the same grid). */
  variant?: LanguageSwitcherVariant;
  className?: string;
}

const triggerClasses = {
  grid: 'gap-2 rounded-lg',
  badge: 'gap-1.5 rounded-full border border-navy-200 bg-white max-[359px]:gap-1 max-[359px]:px-2',
};

export function LanguageSwitcher({ variant = 'grid', className }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const { current } = useLanguage();

  if (variant === 'select') return <LanguageSelect className={className} />;

  const code = current.code.toUpperCase();
  const badge = variant === 'badge';
  return (
    <LanguagePicker
      renderTrigger={(triggerProps) => (
        <button
          type="button"
          {...triggerProps}
          aria-label={t('language.triggerLabel', { name: current.nativeName, code })}
          className={cn(
            'inline-flex min-h-11 items-center px-3 text-sm font-semibold text-navy-800 hover:bg-navy-50',
            triggerClasses[variant],
            className,
          )}
        >
          <Flag flag={current.flag} className={badge ? 'text-base' : 'text-lg'} />
          <GlobeIcon className="size-4 [.no-flag-emoji_&]:block hidden" />
          {badge ? (
            <span>{code}</span>
          ) : (
            <>
              {/* The code where the header is tight, the full name where there is room. */}
              <span className="2xl:hidden">{code}</span>
              <span lang={current.code} className="hidden 2xl:inline">
                {current.nativeName}
              </span>
              <ChevronDownIcon className="size-4 text-slate-500" />
            </>
          )}
        </button>
      )}
    />
  );
}
