import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { Toaster } from '@/web/components/ui/toast';
import { TooltipProvider } from '@/web/components/ui/tooltip';
import { LanguageProvider } from '@/web/i18n';
import { AppRoutes } from './routes';

/**
 * Providers, outermost first: language, tooltips, toasts; the router inside. Server state
 * (TanStack Query) is provided by each lazy page (lazy-page.ts), not here.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </LanguageProvider>
  );
}

/**
 * The app in the browser. React Router's declarative mode (no data router: the app has no
 * loaders or actions); the prerender (entry-prerender.tsx) renders AppRoutes in a StaticRouter.
 */
export function App() {
  // The page answers taps from here on (after hydration of a prerendered page): <html
  // data-ready> tells the browser tests, which wait for it after each page load.
  useEffect(() => {
    // A task later, so the updates hydration schedules (the clock's time) have rendered too.
    const timer = window.setTimeout(() => {
      document.documentElement.dataset.ready = 'true';
    }, 0);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
