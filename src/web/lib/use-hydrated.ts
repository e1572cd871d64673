import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React adopts prerendered HTML (and in the prerender itself), true otherwise: a
 * component whose output depends on the moment or the device (a clock) renders the neutral form
 * first, so hydration matches the HTML, then the real one.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
