import {
  createElement,
  lazy,
  type ComponentProps,
  type ComponentType,
  type JSX,
  type LazyExoticComponent,
} from 'react';

/** Counts the failures error boundaries have shown (see `allowRetries`). */
let shown = 0;

/**
 * Called by an error boundary once it has shown a failure (in componentDidCatch): from then on a
 * failed lazy component downloads again when it is next rendered (the next page, the dialog
 * opened again).
 */
export function allowRetries() {
  shown += 1;
}

/**
 * React.lazy that may be tried again. React.lazy keeps a failed download's error for good, so a
 * component whose code once failed to arrive (a dropped connection, a release replacing the
 * files) would fail on every later render until the page is reloaded. Here a failure holds until
 * an error boundary has shown it, so React's own second attempt at the render does not start a
 * download loop, and the next render after that downloads again. Render it inside an error
 * boundary that calls `allowRetries` (components/error-boundary.tsx).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function retryableLazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): (props: ComponentProps<T>) => JSX.Element {
  let failedAt: number | undefined;
  const fresh = (): LazyExoticComponent<T> =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedAt = shown;
        throw error;
      }),
    );
  let current = fresh();
  return function Retryable(props: ComponentProps<T>) {
    if (failedAt !== undefined && failedAt !== shown) {
      failedAt = undefined;
      current = fresh();
    }
    return createElement(current, props);
  };
}
