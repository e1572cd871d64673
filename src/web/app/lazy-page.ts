import { createElement, useState, type ComponentType } from 'react';
import { retryableLazy } from '@/web/lib/retryable-lazy';

/** A page whose code downloads on first visit; `preload()` fetches it ahead of rendering. */
export type LazyPage = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * React.lazy for a named export of a feature's index, so each feature downloads only when one
 * of its pages is visited and the home page stays small.
 *
 * Each page renders inside the app's query client, which downloads with the first lazy page
 * rather than with the home page.
 *
 * A page preloaded before the first render (the prerendered pages, before hydration; see
 * docs/decisions/0024-prerendering.md) renders at once instead of suspending, so hydration never
 * meets a pending boundary. Each mounted instance keeps the way it started, so a page that
 * started lazily is never remounted when its code arrives.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () =>
    (pending ??= Promise.all([load(), import('./query-provider')])
      .then(([module, { QueryProvider }]) => {
        const Inner = module[name] as ComponentType;
        // Every lazy page gets the app's one query client (query-provider.tsx).
        const WithQuery = () => createElement(QueryProvider, null, createElement(Inner));
        loaded = WithQuery;
        return loaded;
      })
      .catch((error: unknown) => {
        pending = undefined; // a failed download may be tried again
        throw error;
      }));
  // A page whose code failed to download is downloaded again when next visited.
  const Lazy = retryableLazy(async () => ({ default: await preload() }));
  function Page() {
    const [direct] = useState(() => loaded);
    return createElement(direct ?? Lazy);
  }
  Page.preload = preload;
  return Page;
}
