import { Component, Suspense, type ReactNode } from 'react';

interface Props {
  /** Named in the console when the part fails. */
  name: string;
  children: ReactNode;
}

/**
 * A part of the layout the visitor can do without (the chat button, the cookie banner): while its
 * code downloads nothing shows, and if the download fails it stays away instead of taking the
 * page down with it. Its lazy code is retryable (retryable-lazy.ts), so it comes back when the
 * part is next mounted.
 */
export class OptionalPart extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`${this.props.name} could not be shown`, error);
  }

  override render() {
    if (this.state.failed) return null;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
