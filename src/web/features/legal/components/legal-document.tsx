import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { getLanguage, isLanguageCode } from '@/domain/i18n';
import type legalEn from '@/web/locales/legal/en.json';
import { legalDates, type LegalDocumentKey } from '../legal-facts';
import { formatLegalDate, legalValues, type FigureWords } from '../legal-values';
import { LegalBlocks, type BlocksCopy } from './legal-blocks';
import type { ContentsEntry } from './legal-contents';
import { LegalPageLayout } from './legal-page-layout';

/** A section's anchor id: a key of the page's sections in the English copy. */
export type SectionId<D extends LegalDocumentKey> = keyof (typeof legalEn)[D]['sections'] & string;

interface SubsectionCopy {
  title: string;
  body: BlocksCopy;
}

interface SectionCopy extends SubsectionCopy {
  /** Anchored parts of the section, in reading order, keyed by their anchor id. */
  subsections?: Record<string, SubsectionCopy>;
}

interface DocumentCopy {
  title: string;
  lead: string;
  metaDescription: string;
  sections: Record<string, SectionCopy>;
}

/**
 * t narrowed to one call shape: a whole document, as objects, with the interpolated figures.
 * (Its full typing resolves the return per key, which a generic key cannot satisfy.)
 */
type DocumentT = (
  key: LegalDocumentKey,
  options: { returnObjects: true } & Record<string, string | boolean>,
) => unknown;

export interface LegalDocumentProps<D extends LegalDocumentKey> {
  document: D;
  /** The sections in reading order; their ids are the anchors the specification names. */
  sections: readonly SectionId<D>[];
  /** Content that belongs to a section but is not prose: tables, buttons, links. */
  extras?: Partial<Record<SectionId<D>, ReactNode>>;
  intro?: ReactNode;
}

/** `?lang=en` on a legal page shows the binding English text, whatever the interface language. */
function useBindingEnglish(): boolean {
  const [params] = useSearchParams();
  return params.get('lang') === 'en';
}

/** The language the legal text is shown in: the English copy when asked for (or untranslated). */
function useTextLanguage(): string {
  const { i18n } = useTranslation();
  const english = useBindingEnglish();
  const code = i18n.language;
  return !english && isLanguageCode(code) && getLanguage(code).translated ? code : 'en';
}

/**
 * Above a translated legal text: the English version binds, one click away; above the English
 * text opened from a translation: the way back.
 */
function TranslationNote() {
  const { t, i18n } = useTranslation('legal', { useSuspense: true });
  const english = useBindingEnglish();
  const { pathname } = useLocation();
  if (i18n.language === 'en') return null;
  return (
    <p className="mb-8 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
      {t(english ? 'note.english' : 'note.translated')}{' '}
      <Link
        to={english ? pathname : `${pathname}?lang=en`}
        lang={english ? undefined : 'en'}
        className="font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-950"
      >
        {t(english ? 'note.readTranslation' : 'note.readEnglish')}
      </Link>
    </p>
  );
}

/** The figures and names the legal copy interpolates, in the language of the text. */
export function useLegalValues(): ReturnType<typeof legalValues> {
  const { t, i18n } = useTranslation();
  const language = useTextLanguage();
  const legal = i18n.getFixedT(language, 'legal');
  const words: FigureWords = (figure, count, min) => legal(`figures.${figure}`, { count, min });
  return legalValues(language, t('common.siteName'), words, {
    item: (price, visa) => legal('fees.governmentFees.item', { price, visa }),
    tourist: (validity) => legal('fees.governmentFees.tourist', { validity }),
    others: legal('fees.governmentFees.others'),
  });
}

/** One legal page: its copy from the 'legal' namespace with every figure interpolated. */
export function LegalDocument<D extends LegalDocumentKey>({
  document,
  sections,
  extras,
  intro,
}: LegalDocumentProps<D>) {
  const { t, i18n } = useTranslation('legal', { useSuspense: true });
  const language = useTextLanguage();
  const values = useLegalValues();
  // The whole document in one call; the section ids are checked against English at compile time.
  // English is the fallback language, so its copy is loaded whatever the interface language.
  const translate: DocumentT = language === i18n.language ? t : i18n.getFixedT('en', 'legal');
  const copy = translate(document, { returnObjects: true, ...values }) as DocumentCopy;
  const present = sections.filter((id) => copy.sections[id]);

  const contents: ContentsEntry[] = present.map((id) => {
    const section = copy.sections[id] as SectionCopy;
    return {
      id,
      title: section.title,
      children: Object.entries(section.subsections ?? {}).map(([childId, child]) => ({
        id: childId,
        title: child.title,
      })),
    };
  });

  return (
    <LegalPageLayout
      title={copy.title}
      lead={copy.lead}
      metaDescription={copy.metaDescription}
      lastUpdated={{
        iso: legalDates[document],
        text: formatLegalDate(legalDates[document], language),
      }}
      contents={contents}
      intro={
        <>
          <TranslationNote />
          {intro}
        </>
      }
      lang={language}
    >
      {present.map((id) => {
        const section = copy.sections[id] as SectionCopy;
        return (
          <section key={id} id={id} className="scroll-offset-line pb-10">
            <h2
              tabIndex={-1}
              className="text-2xl font-bold text-navy-950 outline-none sm:text-[1.7rem]"
            >
              {section.title}
            </h2>
            <LegalBlocks blocks={section.body} />
            {extras?.[id] && <div className="mt-6">{extras[id]}</div>}
            {Object.entries(section.subsections ?? {}).map(([childId, child]) => (
              <section key={childId} id={childId} className="mt-8 scroll-offset-line">
                <h3 tabIndex={-1} className="text-xl font-semibold text-navy-950 outline-none">
                  {child.title}
                </h3>
                <LegalBlocks blocks={child.body} />
              </section>
            ))}
          </section>
        );
      })}
    </LegalPageLayout>
  );
}
