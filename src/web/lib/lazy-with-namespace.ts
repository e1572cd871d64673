import { type ComponentType } from 'react';
import { i18n } from '@/web/i18n/i18n';
import { retryableLazy } from './retryable-lazy';

/**
 * React.lazy for a named export (a component without props) that reads a feature namespace: the
 * component's code and the namespace download side by side, not one after the other, so taking
 * the code out of the entry bundle does not make its words arrive later. Render it inside a
 * Suspense boundary, as a component using `useSuspense: true` already is. A failed download is
 * tried again on the next render (retryable-lazy.ts).
 */
export function lazyWithNamespace<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  namespace: string,
) {
  return retryableLazy(async () => {
    // A namespace that fails to load falls back to English per key, as it does without this.
    const [module] = await Promise.all([
      load(),
      i18n.loadNamespaces(namespace).catch(() => undefined),
    ]);
    return { default: module[name] as ComponentType };
  });
}
