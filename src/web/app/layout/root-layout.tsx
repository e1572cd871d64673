import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoading } from '@/web/components/page-loading';
import { ChatLauncher } from '@/web/features/chat/chat-launcher';
import { useFocusRescue } from '@/web/lib/focus';
import { CookieConsent } from '@/web/features/cookie-consent';
import { MAIN_CONTENT_ID, NavigationEffects } from './navigation-effects';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, main and footer around every page. */
export function RootLayout() {
  const { t } = useTranslation();
  useFocusRescue();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-lg bg-navy-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('common.skipToContent')}
      </a>
      {/* First in reading order so keyboard users meet the consent choice early. */}
      <CookieConsent />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ChatLauncher />
      <NavigationEffects />
    </div>
  );
}
