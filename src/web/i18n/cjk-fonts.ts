import type { LanguageCode } from '@/domain/i18n';

// Chinese and Japanese read in Noto Sans SC / JP, self-hosted (no font service sees our
// visitors) and split by unicode-range into ~100 small files, so a page downloads only the
// characters it shows. The style sheets load when the language is chosen, never for the other
// languages (docs/decisions/0020-ten-languages.md).
const loaders: Partial<Record<LanguageCode, () => Promise<unknown>>> = {
  zh: () =>
    Promise.all([
      import('@fontsource/noto-sans-sc/400.css'),
      import('@fontsource/noto-sans-sc/700.css'),
    ]),
  ja: () =>
    Promise.all([
      import('@fontsource/noto-sans-jp/400.css'),
      import('@fontsource/noto-sans-jp/700.css'),
    ]),
};

const loaded = new Set<LanguageCode>();

/** Starts loading the language's own font, once; the page meanwhile shows a system font. */
export function loadLanguageFont(code: LanguageCode): void {
  const load = loaders[code];
  if (!load || loaded.has(code)) return;
  loaded.add(code);
  load().catch(() => loaded.delete(code)); // offline: the system font stays, retried next time
}
