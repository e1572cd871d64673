/** Where there is no requestIdleCallback (Safari), the work runs this long after the call. */
const WITHOUT_IDLE_CALLBACK_MS = 2000;

/**
 * Runs `work` once the browser is idle (within `timeout` ms at the latest), or 2 seconds after
 * the call where there is no requestIdleCallback (Safari). Returns a cancel function, so it can
 * be returned from an effect.
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, WITHOUT_IDLE_CALLBACK_MS);
  return () => window.clearTimeout(id);
}
