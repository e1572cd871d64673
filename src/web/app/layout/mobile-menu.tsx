import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Container } from '@/web/components/ui/container';
import { ArrowForwardIcon, LockIcon } from '@/web/components/ui/icons';
import { LinkButton } from '@/web/components/ui/link-button';
import { cn } from '@/web/lib/cn';
import { isCurrent, primaryNav } from './nav-items';

interface MobileMenuProps {
  id: string;
  open: boolean;
  /** Called when a link is followed, including a link to the page already shown. */
  onNavigate: () => void;
}

/** The header links for narrow screens: a disclosure panel under the header bar. */
export function MobileMenu({ id, open, onNavigate }: MobileMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  return (
    <div
      id={id}
      hidden={!open}
      className="max-h-[calc(100dvh-4.25rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-lg xl:hidden"
    >
      <Container className="py-3">
        <nav aria-label={t('nav.primaryLabel')}>
          <ul className="grid gap-1">
            {primaryNav.map((item) => {
              const current = isCurrent(item, pathname);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    onClick={onNavigate}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'flex min-h-12 items-center rounded-lg border-s-4 px-3 text-base',
                      current
                        ? 'border-saffron-500 bg-navy-50 font-semibold text-navy-950'
                        : 'border-transparent text-slate-800 hover:bg-navy-50',
                    )}
                  >
                    {t(item.label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mt-3 grid gap-2 border-t border-slate-200 pt-4 pb-2">
          <LinkButton to="/apply" size="lg" onClick={onNavigate}>
            {t('nav.apply')}
            <ArrowForwardIcon />
          </LinkButton>
          <Link
            to="/admin/login"
            onClick={onNavigate}
            className="flex min-h-12 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-navy-50"
          >
            <LockIcon className="size-4" />
            {t('nav.adminMenuLabel')}
          </Link>
        </div>
      </Container>
    </div>
  );
}
