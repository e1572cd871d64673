import { Component, Suspense, type ReactNode } from 'react';
import { allowRetries } from '@/web/lib/retryable-lazy';

interface Props {
  /** Named in the console when the part fails. */
  name: string;
  /** A change (the next page) lets a failed part try again while it stays mounted. */
  resetKey?: string;
  children: ReactNode;
}

/**
 * A part of the layout the visitor can do without (the chat button, the cookie banner): while its
 * code downloads nothing shows, and if the download fails it stays away instead of taking the
 * page down with it. Its lazy code is retryable (retryable-lazy.ts), so it tries again when next
 * mounted or on the next page (a new `resetKey`).
 */
export class OptionalPart extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`${this.props.name} could not be shown`, error);
    allowRetries();
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    if (this.state.failed) return null;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
