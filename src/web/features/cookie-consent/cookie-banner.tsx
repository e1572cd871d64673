import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { CloseIcon, CookieIcon } from '@/web/components/ui/icons';
import {
  hideBannerForNow,
  recordConsent,
  restoreFocusAfterConsent,
  setPreferencesOpen,
  useConsentUi,
} from './consent-store';
import { preloadPreferences } from './preferences-loader';

/**
 * Reserves room at the end of the page so the bottom sheet never hides the last content, lifts
 * what floats at the bottom (the chat button reads --bottom-sheet) above it, and keeps a control
 * scrolled into view by focus above it too.
 */
function useReservedSpace(visible: boolean) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!visible || !element) return;
    const body = document.body;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = `${element.offsetHeight}px`;
      body.style.paddingBottom = height;
      root.style.setProperty('--bottom-sheet', height);
      root.style.scrollPaddingBottom = height;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = '';
      root.style.removeProperty('--bottom-sheet');
      root.style.scrollPaddingBottom = '';
    };
  }, [visible]);
  return ref;
}

/** Answers the sheet, then moves focus on: the sheet and the button pressed are gone. */
const answer = (choose: () => void) => () => {
  choose();
  requestAnimationFrame(restoreFocusAfterConsent);
};

/** The consent bottom sheet; loaded only when it is needed (cookie-consent.tsx). */
export default function CookieBanner() {
  const { t } = useTranslation('cookies', { useSuspense: true });
  const { bannerVisible } = useConsentUi();
  const ref = useReservedSpace(bannerVisible);

  return (
    <>
      {bannerVisible && (
        <section
          ref={ref}
          aria-labelledby="cookie-banner-title"
          className="fixed inset-x-0 bottom-0 z-40 p-1.5 animate-sheet-in sm:p-4"
        >
          {/* Compact on a phone or at 200% zoom, so the page above stays usable
              (WCAG 2.4.11; the page is padded by the sheet's height while it shows). */}
          <div className="mx-auto max-h-[45dvh] max-w-4xl overflow-y-auto rounded-xl border border-slate-200 bg-white px-3 py-2.5 shadow-[0_-4px_32px_rgb(15_31_69/0.18)] sm:rounded-2xl sm:p-5 short:px-3 short:py-2">
            <div className="flex items-start gap-3">
              <CookieIcon className="mt-0.5 hidden size-6 text-saffron-600 sm:block short:hidden" />
              <div className="min-w-0 flex-1">
                <h2
                  id="cookie-banner-title"
                  className="text-sm font-bold text-navy-950 sm:text-base short:text-sm"
                >
                  {t('title')}
                </h2>
                <p className="mt-0.5 text-xs leading-snug text-slate-700 sm:mt-1 sm:text-sm short:text-xs">
                  {t('body')}{' '}
                  <Link
                    to="/privacy-policy"
                    className="font-semibold text-navy-800 underline underline-offset-2"
                  >
                    {t('privacyLink')}
                  </Link>
                </p>
              </div>
              <button
                type="button"
                onClick={answer(hideBannerForNow)}
                aria-label={t('close')}
                className="-me-2 -mt-1.5 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-navy-950"
              >
                <CloseIcon />
              </button>
            </div>
            <div className="mt-2 flex flex-wrap gap-x-2 gap-y-1 sm:mt-4 sm:ps-9 short:mt-2 short:ps-0">
              <Button onClick={answer(() => recordConsent('all'))}>{t('acceptAll')}</Button>
              <Button variant="secondary" onClick={answer(() => recordConsent('necessary'))}>
                {t('necessaryOnly')}
              </Button>
              <Button
                variant="ghost"
                onPointerEnter={preloadPreferences}
                onFocus={preloadPreferences}
                onClick={() => setPreferencesOpen(true)}
              >
                {t('manage')}
              </Button>
              {/* The same choice as 'Only necessary': shown where there is room for it. */}
              <Button
                className="max-sm:hidden short:hidden"
                variant="ghost"
                onClick={answer(() => recordConsent('necessary'))}
              >
                {t('continue')}
              </Button>
            </div>
          </div>
        </section>
      )}
    </>
  );
}
