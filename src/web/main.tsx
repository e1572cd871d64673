import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PREFERRED_LANGUAGE_KEY, resolveLanguage } from '@/domain/i18n';
import { App } from './app/app';
import { canHydrate, hydrationPath } from './app/hydration';
import { preloadRoute } from './app/preload-route';
import { applyDocumentLanguage, initI18n, preloadNamespaces, pseudoLocalisationOn } from './i18n';
import { markFlagEmojiSupport } from './lib/flag-emoji';
import { formatPrice } from './lib/money';
import { safeStorage } from './lib/safe-storage';
import { setSite, SITE_CONFIG_ELEMENT_ID } from './lib/site';
import './styles.css';

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function start(): Promise<void> {
  // The server writes the agency into every page; Vite's dev server does not: today's agency.
  if (import.meta.env.DEV && !document.getElementById(SITE_CONFIG_ELEMENT_ID)) {
    const { defaultSiteConfig, publicSite } = await import('@/domain/site-config');
    setSite(publicSite(defaultSiteConfig));
  }
  // The CSP forbids inline scripts, so <html lang/dir> is set here, before the first render.
  const language = resolveLanguage(
    safeStorage.getItem(PREFERRED_LANGUAGE_KEY),
    navigator.languages?.length ? navigator.languages : [navigator.language],
  );
  applyDocumentLanguage(language);
  markFlagEmojiSupport();
  await initI18n(language);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const { pathname, search } = window.location;
  const hydrate = canHydrate({
    prerendered: container.dataset.prerendered,
    pathname,
    search,
    language,
    pseudo: pseudoLocalisationOn(),
  });

  if (hydrate) {
    // The page's code and words first, so hydration adopts the whole page in one pass.
    const path = hydrationPath(pathname);
    if (path !== pathname) window.history.replaceState(window.history.state, '', path);
    const namespaces = (container.dataset.ns ?? '').split(',').filter(Boolean);
    await Promise.all([preloadRoute(path), preloadNamespaces(namespaces)]);
    // The first currency format costs Intl some 50 ms at 4x CPU (its currency data): in a task
    // of its own, not inside one of hydration's slices (most pages show a price).
    await nextTask();
    formatPrice(100);
    await nextTask();
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (docs/decisions/0024-prerendering.md).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
    return;
  }
  // Another language, or a visitor whose stored application changes the page: render afresh.
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
