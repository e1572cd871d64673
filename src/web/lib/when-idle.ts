/**
 * Runs `work` once the browser is idle (within `timeout` ms at the latest), or after
 * `timeout` where there is no requestIdleCallback (Safari). Returns a cancel function, so it
 * can be returned from an effect.
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, timeout);
  return () => window.clearTimeout(id);
}
