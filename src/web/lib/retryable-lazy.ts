import {
  createElement,
  lazy,
  type ComponentProps,
  type ComponentType,
  type JSX,
  type LazyExoticComponent,
} from 'react';

/** The current history entry's key (React Router writes one per navigation). */
function currentEntry(): unknown {
  if (typeof window === 'undefined') return undefined;
  return (window.history.state as { key?: unknown } | null)?.key;
}

/**
 * React.lazy that may be tried again. React.lazy keeps a failed download's error for good, so a
 * component whose code once failed to arrive (a dropped connection, a release replacing the
 * files) would fail on every later render until the page is reloaded. Here the failure holds for
 * the page (history entry) where it happened, so the error boundary shows it and React's own
 * retry of the render does not start a download loop; after the next navigation the component
 * downloads again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function retryableLazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): (props: ComponentProps<T>) => JSX.Element {
  let failure: { entry: unknown } | undefined;
  const fresh = (): LazyExoticComponent<T> =>
    lazy(() =>
      load().catch((error: unknown) => {
        failure = { entry: currentEntry() };
        throw error;
      }),
    );
  let current = fresh();
  return function Retryable(props: ComponentProps<T>) {
    if (failure && failure.entry !== currentEntry()) {
      failure = undefined;
      current = fresh();
    }
    return createElement(current, props);
  };
}
