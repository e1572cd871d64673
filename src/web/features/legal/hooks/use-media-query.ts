import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; re-renders when that changes. Undefined while the
 * prerendered HTML hydrates (and in the prerender itself), where no screen is known: render
 * for both and let CSS choose until then.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | undefined>(
    subscribe,
    () => window.matchMedia(query).matches,
    () => undefined,
  );
}
