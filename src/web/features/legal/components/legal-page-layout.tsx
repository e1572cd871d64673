import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/web/components/page-meta';
import { Container } from '@/web/components/ui/container';
import { ArrowBackIcon } from '@/web/components/ui/icons';
import { useActiveSection } from '../hooks/use-active-section';
import { useLandOnHash } from '../hooks/use-section-navigation';
import { useSectionRunway } from '../hooks/use-section-runway';
import { LegalContents, type ContentsEntry } from './legal-contents';

export interface LegalPageLayoutProps {
  title: string;
  lead: string;
  metaDescription: string;
  /** Already formatted in the reader's language. */
  lastUpdated: { iso: string; text: string };
  contents: readonly ContentsEntry[];
  /** Shown above the first section (for example, summary cards). */
  intro?: ReactNode;
  /** The language of the text (English when the binding version was asked for). */
  lang?: string;
  children: ReactNode;
}

/** Title, date, contents and sections: the frame every legal page shares. */
export function LegalPageLayout({
  title,
  lead,
  metaDescription,
  lastUpdated,
  contents,
  intro,
  lang,
  children,
}: LegalPageLayoutProps) {
  const { t } = useTranslation('legal', { useSuspense: true });
  const { t: tShell } = useTranslation();
  const anchors = contents.flatMap((entry) => [
    entry.id,
    ...(entry.children ?? []).map((child) => child.id),
  ]);
  const active = useActiveSection(anchors);
  // The binding English text, opened from a right-to-left interface, still reads left to right.
  const textDir = lang === 'en' ? 'ltr' : undefined;
  // The runway first, so that a deep link to the last section has room to land.
  const runway = useSectionRunway(contents.at(-1)?.id ?? '');
  useLandOnHash();

  return (
    <>
      <PageMeta title={title} description={metaDescription} />
      <div className="border-b border-slate-200 bg-linear-to-b from-navy-50 to-white">
        <Container className="py-10 sm:py-12">
          <Link
            to="/"
            className="-ms-2 mb-4 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-navy-700 hover:text-navy-950 hover:underline"
          >
            <ArrowBackIcon className="size-4" />
            {tShell('common.backToHome')}
          </Link>
          <h1
            lang={lang}
            dir={textDir}
            className="text-3xl font-bold tracking-tight text-balance text-navy-950 sm:text-4xl"
          >
            {title}
          </h1>
          <p
            lang={lang}
            dir={textDir}
            className="mt-4 max-w-3xl text-lg text-pretty text-slate-700"
          >
            {lead}
          </p>
          <p className="mt-4 text-sm text-slate-600">
            {t('layout.lastUpdated')}{' '}
            <time dateTime={lastUpdated.iso} className="font-semibold text-navy-900">
              {lastUpdated.text}
            </time>
          </p>
        </Container>
      </div>
      {/* Block on phones so the contents bar can stick across the whole article. */}
      <Container className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-x-12 lg:py-12">
        <LegalContents entries={contents} active={active} />
        <article className="max-w-3xl min-w-0 py-8 lg:py-0">
          {intro}
          <div lang={lang} dir={textDir}>
            {children}
          </div>
        </article>
      </Container>
      <div ref={runway} aria-hidden="true" />
    </>
  );
}
