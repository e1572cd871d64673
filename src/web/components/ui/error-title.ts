import { useSyncExternalStore } from 'react';

// How many error summaries show problems now; the page title says 'Error: ' while any does.
// Apart from error-summary.tsx so PageMeta, on every page, does not bring the summary's code.
let showing = 0;
const listeners = new Set<() => void>();

/** An error summary started (+1) or stopped (-1) listing problems. */
export function countErrorSummary(delta: number): void {
  showing += delta;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while an error summary lists problems (PageMeta prefixes the title). */
export function useErrorTitle(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => showing > 0,
    () => false,
  );
}
