import { useEffect, useState, type ComponentType } from 'react';
import { useCurrentToast } from './toast-store';

export { toast } from './toast-store';

let viewportModule: Promise<{ ToastViewport: ComponentType }> | undefined;
function loadViewport(): Promise<{ ToastViewport: ComponentType }> {
  viewportModule ??= import('./toast-viewport').catch((error: unknown) => {
    viewportModule = undefined; // try again with the next toast
    throw error;
  });
  return viewportModule;
}

/**
 * Renders toasts once, near the root. Radix Toast is not on the home page's critical path: it
 * downloads when the browser is idle, or at once if a toast is shown before that.
 */
export function Toaster() {
  const wanted = useCurrentToast() !== null;
  const [Viewport, setViewport] = useState<ComponentType | null>(null);

  useEffect(() => {
    let cancelled = false;
    const show = () =>
      loadViewport().then(
        (module) => !cancelled && setViewport(() => module.ToastViewport),
        (error: unknown) => console.error('could not load the toast viewport', error),
      );
    if (wanted) {
      void show();
      return () => {
        cancelled = true;
      };
    }
    const idle =
      window.requestIdleCallback?.(() => void show()) ?? window.setTimeout(() => void show(), 2000);
    return () => {
      cancelled = true;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [wanted]);

  return Viewport ? <Viewport /> : null;
}
