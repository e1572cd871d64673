import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { CloseIcon, CookieIcon } from '@/web/components/ui/icons';
import { hideBannerForNow, recordConsent, setPreferencesOpen, useConsentUi } from './consent-store';
import { CookiePreferencesDialog } from './cookie-preferences-dialog';

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

/** The consent bottom sheet and the preferences dialog; loaded only when one is needed. */
export default function CookieBanner() {
  const { t } = useTranslation();
  const { bannerVisible } = useConsentUi();
  const ref = useReservedSpace(bannerVisible);

  return (
    <>
      {bannerVisible && (
        <section
          ref={ref}
          aria-labelledby="cookie-banner-title"
          className="fixed inset-x-0 bottom-0 z-40 p-2 animate-sheet-in sm:p-4"
        >
          <div className="mx-auto max-h-[50dvh] max-w-4xl overflow-y-auto rounded-2xl border border-slate-200 bg-white p-4 shadow-[0_-4px_32px_rgb(15_31_69/0.18)] sm:p-5">
            <div className="flex items-start gap-3">
              <CookieIcon className="mt-0.5 hidden size-6 text-saffron-600 sm:block" />
              <div className="min-w-0 flex-1">
                <h2 id="cookie-banner-title" className="font-bold text-navy-950">
                  {t('cookies.title')}
                </h2>
                <p className="mt-1 text-sm text-slate-700">
                  {t('cookies.body')}{' '}
                  <Link
                    to="/privacy-policy"
                    className="font-semibold text-navy-800 underline underline-offset-2"
                  >
                    {t('cookies.privacyLink')}
                  </Link>
                </p>
              </div>
              <button
                type="button"
                onClick={hideBannerForNow}
                aria-label={t('cookies.close')}
                className="-me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-navy-950"
              >
                <CloseIcon />
              </button>
            </div>
            <div className="mt-3 grid grid-cols-2 gap-2 sm:mt-4 sm:flex sm:flex-wrap sm:ps-9">
              <Button onClick={() => recordConsent('all')}>{t('cookies.acceptAll')}</Button>
              <Button variant="secondary" onClick={() => recordConsent('necessary')}>
                {t('cookies.necessaryOnly')}
              </Button>
              <Button variant="ghost" onClick={() => setPreferencesOpen(true)}>
                {t('cookies.manage')}
              </Button>
              <Button variant="ghost" onClick={() => recordConsent('necessary')}>
                {t('cookies.continue')}
              </Button>
            </div>
          </div>
        </section>
      )}
      <CookiePreferencesDialog />
    </>
  );
}
