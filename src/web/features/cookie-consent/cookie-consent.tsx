import { useTranslation } from 'react-i18next';
import { OptionalPart } from '@/web/components/error-boundary';
import { retryableLazy } from '@/web/lib/retryable-lazy';
import { useHydrated } from '@/web/lib/use-hydrated';
import { preloadPreferences } from './preferences-loader';

// The consent code (the stored choice, the banner's timer, the banner and the dialog) is not
// needed to paint the first page: it downloads once the page is interactive
// (docs/decisions/0022-first-page-javascript.md).
const ConsentUi = retryableLazy(() => import('./consent-ui'));
const loadStore = () => import('./consent-store');

/** The cookie banner and preferences dialog, when they are called for. */
export function CookieConsent() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <OptionalPart name="cookie consent">
      <ConsentUi />
    </OptionalPart>
  );
}

/** A footer control that reopens the preferences, so consent is as easy to change as to give. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={className}
      onPointerEnter={preloadPreferences}
      onFocus={preloadPreferences}
      onClick={() => {
        loadStore().then(
          ({ setPreferencesOpen }) => setPreferencesOpen(true),
          (error: unknown) => console.error('could not load the cookie preferences', error),
        );
      }}
    >
      {t('footer.cookieSettings')}
    </button>
  );
}
