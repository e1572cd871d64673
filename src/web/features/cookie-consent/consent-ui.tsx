import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { OptionalPart } from '@/web/components/error-boundary';
import { lazyWithNamespace } from '@/web/lib/lazy-with-namespace';
import { retryableLazy } from '@/web/lib/retryable-lazy';
import { BANNER_DELAY_MS } from './consent';
import { showBannerIfUndecided, useConsentUi } from './consent-store';
import { loadPreferences } from './preferences-loader';

// The banner's code and words download only for visitors who have not chosen yet, the
// preferences dialog's only when it opens (preferences-loader.ts).
const CookieBanner = lazyWithNamespace(() => import('./cookie-banner'), 'default', 'cookies');
const CookiePreferencesDialog = retryableLazy(async () => ({
  default: (await loadPreferences()).CookiePreferencesDialog,
}));

/**
 * Asks for cookie consent 1 s after it starts when none is stored (specification sections 2 and
 * 9). Downloaded once the page is interactive (cookie-consent.tsx).
 */
export default function ConsentUi() {
  const { bannerVisible, preferencesOpen } = useConsentUi();
  // A banner whose code failed to download tries again on the next page.
  const { pathname } = useLocation();

  useEffect(() => {
    const timer = window.setTimeout(showBannerIfUndecided, BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <>
      {bannerVisible && (
        <OptionalPart name="cookie banner" resetKey={pathname}>
          <CookieBanner />
        </OptionalPart>
      )}
      {preferencesOpen && (
        <OptionalPart name="cookie preferences">
          <CookiePreferencesDialog />
        </OptionalPart>
      )}
    </>
  );
}
