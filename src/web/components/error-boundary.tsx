import { Component, Suspense, type ReactNode } from 'react';
import { allowRetries } from '@/web/lib/retryable-lazy';

interface BoundaryProps {
  /** Named in the console when the part fails. */
  name: string;
  /** Shown in the part's place while it has failed. */
  fallback: ReactNode;
  /** A change (the next page, the next click) lets a failed part try again while it stays mounted. */
  resetKey?: string;
  children: ReactNode;
}

/**
 * Keeps a failure (a render error, code that failed to download) to its own part of the page. The
 * details go to the console, never to the screen, and a failed lazy component downloads again
 * the next time it renders (retryable-lazy.ts).
 */
export class ErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`${this.props.name} could not be shown`, error);
    allowRetries();
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A part of the layout the visitor can do without (the chat button, the cookie banner, the
 * language dialog): while its code downloads nothing shows, and if the download fails it stays
 * away instead of taking the page down with it, trying again when next mounted or on a new
 * `resetKey`.
 */
export function OptionalPart({ name, resetKey, children }: Omit<BoundaryProps, 'fallback'>) {
  return (
    <ErrorBoundary name={name} resetKey={resetKey} fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
