import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Brand } from '@/web/components/brand';
import { LanguageSwitcher } from '@/web/components/language-switcher';
import { buttonClasses } from '@/web/components/ui/button-styles';
import { Container } from '@/web/components/ui/container';
import { CloseIcon, LockIcon, MenuIcon } from '@/web/components/ui/icons';
import { LinkButton } from '@/web/components/ui/link-button';
import { cn } from '@/web/lib/cn';
import { MobileMenu } from './mobile-menu';
import { isCurrent, primaryNav } from './nav-items';

const MOBILE_MENU_ID = 'mobile-menu';

export function SiteHeader() {
  const { t } = useTranslation();
  const location = useLocation();
  // The menu belongs to the navigation it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  // The sticky header's height, for scroll-padding-top (styles.css): focus never hides under it.
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const root = document.documentElement;
    // Set only when it changes (at first it is styles.css's fallback, 69px): a custom property on
    // <html> is inherited by every element, so setting it restyles the whole page, a long task
    // on a slow phone.
    let shown = root.style.getPropertyValue('--header-height') || '69px';
    const observer = new ResizeObserver(() => {
      const height = `${header.offsetHeight}px`;
      if (height !== shown) root.style.setProperty('--header-height', (shown = height));
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, []);

  // While the menu is open the page behind it is inert, so Tab stays in the menu and the header
  // (WCAG 2.4.3): the header's siblings, and whatever else hangs off <body> (the chat button).
  useEffect(() => {
    const header = headerRef.current;
    if (!menuOpen || !header) return;
    const behind = new Set<Element>();
    let node: Element | null = header;
    while (node && node !== document.body) {
      for (const sibling of node.parentElement?.children ?? [])
        if (sibling !== node && !sibling.hasAttribute('inert')) behind.add(sibling);
      node = node.parentElement;
    }
    for (const element of behind) element.setAttribute('inert', '');
    return () => {
      for (const element of behind) element.removeAttribute('inert');
    };
  }, [menuOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur"
    >
      <div aria-hidden="true" className="h-1 bg-saffron-500" />
      <Container className="flex h-16 items-center gap-3 max-[359px]:gap-2 xl:gap-5">
        <Brand />
        <nav aria-label={t('nav.primaryLabel')} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {primaryNav.map((item) => {
              const current = isCurrent(item, location.pathname);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'relative inline-flex min-h-11 items-center rounded-lg px-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                      current
                        ? 'text-navy-950 after:absolute after:inset-x-3 after:bottom-1 after:h-0.5 after:rounded-full after:bg-saffron-500'
                        : 'text-slate-700 hover:bg-navy-50 hover:text-navy-950',
                    )}
                  >
                    {t(item.label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <div className="hidden items-center gap-1 xl:flex">
            <LanguageSwitcher variant="grid" />
            <Link
              to="/admin/login"
              title={t('nav.adminHint')}
              className={buttonClasses({
                variant: 'ghost',
                className: 'px-3 font-medium text-slate-700',
              })}
            >
              <LockIcon className="size-4" />
              {t('nav.admin')}
            </Link>
          </div>
          <div className="hidden sm:block">
            <LinkButton to="/apply" className="whitespace-nowrap">
              {t('nav.apply')}
            </LinkButton>
          </div>
          <div className="flex items-center gap-1 xl:hidden">
            <LanguageSwitcher variant="badge" />
            <button
              ref={toggleRef}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              onClick={() => setOpenOn(menuOpen ? null : location.key)}
              className={buttonClasses({ variant: 'ghost', size: 'icon' })}
            >
              {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
            </button>
          </div>
        </div>
      </Container>
      <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onNavigate={() => setOpenOn(null)} />
    </header>
  );
}
