import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of the boundary: what to show on a crash, given the error and a reset. */
export interface ErrorBoundaryProps {
  children: ReactNode;
  fallback(props: { error: Error; tryAgain(): void }): ReactNode;
  /** What is wrapped, for the console message ("a page", "the navbar item {…}"). */
  what?: string;
  /** A crash screen clears when this changes (the page path), without remounting what is below. */
  resetKey?: string;
}

/** Catches render errors below it and shows the fallback until reset. */
export default class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Folio: ${this.props.what ?? 'a page'} crashed while rendering.`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error) return this.props.fallback({ error, tryAgain: () => this.setState({ error: null }) });
    return this.props.children;
  }
}
