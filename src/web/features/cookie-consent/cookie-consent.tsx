import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_DELAY_MS } from './consent';
import { setPreferencesOpen, showBannerIfUndecided, useConsentUi } from './consent-store';

// The banner's code downloads only for visitors who have not chosen yet (or who reopen it).
const CookieBanner = lazy(() => import('./cookie-banner'));

/** Asks for cookie consent 1 s after load when none is stored (specification sections 2 and 9). */
export function CookieConsent() {
  const { bannerVisible, preferencesOpen } = useConsentUi();

  useEffect(() => {
    const timer = window.setTimeout(showBannerIfUndecided, BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!bannerVisible && !preferencesOpen) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}

/** A footer control that reopens the preferences, so consent is as easy to change as to give. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={className} onClick={() => setPreferencesOpen(true)}>
      {t('footer.cookieSettings')}
    </button>
  );
}
