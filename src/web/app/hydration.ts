import { defaultLanguage, type LanguageCode } from '@/domain/i18n';

/** Whether this browser stores anything of an application ('evisa.*': the session, drafts). */
function holdsApplicationData(): boolean {
  try {
    return Object.keys(window.localStorage).some((key) => key.startsWith('evisa.'));
  } catch {
    return false; // storage blocked: nothing is held
  }
}

/** /apply opens on the wizard's first step, and is sent that step's prerendered HTML. */
const APPLY_ENTRY = '/apply';
const FIRST_STEP = '/apply/trip';

/**
 * Whether the prerendered HTML in #root (rendered at build time in English for a visitor with
 * nothing stored; docs/decisions/0024-prerendering.md) is what this browser would render now,
 * so React can adopt it (hydrate) instead of rendering afresh.
 */
export function canHydrate(options: {
  /** The path the page was rendered for (#root's data-prerendered). */
  prerendered: string | undefined;
  pathname: string;
  search: string;
  language: LanguageCode;
  pseudo: boolean;
}): boolean {
  const { prerendered, pathname, search, language, pseudo } = options;
  if (!prerendered || language !== defaultLanguage || pseudo) return false;
  const wizard = pathname === APPLY_ENTRY || pathname.startsWith(`${APPLY_ENTRY}/`);
  if (!wizard) return prerendered === pathname;
  // The wizard starts from what this browser holds (the application, a step-1 draft) and from
  // presets in the query: the empty first step fits only a visitor with none of them.
  return (
    prerendered === FIRST_STEP &&
    (pathname === APPLY_ENTRY || pathname === FIRST_STEP) &&
    search === '' &&
    !holdsApplicationData()
  );
}

/** The path to hydrate: /apply shows its first step, as ApplyEntryPage would redirect. */
export const hydrationPath = (pathname: string) =>
  pathname === APPLY_ENTRY ? FIRST_STEP : pathname;
