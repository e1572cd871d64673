import type { Bilingual } from '../hooks/use-bilingual';

export type PickText = (t: Bilingual['en']) => string;

/** One text in Turkish, then in English, each marked with its language. */
export function BothLanguages({
  texts,
  pick,
  englishClassName = 'block text-[0.9em] font-normal text-slate-600',
}: {
  texts: Bilingual;
  pick: PickText;
  englishClassName?: string;
}) {
  return (
    <>
      <span lang="tr" className="block">
        {pick(texts.tr)}
      </span>
      <span lang="en" className={englishClassName}>
        {pick(texts.en)}
      </span>
    </>
  );
}
