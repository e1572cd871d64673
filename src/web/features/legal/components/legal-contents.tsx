import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@/web/components/ui/icons';
import { cn } from '@/web/lib/cn';
import { useGoToSection } from '../hooks/use-section-navigation';
import { useMediaQuery } from '../hooks/use-media-query';

export interface ContentsEntry {
  id: string;
  title: string;
  children?: readonly ContentsEntry[];
}

interface ContentsProps {
  entries: readonly ContentsEntry[];
  active: string | undefined;
}

/** The page's contents: a sticky sidebar on wide screens, a collapsible bar on phones. */
export function LegalContents(props: ContentsProps) {
  // 64rem is Tailwind's lg: before the screen is known (prerendered HTML), both render and CSS
  // shows the one that fits, so nothing moves when hydration picks one.
  const wide = useMediaQuery('(min-width: 64rem)');
  // One shape for all three cases, so the bar or the sidebar keeps its place (and its state)
  // when the screen becomes known.
  return (
    <>
      {wide !== false && (
        <ContentsSidebar {...props} className={wide === undefined ? 'max-lg:hidden' : undefined} />
      )}
      {wide !== true && (
        <ContentsBar {...props} className={wide === undefined ? 'lg:hidden' : undefined} />
      )}
    </>
  );
}

function ContentsSidebar({ entries, active, className }: ContentsProps & { className?: string }) {
  const { t } = useTranslation('legal', { useSuspense: true });
  const headingId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  // Long contents scroll on their own: keep the highlighted entry in sight without moving the page.
  // Not while the pointer is over the list: the entry someone is aiming at must not slide away
  // (the page may still be scrolling from their last choice).
  useEffect(() => {
    const box = listRef.current;
    const link = box?.querySelector<HTMLElement>('[aria-current]');
    if (!box || !link || box.matches(':hover')) return;
    const top = link.offsetTop;
    const bottom = top + link.offsetHeight;
    if (top < box.scrollTop || bottom > box.scrollTop + box.clientHeight) {
      box.scrollTo({ top: top - box.clientHeight / 3 });
    }
  }, [active]);

  return (
    <nav aria-labelledby={headingId} className={cn('sticky top-24 self-start', className)}>
      <h2
        id={headingId}
        className="px-3 text-sm font-semibold tracking-wide text-slate-600 uppercase"
      >
        {t('layout.contents')}
      </h2>
      <div ref={listRef} className="relative mt-3 max-h-[calc(100dvh-9rem)] overflow-y-auto pb-2">
        <ContentsList entries={entries} active={active} />
      </div>
    </nav>
  );
}

function ContentsBar({ entries, active, className }: ContentsProps & { className?: string }) {
  const { t } = useTranslation('legal', { useSuspense: true });
  const [open, setOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const listId = useId();
  const current = entries
    .flatMap((entry) => [entry, ...(entry.children ?? [])])
    .find((entry) => entry.id === active);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      navRef.current?.querySelector('button')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    // Sticks just below the site header (4 px stripe + 64 px bar + 1 px border).
    <nav
      ref={navRef}
      aria-label={t('layout.contents')}
      className={cn(
        'sticky top-[69px] z-20 -mx-4 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:-mx-6 sm:px-6',
        className,
      )}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="flex min-h-12 w-full items-center gap-2 text-start text-sm"
      >
        <span className="font-semibold text-navy-950">{t('layout.contents')}</span>
        {current && (
          <span className="min-w-0 flex-1 truncate text-slate-600">
            <span aria-hidden="true">· </span>
            {current.title}
          </span>
        )}
        <ChevronDownIcon
          className={cn('ms-auto size-5 shrink-0 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div
        id={listId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[60dvh] overflow-y-auto border-b border-slate-200 bg-white px-2 py-2 shadow-lg"
      >
        <ContentsList entries={entries} active={active} onFollow={() => setOpen(false)} />
      </div>
    </nav>
  );
}

function ContentsList({
  entries,
  active,
  onFollow,
  nested = false,
}: ContentsProps & { onFollow?: () => void; nested?: boolean }) {
  const goToSection = useGoToSection();
  return (
    <ol className={cn('grid gap-0.5', nested && 'mt-0.5 ms-3 border-s border-slate-200 ps-2')}>
      {entries.map((entry) => {
        const current = entry.id === active;
        return (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              aria-current={current ? 'location' : undefined}
              onClick={(event) => {
                goToSection(event, entry.id);
                onFollow?.();
              }}
              className={cn(
                'flex min-h-10 items-center rounded-lg border-s-2 px-3 py-1.5 text-sm transition-colors',
                current
                  ? 'border-saffron-500 bg-navy-50 font-semibold text-navy-950'
                  : 'border-transparent text-slate-700 hover:bg-slate-50 hover:text-navy-950',
              )}
            >
              {entry.title}
            </a>
            {entry.children && entry.children.length > 0 && (
              <ContentsList entries={entry.children} active={active} onFollow={onFollow} nested />
            )}
          </li>
        );
      })}
    </ol>
  );
}
