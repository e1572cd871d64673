import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/web/lib/cn';
import { Ltr } from '@/web/lib/bidi';

function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      className={cn('size-9 shrink-0', className)}
    >
      <rect width="40" height="40" rx="10" fill="#182c5c" />
      <circle cx="20" cy="19" r="9.5" fill="none" stroke="#fff" strokeWidth="2" />
      <path
        d="M10.5 19h19M20 9.5c2.6 2.6 3.9 5.8 3.9 9.5s-1.3 6.9-3.9 9.5c-2.6-2.6-3.9-5.8-3.9-9.5s1.3-6.9 3.9-9.5z"
        fill="none"
        stroke="#fff"
        strokeWidth="1.6"
      />
      <path
        d="M7 32c8.5-4 17.5-4 26 0"
        fill="none"
        stroke="#ff9933"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The logo and service name, linking home. */
export function Brand({ className, inverted }: { className?: string; inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className={cn('inline-flex min-h-11 shrink-0 items-center gap-2.5 rounded-lg', className)}
    >
      <BrandMark className="max-[359px]:size-8" />
      <span className="flex flex-col leading-tight">
        <Ltr
          lang="en"
          className={cn(
            'text-base font-bold whitespace-nowrap max-[359px]:text-sm sm:text-lg',
            inverted ? 'text-white' : 'text-navy-950',
          )}
        >
          {t('common.siteName')}
        </Ltr>
        <span
          className={cn(
            'hidden text-xs sm:block xl:hidden 2xl:block',
            inverted ? 'text-slate-300' : 'text-slate-600',
          )}
        >
          {t('common.siteTagline')}
        </span>
      </span>
    </Link>
  );
}
