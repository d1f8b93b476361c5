import { Component, type ErrorInfo, type ReactNode } from 'react';

export function RouteError() {
  return (
    <div role="alert" className="mx-auto max-w-xl p-10 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-2 text-ink-500">Something broke on this page. Reload, or go back to the home page.</p>
      <a href="/" className="mt-4 inline-block font-semibold text-brand-700 underline">
        Go home
      </a>
    </div>
  );
}

type BoundaryProps = { children: ReactNode; resetKey: string };
type BoundaryState = { failedAt: string | null };

/**
 * Shows RouteError when a page throws (or its chunk fails to load) and clears it on the next
 * navigation, so the rest of the app stays usable.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '' };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.setState({ failedAt: this.props.resetKey });
    console.error(error, info.componentStack);
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failedAt !== null && previous.resetKey !== this.props.resetKey) {
      this.setState({ failedAt: null });
    }
  }

  render() {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}
